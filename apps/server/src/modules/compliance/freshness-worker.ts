import { enqueueJob, startJobWorker, type JobLogger, type JobWorker } from '../../platform/jobs';
import type { OutboxLogger } from '../../platform/outbox';
import { checkFreshness, type FreshnessCheckDeps } from './freshness';

/** The freshness check's one job: a fixed key, so one runner at a time across instances. */
export const FRESHNESS_CHECK_JOB = { kind: 'compliance-freshness', key: 'all' } as const;

/** How often the data's age is looked at (an incident starts at most this late). */
export const freshnessCheckEveryMs = 60_000;

export type FreshnessWorkerOptions = Omit<FreshnessCheckDeps, 'logger'> & {
  logger: JobLogger & OutboxLogger;
  everyMs?: number;
  /** 0 runs no loop (tests call `checkFreshness`). */
  intervalMs?: number;
};

/** Queues the check (a no-op when an instance already did) and runs it every minute. */
export const startFreshnessWorker = async (options: FreshnessWorkerOptions): Promise<JobWorker> => {
  const { db, clock, logger } = options;
  await enqueueJob(db, {
    ...FRESHNESS_CHECK_JOB,
    payload: {},
    maxAttempts: 10,
    runAt: clock.now(),
  });
  return startJobWorker({
    db,
    clock,
    logger,
    intervalMs: options.intervalMs ?? 1_000,
    handlers: {
      [FRESHNESS_CHECK_JOB.kind]: async () => {
        const change = await checkFreshness(options);
        if (change === 'started') logger.warn({}, 'MLS data older than the display rules allow');
        if (change === 'ended') logger.info({}, 'MLS data within the display rules again');
      },
    },
    recurring: { [FRESHNESS_CHECK_JOB.kind]: options.everyMs ?? freshnessCheckEveryMs },
    retry: { leaseMs: 60_000, firstDelayMs: 5_000, maxDelayMs: 60_000 },
  });
};
