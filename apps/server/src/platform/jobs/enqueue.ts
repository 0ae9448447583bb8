import type { Db } from '../../db/client';
import type { JobRow } from '../../db/schema';
import { defaultJobRetryPolicy } from './backoff';
import { findActiveJob, insertJobIfIdle } from './job-queries';

export type EnqueueJob = {
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  /** Not before this moment (the database's now when left out). */
  runAt?: Date;
  maxAttempts?: number;
};

/** The job that will do the work, and whether this call made it (false: one was already queued or running). */
export type Enqueued = { job: JobRow; created: boolean };

/**
 * Queues a job unless one of the same kind and key is queued or running; then answers that one.
 * Safe under concurrency: the database's unique index decides, not a read before the write.
 */
export const enqueueJob = async (db: Db, job: EnqueueJob): Promise<Enqueued> => {
  const values = { ...job, maxAttempts: job.maxAttempts ?? defaultJobRetryPolicy.maxAttempts };
  // The active job may finish between a refused insert and the read; then a second insert wins.
  for (let round = 0; round < 3; round += 1) {
    const created = await insertJobIfIdle(db, values);
    if (created) return { job: created, created: true };
    const active = await findActiveJob(db, job);
    if (active) return { job: active, created: false };
  }
  throw new Error(`could not enqueue job ${job.kind}:${job.key}`);
};
