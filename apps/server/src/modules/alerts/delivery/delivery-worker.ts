import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { enqueueJob, startJobWorker, type JobLogger, type JobWorker } from '../../../platform/jobs';
import type { OutboxLogger } from '../../../platform/outbox';
import { runAlertDelivery } from './deliver';
import type { ListingLinesPolicy } from './listing-lines';
import { unsubscribeKey } from './unsubscribe-token';

/** The delivery's one job: a fixed key, so one runner at a time across instances (ADR 017). */
export const ALERTS_DELIVERY_JOB = { kind: 'alerts-delivery', key: 'all' } as const;

/** How often due e-mails and texts are looked for (an instant e-mail waits at most this long). */
export const alertsDeliveryEveryMs = 10_000;
const batchSize = 200;
/** Batches per run at most, so one run cannot hold the lease for long. */
const maxBatches = 20;
const leaseMs = 2 * 60_000;

export type AlertDeliveryWorkerOptions = {
  db: Db;
  clock: Clock;
  logger: JobLogger & OutboxLogger;
  /** The server's secret (`AppDeps.jwtSecret`); the unsubscribe links' key is derived from it. */
  serverSecret: Uint8Array;
  publicUrl: string;
  readAt?: string | null;
  /** The MLS display rules (ADR 048): the attribution and disclaimer of the listings sent. */
  display?: ListingLinesPolicy;
  everyMs?: number;
  /** 0 runs no loop (tests call `runPass`). */
  intervalMs?: number;
  workerId?: string;
};

/** Queues the delivery job (a no-op when an instance already did) and runs it every few seconds. */
export const startAlertDeliveryWorker = async (
  options: AlertDeliveryWorkerOptions,
): Promise<JobWorker> => {
  const { db, clock } = options;
  await enqueueJob(db, {
    ...ALERTS_DELIVERY_JOB,
    payload: {},
    maxAttempts: 10,
    runAt: clock.now(),
  });
  const deps = {
    db,
    clock,
    linkKey: unsubscribeKey(options.serverSecret),
    publicUrl: options.publicUrl,
    logger: options.logger,
    readAt: options.readAt ?? null,
    batchSize,
    ...(options.display ? { display: options.display } : {}),
  };
  return startJobWorker({
    db,
    clock,
    logger: options.logger,
    intervalMs: options.intervalMs ?? 1_000,
    ...(options.workerId ? { workerId: options.workerId } : {}),
    handlers: {
      [ALERTS_DELIVERY_JOB.kind]: async () => {
        for (let batch = 0; batch < maxBatches; batch += 1) {
          if ((await runAlertDelivery(deps)) < batchSize) return;
        }
      },
    },
    recurring: { [ALERTS_DELIVERY_JOB.kind]: options.everyMs ?? alertsDeliveryEveryMs },
    retry: { leaseMs, firstDelayMs: 1_000, maxDelayMs: 60_000 },
  });
};
