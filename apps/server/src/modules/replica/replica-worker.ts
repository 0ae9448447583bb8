import type { Db } from '../../db/client';
import type { Announcer } from '../../platform/cache/cached-reads';
import type { Clock } from '../../platform/clock';
import { enqueueJob, startJobWorker, type JobLogger, type JobWorker } from '../../platform/jobs';
import { mlsClientConfig } from '../mls';
import type { ListingReaderOverDeps } from './listing-reader-for';
import { createReplicaFeed, type ReplicaFeed } from './replica-feed';
import { defaultReplicaSyncOptions, runReplicaSync, type ReplicaSyncOptions } from './replica-sync';

/** The sync's one job: kind and fixed key, so one runner at a time across instances (ADR 017). */
export const REPLICA_SYNC_JOB = { kind: 'mls-sync', key: 'all' } as const;

/** How often an idle worker looks whether the sync is due. */
const IDLE_POLL_MS = 1_000;

export type ReplicaWorkerOptions = {
  db: Db;
  /** Told of the listings the sync writes, so the readers' copies go (ADR 036); none: nothing kept. */
  bus: Announcer;
  clock: Clock;
  logger: JobLogger;
  feed: ReplicaFeed;
  /** Pause between the end of one run and the start of the next. */
  everyMs: number;
  sync?: Partial<ReplicaSyncOptions>;
  /** 0 runs no loop (tests call `runOnce`). */
  intervalMs?: number;
  workerId?: string;
};

/**
 * Queues the sync job (a no-op when an instance already did) and runs it every `everyMs`: the
 * queue's claim lets one instance run it at a time; each run resumes from the job's saved cursor.
 */
export const startReplicaWorker = async (options: ReplicaWorkerOptions): Promise<JobWorker> => {
  const sync = { ...defaultReplicaSyncOptions, ...options.sync };
  await enqueueJob(options.db, {
    ...REPLICA_SYNC_JOB,
    payload: {},
    maxAttempts: 10,
    runAt: options.clock.now(),
  });
  let stopping = false;
  const worker = startJobWorker({
    db: options.db,
    clock: options.clock,
    logger: options.logger,
    intervalMs: options.intervalMs ?? IDLE_POLL_MS,
    ...(options.workerId ? { workerId: options.workerId } : {}),
    handlers: {
      [REPLICA_SYNC_JOB.kind]: async (job) => {
        await runReplicaSync(
          {
            db: options.db,
            bus: options.bus,
            feed: options.feed,
            clock: options.clock,
            options: sync,
            stopping: () => stopping,
          },
          job,
        );
      },
    },
    recurring: { [REPLICA_SYNC_JOB.kind]: options.everyMs },
    retry: { leaseMs: sync.leaseMs, firstDelayMs: 5_000, maxDelayMs: 5 * 60_000 },
  });
  return {
    ...worker,
    stop: async () => {
      stopping = true;
      await worker.stop();
    },
  };
};

/** The sync of `--serve worker` (and `all`), from the config (MLS_*, MLS_SYNC_INTERVAL_SECONDS). */
export const startReplicaWorkerFromConfig = async (
  deps: ListingReaderOverDeps,
  logger: JobLogger,
): Promise<JobWorker> => {
  // A shutdown does not wait out the MLS: the page in flight fails and the next run resumes.
  const stop = new AbortController();
  const client = mlsClientConfig(deps.config);
  const worker = await startReplicaWorker({
    db: deps.database.db,
    bus: deps.invalidations,
    clock: deps.clock,
    logger,
    feed: createReplicaFeed({
      config: client,
      clock: deps.clock,
      stopSignal: stop.signal,
    }),
    everyMs: deps.config.MLS_SYNC_INTERVAL_SECONDS * 1000,
    sync: {
      keysPerQuery: client.propertyBatchSize,
      ...(client.originatingSystem ? { originatingSystem: client.originatingSystem } : {}),
    },
  });
  return {
    ...worker,
    stop: async () => {
      stop.abort();
      await worker.stop();
    },
  };
};
