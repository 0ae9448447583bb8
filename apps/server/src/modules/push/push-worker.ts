import { pushPayloadSchema } from '@rela/contracts';
import type { Db } from '../../db/client';
import type { JobRow } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { startJobWorker, type JobLogger, type WakeableJobWorker } from '../../platform/jobs';
import { endpointAllowed } from './push-endpoints';
import { PUSH_SEND_JOB, type PushJobPayload } from './push-queue';
import { sendPush, type PushOutcome } from './push-sender';
import { markDeviceUsed, removeSubscription, subscriptionById } from './push-subscriptions.queries';
import type { VapidKeys } from './vapid-keys';

/** A failed push waits 30 s, then 1, 2, 4 … minutes, at most an hour (8 attempts in all). */
export const pushRetry = { firstDelayMs: 30_000, maxDelayMs: 60 * 60_000, leaseMs: 60_000 };

export type PushWorkerOptions = {
  db: Db;
  clock: Clock;
  logger: JobLogger;
  keys: VapidKeys;
  pushServiceOrigins: readonly string[];
  /**
   * Told, in the push's own write, that a device took a notice's push (the alerts' `noticePushed`:
   * its `unread` e-mail then stays unsent, REQ-PUSH-NO-ECHO).
   */
  accepted?: (db: Db, notificationId: string, at: Date) => Promise<void>;
  /** Pause between passes; 0 runs no loop (tests call `runOnce`). */
  intervalMs?: number;
  timeoutMs?: number;
  workerId?: string;
};

/** A try that failed for now: the queue tries again later (REQ-PUSH-RETRY). */
class PushRetry extends Error {
  override name = 'PushRetry';
}

const describe = (outcome: Extract<PushOutcome, { kind: 'retry' }>) =>
  outcome.status === null ? (outcome.error ?? 'no answer') : `status ${outcome.status}`;

/**
 * Sends the queued pushes (ADR 052), each to its device: 2xx marks the device used; 404 and 410
 * remove the subscription (REQ-PUSH-GONE); 400, 413 and other refusals are logged and dropped;
 * 429, 5xx and network failures are retried with backoff. An endpoint no longer allowed
 * (PUSH_SERVICE_ORIGINS changed) is dropped unsent.
 */
export const startPushWorker = (options: PushWorkerOptions): WakeableJobWorker => {
  const { db, clock, logger } = options;
  const send = async (job: JobRow) => {
    const { subscriptionId, notificationId, push } = job.payload as PushJobPayload;
    const parsed = pushPayloadSchema.safeParse(push);
    const device = await subscriptionById(db, subscriptionId);
    const details = { jobId: job.id, subscriptionId };
    if (!device || !parsed.success) return;
    if (!endpointAllowed(device.endpoint, options.pushServiceOrigins)) {
      logger.warn(details, 'push endpoint not allowed; dropped');
      return;
    }
    const outcome = await sendPush(options.keys, device, parsed.data, {
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
    if (outcome.kind === 'accepted') {
      const at = clock.now();
      await db.transaction(async (tx) => {
        await markDeviceUsed(tx, device.id, at);
        if (notificationId) await options.accepted?.(tx, notificationId, at);
      });
    } else if (outcome.kind === 'gone') {
      await removeSubscription(db, device.id);
      logger.info({ ...details, status: outcome.status }, 'push subscription gone; removed');
    } else if (outcome.kind === 'refused') {
      logger.warn({ ...details, status: outcome.status }, 'push refused; dropped');
    } else throw new PushRetry(`push not taken (${describe(outcome)})`);
  };
  return startJobWorker({
    db,
    clock,
    logger,
    intervalMs: options.intervalMs ?? 1_000,
    ...(options.workerId ? { workerId: options.workerId } : {}),
    handlers: { [PUSH_SEND_JOB]: send },
    retry: pushRetry,
    batchSize: 10,
  });
};
