import nodemailer from 'nodemailer';

export type MailToSend = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** Files attached (nodemailer's `attachments`: name, MIME type, text content). */
  attachments?: { filename: string; contentType: string; content: string }[];
};

/** Delivers one e-mail or throws; the dispatcher retries what throws. */
export type MailTransport = {
  send: (mail: MailToSend) => Promise<void>;
  close: () => void;
};

export type SmtpOptions = {
  /** `smtp://user:pass@host:587` or `smtps://...:465`; query options (e.g. `?ignoreTLS=true`) pass through. */
  url: string;
  /** The sender, e.g. `Rela <no-reply@rela.local>`. */
  from: string;
};

/** SMTP over nodemailer, one connection per message, with timeouts well inside the claim lease. */
export const createSmtpTransport = ({ url, from }: SmtpOptions): MailTransport => {
  const transporter = nodemailer.createTransport(
    { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
};

/**
 * The configured mail transport, or null without `SMTP_URL`: then no e-mail leaves the machine,
 * messages stay `pending` in the outbox and are read at `/dev/outbox`.
 */
export const mailTransportFromConfig = (config: {
  SMTP_URL?: string;
  MAIL_FROM: string;
}): MailTransport | null =>
  config.SMTP_URL ? createSmtpTransport({ url: config.SMTP_URL, from: config.MAIL_FROM }) : null;
