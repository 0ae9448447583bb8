import type { Db } from '../../db/client';
import type { OutboxChannel, OutboxRow } from '../../db/schema';
import type { Clock } from '../clock';
import { isOptedOut } from '../sms/sms-numbers.queries';
import { smsStopConfirmationKind } from '../sms/sms-texts';
import { retryDelayMs, retryPolicy } from './backoff';
import { maskRecipient, type OutboxLogger } from './message';
import { claimDueMessages, markAttemptFailed, markSent } from './outbox-queries';
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
  /** Pause between two passes; 0 runs no loop (tests call `runOnce`). */
  intervalMs: number;
  /** Messages taken per channel and pass. */
  batchSize?: number;
};

export type OutboxDispatcher = {
  /** One pass: sends every due message it can claim; resolves to how many were delivered. */
  runOnce: () => Promise<number>;
  /** Ends the loop after the pass in progress. */
  stop: () => Promise<void>;
};

/** A message the dispatcher must not send at all (no retry). */
class Undeliverable extends Error {}

type Channel = {
  channel: OutboxChannel;
  /** How the log names one message of the channel. */
  noun: string;
  send: (message: OutboxRow) => Promise<void>;
};

const describeError = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

const emailChannel = (transport: MailTransport): Channel => ({
  channel: 'email',
  noun: 'e-mail',
  send: (message) =>
    transport.send({
      to: message.recipient,
      subject: message.subject,
      text: message.bodyText,
      ...(message.bodyHtml ? { html: message.bodyHtml } : {}),
    }),
});

/** A number that opted out after a text was queued gets nothing but its STOP confirmation. */
const smsChannel = (db: Db, transport: SmsTransport): Channel => ({
  channel: 'sms',
  noun: 'text message',
  send: async (message) => {
    if (message.kind !== smsStopConfirmationKind && (await isOptedOut(db, message.recipient))) {
      throw new Undeliverable('the number opted out (STOP)');
    }
    await transport.send({ to: message.recipient, text: message.bodyText });
  },
});

/** Delivers pending e-mails and text messages with retries and backoff (ADR 005). */
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

  const deliver = async ({ noun, send }: Channel, message: OutboxRow): Promise<boolean> => {
    const to = maskRecipient(message.recipient);
    try {
      await send(message);
      await markSent(db, { id: message.id, now: clock.now() });
      logger.info({ outboxId: message.id, kind: message.kind, to }, `${noun} sent`);
      return true;
    } catch (error) {
      const attempts = message.attempts + 1;
      const givenUp = error instanceof Undeliverable || attempts >= retryPolicy.maxAttempts;
      const lastError = describeError(error);
      const nextAttemptAt = new Date(clock.now().getTime() + retryDelayMs(attempts));
      await markAttemptFailed(db, { id: message.id, attempts, nextAttemptAt, lastError, givenUp });
      const details = { outboxId: message.id, kind: message.kind, to, attempts, error: lastError };
      if (givenUp) logger.error(details, `${noun} not delivered; gave up, status failed`);
      else logger.warn({ ...details, nextAttemptAt }, `${noun} not delivered; will retry`);
      return false;
    }
  };

  const runOnce = async () => {
    let delivered = 0;
    for (const channel of channels) {
      const now = clock.now();
      const leaseUntil = new Date(now.getTime() + retryPolicy.leaseMs);
      const claimed = await claimDueMessages(db, {
        channel: channel.channel,
        now,
        leaseUntil,
        limit: batchSize,
      });
      for (const message of claimed) if (await deliver(channel, message)) delivered += 1;
    }
    return delivered;
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> = Promise.resolve();
  const loop = () => {
    pass = runOnce()
      .catch((error: unknown) =>
        logger.error({ error: describeError(error) }, 'outbox pass failed; will try again'),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, intervalMs).unref();
      });
  };
  if (intervalMs > 0) loop();

  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
};
