import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { JobRow } from '../../db/schema';
import type { Clock } from '../clock';
import { defaultJobRetryPolicy, jobRetryDelayMs, type JobRetryPolicy } from './backoff';
import { claimDueJobs, markJobDone, markJobFailed } from './job-queries';

type LogFn = (details: Record<string, unknown>, message: string) => void;
/** The part of a pino logger the worker uses (Fastify's `app.log` fits). */
export type JobLogger = { info: LogFn; warn: LogFn; error: LogFn };

/**
 * Does one job; a throw is a failed attempt, retried with backoff unless it is permanent. A
 * handler that marks its job done itself, in the transaction of its work (`markJobDone(tx, job)`,
 * so the work and its completion commit together), answers `'settled'`.
 */
export type JobHandler = (job: JobRow) => Promise<void | 'settled'>;

/** A failure no retry can mend (the listing is gone): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export type JobWorkerOptions = {
  db: Db;
  clock: Clock;
  logger: JobLogger;
  /** The handler of each kind this worker takes; other kinds are left to other workers. */
  handlers: Readonly<Record<string, JobHandler>>;
  /** Pause between two passes that found nothing; 0 runs no loop (tests call `runOnce`). */
  intervalMs: number;
  retry?: Partial<JobRetryPolicy>;
  /** Names this worker in `locked_by` (a random id by default). */
  workerId?: string;
  /**
   * Kinds that run again this long after each run, done or given up: their one row goes back to
   * `queued`. Enqueued once under a fixed key, such a kind has one runner at a time across instances.
   */
  recurring?: Readonly<Record<string, number>>;
  /** Jobs taken in one pass and run one after the other under one lease (1 by default). */
  batchSize?: number;
  /**
   * Told of each failed attempt once the queue has recorded it, in place of the worker's own log
   * line: a kind that keeps a record of its own (the outbox's delivery status) updates it here.
   */
  failed?: (job: JobRow, failure: JobFailure) => Promise<void>;
};

/** How an attempt failed: the error's message, and when the job runs again (null: given up). */
export type JobFailure = { error: string; retryAt: Date | null };

/** What one pass did: jobs it ran, and how many of them are done. */
export type JobPass = { ran: number; done: number };

export type JobWorker = {
  /** One pass: takes up to `batchSize` due jobs and runs them; resolves to how many it ran. */
  runOnce: () => Promise<number>;
  /** The same pass, telling also how many of the jobs it ran are done. */
  runPass: () => Promise<JobPass>;
  /** Ends the loop after the job in progress. */
  stop: () => Promise<void>;
};

/** A worker that can be woken: its next pass runs now rather than after the idle pause. */
export type WakeableJobWorker = JobWorker & {
  /** New work was committed (a no-op without a loop). */
  wake: () => void;
};

const describeError = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Runs durable jobs from the database (ADR 006); any number of workers may run. */
export const startJobWorker = (options: JobWorkerOptions): WakeableJobWorker => {
  const { db, clock, logger, handlers, intervalMs, batchSize = 1 } = options;
  const policy = { ...defaultJobRetryPolicy, ...options.retry };
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const kinds = Object.keys(handlers);

  /** When a recurring job runs next after this run (undefined for other kinds). */
  const nextRunAt = (job: JobRow, now: Date) => {
    const every = options.recurring?.[job.kind];
    return every === undefined ? undefined : new Date(now.getTime() + every);
  };

  const fail = async (job: JobRow, error: unknown) => {
    const lastError = describeError(error);
    const now = clock.now();
    const retries = !(error instanceof PermanentJobError) && job.attempts < job.maxAttempts;
    const retryAt = retries
      ? new Date(now.getTime() + jobRetryDelayMs(job.attempts, policy))
      : null;
    const next = nextRunAt(job, now);
    const held = await markJobFailed(db, job, { lastError, now, retryAt, nextRunAt: next });
    const details = { jobId: job.id, kind: job.kind, key: job.key, attempts: job.attempts };
    if (!held) logger.warn(details, 'job lease lost before it failed; another worker has it');
    else if (options.failed) await options.failed(job, { error: lastError, retryAt });
    else if (retryAt)
      logger.warn({ ...details, error: lastError, retryAt }, 'job failed; will retry');
    else logger.error({ ...details, error: lastError }, 'job failed; gave up');
  };

  /** Runs one taken job; true when it is done. */
  const run = async (job: JobRow): Promise<boolean> => {
    const handler = handlers[job.kind];
    // A job whose worker died more often than it may be tried: given up rather than run again.
    if (!handler || job.attempts > job.maxAttempts) {
      await fail(job, new PermanentJobError(handler ? 'lease lost too often' : 'no handler'));
      return false;
    }
    let settled = false;
    try {
      settled = (await handler(job)) === 'settled';
    } catch (error) {
      await fail(job, error);
      return false;
    }
    const now = clock.now();
    const held = settled || (await markJobDone(db, job, { now, nextRunAt: nextRunAt(job, now) }));
    const details = { jobId: job.id, kind: job.kind, key: job.key, attempts: job.attempts };
    if (held) logger.info(details, 'job done');
    else logger.warn(details, 'job lease lost before it was done; another worker ran it again');
    return true;
  };

  const runPass = async (): Promise<JobPass> => {
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + policy.leaseMs);
    const taken = await claimDueJobs(db, { kinds, workerId, now, leaseUntil, limit: batchSize });
    let done = 0;
    for (const job of taken) if (await run(job)) done += 1;
    return { ran: taken.length, done };
  };
  const runOnce = async () => (await runPass()).ran;

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> = Promise.resolve();
  let passing = false;
  let woken = false;
  const looping = intervalMs > 0 && kinds.length > 0;
  const loop = () => {
    passing = true;
    woken = false;
    pass = runOnce()
      .catch((error: unknown) => {
        logger.error({ error: describeError(error) }, 'job pass failed; will try again');
        return 0;
      })
      .then((ran) => {
        passing = false;
        // Drain the queue without a pause; wait only when there was nothing to do.
        if (!stopped) timer = setTimeout(loop, ran > 0 || woken ? 0 : intervalMs).unref();
      });
  };
  if (looping) loop();

  return {
    runOnce,
    runPass,
    wake: () => {
      if (!looping || stopped) return;
      // A pass under way may have claimed before the new work committed: one more follows it.
      if (passing) woken = true;
      else {
        clearTimeout(timer);
        loop();
      }
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
};
