import { alertEmailMessages as texts, type UnsubscribeTopic } from '@rela/contracts';
import { escapeHtml } from '../../../platform/html';

/**
 * The web app's look, written out for a page served without it (its signed-out card): Tailwind's
 * slate neutrals, the brand green of the mark and the favicon, the app's font stack, its card
 * (rounded-2xl, shadow-lg, slate-200 ring) and its primary and secondary buttons.
 */
const style = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100dvh; display: flex; flex-direction: column; align-items: center;
    justify-content: center; padding: 40px 16px; background: #f8fafc; color: #0f172a;
    font: 16px/1.5 Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto,
      "Helvetica Neue", Arial, sans-serif;
    -webkit-font-smoothing: antialiased; position: relative; overflow-x: hidden; }
  body::before { content: ""; position: absolute; inset: 0 0 auto 0; height: 320px; z-index: -1;
    background: linear-gradient(to bottom, #f0fdf4, transparent); }
  .logo { display: inline-flex; align-items: center; gap: 8px; margin: 0 0 32px; }
  .logo svg { width: 32px; height: 32px; }
  .logo span { font-size: 24px; line-height: 32px; font-weight: 700; letter-spacing: -.025em;
    color: #0f172a; }
  main { width: 100%; max-width: 448px; background: #fff; border-radius: 16px; padding: 32px 24px;
    box-shadow: 0 0 0 1px #e2e8f0, 0 10px 15px -3px rgb(15 23 42 / .05),
      0 4px 6px -4px rgb(15 23 42 / .05); text-align: center; }
  @media (min-width: 640px) { main { padding: 40px; } }
  .mark { width: 48px; height: 48px; border-radius: 50%; margin: 0 auto 16px; display: grid;
    place-items: center; font-size: 24px; font-weight: 700; }
  .ask .mark { background: #f1f5f9; color: #334155; }
  .ok .mark { background: #f0fdf4; color: #15803d; }
  .bad .mark { background: #fef2f2; color: #b91c1c; }
  h1 { font-size: 20px; line-height: 28px; font-weight: 600; margin: 0 0 8px; }
  p { margin: 0 0 12px; color: #475569; font-size: 14px; line-height: 20px; }
  .actions { display: flex; flex-direction: column; gap: 12px; margin-top: 24px; }
  form { margin: 0; }
  .button { display: inline-flex; width: 100%; min-height: 44px; align-items: center;
    justify-content: center; padding: 10px 16px; border-radius: 8px; border: 0;
    font: inherit; font-size: 14px; font-weight: 600; text-decoration: none; cursor: pointer; }
  .primary { background: #0f172a; color: #fff; box-shadow: 0 1px 2px rgb(0 0 0 / .05); }
  .primary:hover { background: #1e293b; }
  .secondary { background: #fff; color: #0f172a; box-shadow: inset 0 0 0 1px #cbd5e1,
    0 1px 2px rgb(0 0 0 / .05); }
  .secondary:hover { background: #f8fafc; }
  .button:focus-visible { outline: 2px solid #0f172a; outline-offset: 2px; }
`;

/** The Rela mark: the favicon's house in its green rounded square. */
const logo = `<p class="logo"><svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#15803d"/><path d="M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5h-5v5H9a1 1 0 0 1-1-1z" fill="#fff"/></svg><span>Rela</span></p>`;

/** "e-mail" never breaks at its hyphen (a non-breaking hyphen in the page). */
const keepWords = (html: string) => html.replaceAll('e-mail', 'e\u2011mail');

/** A button that POSTs to `action` (the page's one state-changing step; GET changes nothing). */
export type PageButton = { action: string; label: string; fields?: Record<string, string> };

type Page = {
  kind: 'ask' | 'ok' | 'bad';
  title: string;
  lines: string[];
  button?: PageButton;
  accountUrl: string;
};

const formOf = ({ action, label, fields = {} }: PageButton) =>
  `<form method="post" action="${escapeHtml(action)}">${Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('')}<button class="button primary" type="submit">${escapeHtml(label)}</button></form>`;

const marks = { ask: '?', ok: '✓', bad: '!' } as const;

const page = ({ kind, title, lines, button, accountUrl }: Page) =>
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#1e293b">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)} · Rela</title>
<style>${style}</style>
</head>
<body>
${logo}
<main class="${kind}">
<div class="mark" aria-hidden="true">${marks[kind]}</div>
<h1>${keepWords(escapeHtml(title))}</h1>
${lines.map((line) => `<p>${keepWords(escapeHtml(line))}</p>`).join('\n')}
<div class="actions">
${button ? formOf(button) : ''}
<a class="button ${button ? 'secondary' : 'primary'}" href="${escapeHtml(accountUrl)}">${escapeHtml(texts.myAccount)}</a>
</div>
</main>
</body>
</html>
`;

/** What a link opens: what it would turn off, and the one button that does (RFC 8058's body). */
export const confirmPage = (topic: UnsubscribeTopic, action: string, accountUrl: string) =>
  page({
    kind: 'ask',
    title: texts.confirmTitle,
    lines: [texts.confirm(topic)],
    button: {
      action,
      label: texts.unsubscribeButton,
      fields: { 'List-Unsubscribe': 'One-Click' },
    },
    accountUrl,
  });

/** After the POST: what was turned off, and "Resubscribe". */
export const unsubscribedPage = (
  topic: UnsubscribeTopic,
  resubscribe: string,
  accountUrl: string,
) =>
  page({
    kind: 'ok',
    title: texts.unsubscribedTitle,
    lines: [texts.unsubscribed(topic), texts.unsubscribedDetail],
    button: { action: resubscribe, label: texts.resubscribeButton },
    accountUrl,
  });

export const resubscribedPage = (topic: UnsubscribeTopic, accountUrl: string) =>
  page({
    kind: 'ok',
    title: texts.resubscribedTitle,
    lines: [texts.resubscribed(topic), texts.resubscribedDetail],
    accountUrl,
  });

export const badLinkPage = (accountUrl: string) =>
  page({ kind: 'bad', title: texts.badLinkTitle, lines: [texts.badLink], accountUrl });
