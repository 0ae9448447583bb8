import type { Db } from '../../db/client';
import type { OutboxRow } from '../../db/schema';
import type { Clock } from '../clock';
import { retryDelayMs, retryPolicy } from './backoff';
import { maskRecipient, type OutboxLogger } from './message';
import { claimDueEmails, markAttemptFailed, markSent } from './outbox-queries';
import type { MailTransport } from './transport';

export type OutboxDispatcherOptions = {
  db: Db;
  /** Null without SMTP_URL: the dispatcher then does nothing and e-mails stay `pending`. */
  transport: MailTransport | null;
  clock: Clock;
  logger: OutboxLogger;
  /** Pause between two passes; 0 runs no loop (tests call `runOnce`). */
  intervalMs: number;
  /** E-mails taken per pass. */
  batchSize?: number;
};

export type OutboxDispatcher = {
  /** One pass: sends every due e-mail it can claim; resolves to how many were delivered. */
  runOnce: () => Promise<number>;
  /** Ends the loop after the pass in progress. */
  stop: () => Promise<void>;
};

const describeError = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Delivers pending e-mails with retries and backoff (DESIGN.md decision 5). */
export const startOutboxDispatcher = (options: OutboxDispatcherOptions): OutboxDispatcher => {
  const { db, transport, clock, logger, intervalMs, batchSize = 20 } = options;
  if (!transport) {
    logger.info({}, 'SMTP_URL is not set: e-mails are not sent; they stay in the outbox');
    return { runOnce: async () => 0, stop: async () => undefined };
  }

  const deliver = async (message: OutboxRow): Promise<boolean> => {
    const to = maskRecipient(message.recipient);
    try {
      await transport.send({
        to: message.recipient,
        subject: message.subject,
        text: message.bodyText,
        ...(message.bodyHtml ? { html: message.bodyHtml } : {}),
      });
      await markSent(db, { id: message.id, now: clock.now() });
      logger.info({ outboxId: message.id, kind: message.kind, to }, 'e-mail sent');
      return true;
    } catch (error) {
      const attempts = message.attempts + 1;
      const givenUp = attempts >= retryPolicy.maxAttempts;
      const lastError = describeError(error);
      const nextAttemptAt = new Date(clock.now().getTime() + retryDelayMs(attempts));
      await markAttemptFailed(db, { id: message.id, attempts, nextAttemptAt, lastError, givenUp });
      const details = { outboxId: message.id, kind: message.kind, to, attempts, error: lastError };
      if (givenUp) logger.error(details, 'e-mail not delivered; gave up, status failed');
      else logger.warn({ ...details, nextAttemptAt }, 'e-mail not delivered; will retry');
      return false;
    }
  };

  const runOnce = async () => {
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + retryPolicy.leaseMs);
    const claimed = await claimDueEmails(db, { now, leaseUntil, limit: batchSize });
    let delivered = 0;
    for (const message of claimed) if (await deliver(message)) delivered += 1;
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
