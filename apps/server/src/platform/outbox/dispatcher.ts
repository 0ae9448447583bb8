import type { Db } from '../../db/client';
import type { JobRow, OutboxChannel, OutboxRow } from '../../db/schema';
import type { Clock } from '../clock';
import { PermanentJobError, startJobWorker, type JobFailure, type JobHandler } from '../jobs';
import { isOptedOut } from '../sms/sms-numbers.queries';
import { smsStopConfirmationKind } from '../sms/sms-texts';
import { retryPolicy } from './backoff';
import { deliveryJobKind, maskRecipient, type OutboxLogger } from './message';
import { findMessage, markAttemptFailed, markSent } from './outbox-queries';
import type { SmsTransport } from './sms-transport';
import type { MailTransport } from './transport';

export type OutboxDispatcherOptions = {
  db: Db;
  /** Null without SMTP_URL: e-mails then stay `pending` (read at `/dev/outbox`). */
  transport: MailTransport | null;
  /**
   * The SMS provider; null without SMS_PROVIDER_URL (text messages stay `pending`, and the log
   * says so once); left out, text messages are not this dispatcher's business.
   */
  sms?: SmsTransport | null;
  clock: Clock;
  logger: OutboxLogger;
  /** Pause after a pass that found nothing due; 0 runs no loop (tests call `runOnce`). */
  intervalMs: number;
  /** Messages taken per pass. */
  batchSize?: number;
};

export type OutboxDispatcher = {
  /** One pass: sends every due message it can claim; resolves to how many were delivered. */
  runOnce: () => Promise<number>;
  /** Ends the loop after the pass in progress. */
  stop: () => Promise<void>;
};

type Channel = {
  channel: OutboxChannel;
  /** How the log names one message of the channel. */
  noun: string;
  send: (message: OutboxRow) => Promise<void>;
};

const nouns: Record<OutboxChannel, string> = { email: 'e-mail', sms: 'text message' };

const emailChannel = (transport: MailTransport): Channel => ({
  channel: 'email',
  noun: nouns.email,
  send: (message) =>
    transport.send({
      to: message.recipient,
      subject: message.subject,
      text: message.bodyText,
      ...(message.bodyHtml ? { html: message.bodyHtml } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
      ...(message.attachments?.length ? { attachments: message.attachments } : {}),
    }),
});

/** A number that opted out after a text was queued gets nothing but its STOP confirmation. */
const smsChannel = (db: Db, transport: SmsTransport): Channel => ({
  channel: 'sms',
  noun: nouns.sms,
  send: async (message) => {
    if (message.kind !== smsStopConfirmationKind && (await isOptedOut(db, message.recipient))) {
      throw new PermanentJobError('the number opted out (STOP)');
    }
    await transport.send({ to: message.recipient, text: message.bodyText });
  },
});

/**
 * Delivers pending e-mails and text messages (ADR 005): a worker of the job queue (ADR 017) for
 * the delivery kinds of the channels it has a transport for, with the outbox's retry policy. Each
 * message keeps its own record (status, attempts, last error) for `/dev/outbox`.
 */
export const startOutboxDispatcher = (options: OutboxDispatcherOptions): OutboxDispatcher => {
  const { db, transport, sms, clock, logger, intervalMs, batchSize = 20 } = options;
  const channels: Channel[] = [];
  if (transport) channels.push(emailChannel(transport));
  else logger.info({}, 'SMTP_URL is not set: e-mails are not sent; they stay in the outbox');
  if (sms) channels.push(smsChannel(db, sms));
  else if (sms === null) {
    logger.info(
      {},
      'SMS_PROVIDER_URL is not set: text messages are not sent; they stay in the outbox',
    );
  }
  if (channels.length === 0) return { runOnce: async () => 0, stop: async () => undefined };

  const deliver =
    ({ noun, send }: Channel): JobHandler =>
    async (job) => {
      const message = await findMessage(db, job.key);
      if (!message) throw new PermanentJobError('the message is no longer in the outbox');
      // Sent already by an attempt whose worker stopped before it could say so.
      if (message.status !== 'pending') return;
      await send(message);
      await markSent(db, { id: message.id, attempts: job.attempts, now: clock.now() });
      const to = maskRecipient(message.recipient);
      logger.info({ outboxId: message.id, kind: message.kind, to }, `${noun} sent`);
    };

  const failed = async (job: JobRow, { error, retryAt }: JobFailure) => {
    const { attempts } = job;
    const message = await markAttemptFailed(db, {
      id: job.key,
      attempts,
      lastError: error,
      retryAt,
    });
    if (!message) return;
    const noun = nouns[message.channel];
    const to = maskRecipient(message.recipient);
    const details = { outboxId: message.id, kind: message.kind, to, attempts, error };
    if (retryAt)
      logger.warn({ ...details, nextAttemptAt: retryAt }, `${noun} not delivered; will retry`);
    else logger.error(details, `${noun} not delivered; gave up, status failed`);
  };

  const worker = startJobWorker({
    db,
    clock,
    logger,
    intervalMs,
    batchSize,
    retry: retryPolicy,
    handlers: Object.fromEntries(
      channels.map((channel) => [deliveryJobKind(channel.channel), deliver(channel)]),
    ),
    failed,
  });
  return { runOnce: async () => (await worker.runPass()).done, stop: worker.stop };
};
