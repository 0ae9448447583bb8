import { alertEmailMessages as texts } from '@rela/contracts';
import { escapeHtml } from '../../../platform/html';

const style = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
    background: #f5f7fa; color: #111827;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { width: 100%; max-width: 440px; background: #fff; border-radius: 16px; padding: 40px 32px;
    box-shadow: 0 1px 2px rgba(16,24,40,.06), 0 12px 32px rgba(16,24,40,.08); text-align: center; }
  .brand { font-weight: 700; font-size: 20px; letter-spacing: -.01em; color: #0f4c81; margin: 0 0 24px; }
  .mark { width: 56px; height: 56px; border-radius: 50%; margin: 0 auto 16px; display: grid;
    place-items: center; font-size: 28px; font-weight: 700; }
  .ok .mark { background: #e7f6ee; color: #137a43; }
  .bad .mark { background: #fdecec; color: #b42318; }
  h1 { font-size: 22px; line-height: 1.3; margin: 0 0 8px; }
  p { margin: 0 0 12px; color: #4b5563; }
  a.button { display: inline-block; margin-top: 12px; padding: 10px 20px; border-radius: 10px;
    background: #0f4c81; color: #fff; text-decoration: none; font-weight: 600; }
  a.button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
`;

/** "e-mail" never breaks at its hyphen (a non-breaking hyphen in the page). */
const keepWords = (html: string) => html.replaceAll('e-mail', 'e\u2011mail');

const page = (kind: 'ok' | 'bad', title: string, lines: string[], accountUrl: string) =>
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Rela</title>
<style>${style}</style>
</head>
<body>
<main class="${kind}">
<p class="brand">Rela</p>
<div class="mark" aria-hidden="true">${kind === 'ok' ? '✓' : '!'}</div>
<h1>${escapeHtml(title)}</h1>
${lines.map((line) => `<p>${keepWords(escapeHtml(line))}</p>`).join('\n')}
<a class="button" href="${escapeHtml(accountUrl)}">${escapeHtml(texts.myAccount)}</a>
</main>
</body>
</html>
`;

export const unsubscribedPage = (line: string, accountUrl: string) =>
  page('ok', texts.unsubscribedTitle, [line, texts.unsubscribedDetail], accountUrl);

export const badLinkPage = (accountUrl: string) =>
  page('bad', texts.badLinkTitle, [texts.badLink], accountUrl);
