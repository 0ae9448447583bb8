import { and, eq, gt } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { jobs } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import {
  enqueueJob,
  startJobWorker,
  type JobLogger,
  type WakeableJobWorker,
} from '../../platform/jobs';
import { runAlertFanOut, type FanOutDeps } from './fan-out';

/** The fan-out's one job: a fixed key, so one runner at a time across instances (ADR 017). */
export const ALERTS_FANOUT_JOB = { kind: 'alerts-fanout', key: 'all' } as const;

/** How long the replica's log stays quiet before its changes are fanned out (a sync's pages). */
const SETTLE_MS = 1_000;

/** Told at the commit of every append to `replica_events` (migration 0023, ADR 043). */
export const LISTING_CHANGES_CHANNEL = 'rela_listing_changes';

/** How often the fan-out looks for new events when no sync told it of any. */
export const alertsFanOutEveryMs = 5_000;
const IDLE_POLL_MS = 1_000;
const defaultBatchSize = 500;
const leaseMs = 2 * 60_000;

/**
 * Transactions writing a batch's saved-search matches at once (ADR 028's amendment of
 * 2026-11-28): two on PostgreSQL, whose two backends run on two cores side by side (the
 * pool's other connections stay free for requests); one on PGlite, which has one connection.
 */
export const matchTransactionsFor = (kind: 'postgres' | 'pglite') => (kind === 'postgres' ? 2 : 1);

export type AlertsWorkerOptions = {
  db: Db;
  clock: Clock;
  logger: JobLogger;
  everyMs?: number;
  batchSize?: number;
  /** Transactions writing a batch's saved-search matches at once: 1 (the default) on PGlite. */
  matchTransactions?: number;
  /** 0 runs no loop (tests call `runOnce`). */
  intervalMs?: number;
  workerId?: string;
  /**
   * Hears `pg_notify` at commits (`Database['listen']`): a change appended to the replica's log
   * brings the fan-out's next run forward to now (`listing-changed`, ADR 043).
   */
  listen?: Database['listen'];
  /** Quiet time after the last appended page before the fan-out is nudged (tests shorten it). */
  settleMs?: number;
  /** The MLS display rules (ADR 048): whether a notice may name a listing's street. */
  display: FanOutDeps['display'];
};

/**
 * Queues the fan-out (a no-op when an instance already did) and runs it every few seconds, and at
 * once when the replica's log grows.
 */
export const startAlertsWorker = async (
  options: AlertsWorkerOptions,
): Promise<WakeableJobWorker> => {
  const { db, clock } = options;
  await enqueueJob(db, {
    ...ALERTS_FANOUT_JOB,
    payload: {},
    maxAttempts: 10,
    runAt: clock.now(),
  });
  const deps = {
    db,
    clock,
    batchSize: options.batchSize ?? defaultBatchSize,
    leaseMs,
    matchTransactions: options.matchTransactions ?? 1,
    display: options.display,
  };
  const worker = startJobWorker({
    db,
    clock,
    logger: options.logger,
    intervalMs: options.intervalMs ?? IDLE_POLL_MS,
    ...(options.workerId ? { workerId: options.workerId } : {}),
    handlers: {
      [ALERTS_FANOUT_JOB.kind]: async (job) => {
        await runAlertFanOut(deps, job);
      },
    },
    recurring: { [ALERTS_FANOUT_JOB.kind]: options.everyMs ?? alertsFanOutEveryMs },
    retry: { leaseMs, firstDelayMs: 1_000, maxDelayMs: 60_000 },
  });
  if (!options.listen) return worker;
  // A sync commits a page at a time: the fan-out is nudged once the pages have stopped coming for
  // `settleMs`, so that it reads a whole sync's changes and does not compete with the sync's writes.
  let settle: NodeJS.Timeout | undefined;
  const nudge = () => {
    settle = undefined;
    void nudgeAlertFanOut(db, clock)
      .then(() => worker.wake())
      .catch((error: unknown) => {
        options.logger.warn({ error: String(error) }, 'the alerts fan-out could not be nudged');
      });
  };
  const stopListening = await options.listen(LISTING_CHANGES_CHANNEL, () => {
    clearTimeout(settle);
    settle = setTimeout(nudge, options.settleMs ?? SETTLE_MS);
  });
  return {
    ...worker,
    stop: async () => {
      clearTimeout(settle);
      await stopListening();
      await worker.stop();
    },
  };
};

/**
 * Brings the fan-out's next run forward to now (a change was appended to the replica's log):
 * the queued row becomes due; a running one is left alone (it reads to the end anyway).
 */
export const nudgeAlertFanOut = async (db: Db, clock: Clock) => {
  const now = clock.now();
  await db
    .update(jobs)
    .set({ runAt: now })
    .where(
      and(
        eq(jobs.kind, ALERTS_FANOUT_JOB.kind),
        eq(jobs.key, ALERTS_FANOUT_JOB.key),
        eq(jobs.status, 'queued'),
        gt(jobs.runAt, now),
      ),
    );
};
