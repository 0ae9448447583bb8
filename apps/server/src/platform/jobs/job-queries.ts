import { and, asc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, type JobRow } from '../../db/schema';

const activeStatuses = ['queued', 'running'] as const;

export type NewJob = {
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  maxAttempts: number;
  /** Not before this moment (the database's now when left out). */
  runAt?: Date;
};

/**
 * Inserts the job unless one of the same kind and key is queued or running: the partial unique
 * index turns a second insert, even a concurrent one, into nothing. Undefined when it already existed.
 */
export const insertJobIfIdle = async (db: Db, job: NewJob): Promise<JobRow | undefined> => {
  const [row] = await db.insert(jobs).values(job).onConflictDoNothing().returning();
  return row;
};

/** The queued or running job of this kind and key, if any. */
export const findActiveJob = async (db: Db, params: { kind: string; key: string }) => {
  const [row] = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, params.kind),
        eq(jobs.key, params.key),
        inArray(jobs.status, [...activeStatuses]),
      ),
    )
    .limit(1);
  return row;
};

type ClaimParams = {
  kinds: readonly string[];
  workerId: string;
  now: Date;
  leaseUntil: Date;
  limit: number;
};

/**
 * Takes up to `limit` due jobs: queued ones whose time has come, and running ones whose lease ran
 * out (their worker died). `for update skip locked` lets workers claim at the same moment without
 * ever sharing a job; the claim counts an attempt and leases the job to this worker.
 */
export const claimDueJobs = async (
  db: Db,
  { kinds, workerId, now, leaseUntil, limit }: ClaimParams,
): Promise<JobRow[]> => {
  if (kinds.length === 0) return [];
  const due = db.$with('due').as(
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.status, [...activeStatuses]),
          inArray(jobs.kind, [...kinds]),
          lte(jobs.runAt, now),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(limit)
      .for('update', { skipLocked: true }),
  );
  return db
    .with(due)
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      runAt: leaseUntil,
      lockedBy: workerId,
    })
    .from(due)
    .where(eq(jobs.id, due.id))
    .returning(getTableColumns(jobs));
};

/** The job as this worker took it: it changes only while the lease is still this attempt's. */
const heldBy = (job: Pick<JobRow, 'id' | 'attempts' | 'lockedBy'>) =>
  and(
    eq(jobs.id, job.id),
    eq(jobs.status, 'running'),
    eq(jobs.attempts, job.attempts),
    job.lockedBy === null ? sql`false` : eq(jobs.lockedBy, job.lockedBy),
  );

/** A recurring job's next run: its one row goes back to `queued`, its attempts start again. */
const nextRun = (runAt: Date) =>
  ({ status: 'queued', runAt, attempts: 0, lockedBy: null }) as const;

type DoneParams = { now: Date; nextRunAt?: Date };

/** True when the job was still held and is now done (or, recurring, queued for `nextRunAt`). */
export const markJobDone = async (
  db: Db,
  job: JobRow,
  { now, nextRunAt }: DoneParams,
): Promise<boolean> => {
  const rows = await db
    .update(jobs)
    .set({
      ...(nextRunAt ? nextRun(nextRunAt) : { status: 'done', lockedBy: null }),
      finishedAt: now,
      lastError: null,
    })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
};

type FailureParams = { lastError: string; now: Date; retryAt: Date | null; nextRunAt?: Date };

/**
 * Back to `queued` until `retryAt`; without one, `failed` (or, recurring, queued for `nextRunAt`).
 * True when the job was still held.
 */
export const markJobFailed = async (
  db: Db,
  job: JobRow,
  { lastError, now, retryAt, nextRunAt }: FailureParams,
): Promise<boolean> => {
  const givenUp = nextRunAt
    ? { ...nextRun(nextRunAt), finishedAt: now, lastError }
    : { status: 'failed' as const, finishedAt: now, lockedBy: null, lastError };
  const rows = await db
    .update(jobs)
    .set(retryAt ? { status: 'queued', runAt: retryAt, lockedBy: null, lastError } : givenUp)
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
};

/**
 * Saves a running job's progress (e.g. the last page it committed) and extends its lease, while
 * this attempt still holds it. Pass the transaction that commits the work the progress stands
 * for: false means the lease is lost, and that transaction should roll back.
 */
export const saveJobProgress = async (
  db: Db,
  job: JobRow,
  { payload, leaseUntil }: { payload: Record<string, unknown>; leaseUntil: Date },
): Promise<boolean> => {
  const rows = await db
    .update(jobs)
    .set({ payload, runAt: leaseUntil })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
};

/** Every job of a kind and key, oldest first (tests and operators). */
export const listJobs = (db: Db, params: { kind: string; key?: string }) =>
  db
    .select()
    .from(jobs)
    .where(
      params.key === undefined
        ? eq(jobs.kind, params.kind)
        : and(eq(jobs.kind, params.kind), eq(jobs.key, params.key)),
    )
    .orderBy(asc(jobs.createdAt), asc(jobs.id));
