import type { OutboxAttachment, OutboxChannel } from '../../db/schema';

/** A message to send; `text` is the full body, `html` an optional richer form of it. */
export type OutboxMessage = {
  channel: OutboxChannel;
  /** What the message is for, e.g. `password-reset-code`, `invitation`; logged, unlike the body. */
  kind: string;
  /** An e-mail address for `email`, a +1 phone number for `sms`. */
  recipient: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra e-mail headers (e.g. RFC 8058's `List-Unsubscribe`); ignored for SMS. */
  headers?: Record<string, string>;
  /** Files sent with an e-mail (e.g. a tour's `.ics`); ignored for SMS. */
  attachments?: OutboxAttachment[];
};

/** The job kind that delivers a channel's messages on the job queue; the job's key is the message id. */
export const deliveryJobKind = (channel: OutboxChannel): string => `outbox-${channel}`;

type LogFn = (details: Record<string, unknown>, message: string) => void;

/** The part of a pino logger the outbox uses (Fastify's `app.log` fits). */
export type OutboxLogger = { info: LogFn; warn: LogFn; error: LogFn };

/** Enough of an address for a log line to say who got a message without disclosing it. */
export const maskRecipient = (recipient: string): string => {
  const at = recipient.lastIndexOf('@');
  if (at > 0) return `${recipient.charAt(0)}***${recipient.slice(at)}`;
  const digits = recipient.replace(/\D/g, '');
  if (digits.length >= 6) return `+${'*'.repeat(digits.length - 2)}${digits.slice(-2)}`;
  return '***';
};
