import type { OutboxRow } from '../../db/schema';
import { escapeHtml } from '../../platform/html';

/** One message as `/dev/outbox.json` shows it. */
export type OutboxEntry = {
  id: string;
  channel: OutboxRow['channel'];
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  /** Files sent with the e-mail (a confirmed tour's `.ics`), with their text. */
  attachments: { filename: string; contentType: string; content: string }[];
  status: OutboxRow['status'];
  /** Waiting, but nothing will send it: its channel has no transport (no SMTP_URL, no SMS provider). */
  keptHere: boolean;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
};

type Channel = OutboxRow['channel'];

/** Whether each channel is delivered, and the setting that would make it so. */
export type OutboxDelivery = Record<Channel, { sent: boolean; setting: string; noun: string }>;

export const outboxDelivery = (config: {
  SMTP_URL?: string;
  SMS_PROVIDER_URL?: string;
}): OutboxDelivery => ({
  email: { sent: Boolean(config.SMTP_URL), setting: 'SMTP_URL', noun: 'E-mails' },
  sms: {
    sent: Boolean(config.SMS_PROVIDER_URL),
    setting: 'SMS_PROVIDER_URL',
    noun: 'Text messages',
  },
});

export const toOutboxEntry = (row: OutboxRow, delivery: OutboxDelivery): OutboxEntry => ({
  id: row.id,
  channel: row.channel,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  text: row.bodyText,
  html: row.bodyHtml,
  attachments: row.attachments ?? [],
  status: row.status,
  keptHere: row.status === 'pending' && !delivery[row.channel].sent,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

const styles = `
body{font:15px/1.45 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1f2933}
main{max-width:900px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 4px}
article{background:#fff;border:1px solid #d9dee4;border-radius:8px;padding:14px 16px;margin:14px 0}
h2{font-size:17px;margin:0 0 8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 10px;font-size:13px}
dt{color:#52606d}dd{margin:0}
pre{white-space:pre-wrap;word-break:break-word;background:#f8f9fb;border-radius:6px;padding:10px;margin:0}
.status-sent{color:#1b7f3b}.status-failed{color:#b42318}.status-pending{color:#8a5a00}.status-kept{color:#52606d}
.notice{background:#fff8e6;border:1px solid #f0d58c;border-radius:8px;padding:10px 14px}`;

const field = (label: string, value: string | number | null) =>
  value === null ? '' : `<dt>${label}</dt><dd>${escapeHtml(String(value))}</dd>`;

const statusOf = (entry: OutboxEntry, delivery: OutboxDelivery) =>
  entry.keptHere
    ? { name: 'kept', text: `Kept here (no ${delivery[entry.channel].setting})` }
    : { name: entry.status, text: entry.status };

const renderEntry = (entry: OutboxEntry, delivery: OutboxDelivery) => {
  const status = statusOf(entry, delivery);
  return `<article>
<h2>${escapeHtml(entry.subject)}</h2>
<dl>${field('Channel', entry.channel)}${field('Kind', entry.kind)}${field('To', entry.recipient)}${field('Created', entry.createdAt)}<dt>Status</dt><dd class="status-${escapeHtml(status.name)}">${escapeHtml(status.text)}</dd>${field('Attempts', entry.attempts)}${field('Last error', entry.lastError)}${field('Sent', entry.sentAt)}</dl>
<pre>${escapeHtml(entry.text)}</pre>
</article>`;
};

/** "E-mails are kept here and not sent: SMTP_URL is not set.", per channel with no transport. */
const keptNotice = (delivery: OutboxDelivery) => {
  const kept = Object.values(delivery).filter((channel) => !channel.sent);
  return kept.length === 0
    ? ''
    : `<p class="notice">${kept
        .map(({ noun, setting }) => `${noun} are kept here and not sent: ${setting} is not set.`)
        .join(' ')}</p>`;
};

/** The self-contained `/dev/outbox` page; every value is escaped. */
export const renderOutboxPage = (
  entries: OutboxEntry[],
  delivery: OutboxDelivery,
): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Rela outbox</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p>Every e-mail and text message Rela has queued, newest first. This page exists only outside production; the same data is at <a href="/dev/outbox.json">/dev/outbox.json</a>.</p>
${keptNotice(delivery)}
${entries.length === 0 ? '<p>No messages yet.</p>' : entries.map((entry) => renderEntry(entry, delivery)).join('\n')}
</main>
</body>
</html>
`;
