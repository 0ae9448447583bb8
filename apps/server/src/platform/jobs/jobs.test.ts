import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { createTestDatabase } from '../../../test/db';
import { openDatabase, type Database } from '../../db/client';
import { jobs, type JobRow } from '../../db/schema';
import { manualClock, type Clock } from '../clock';
import { defaultJobRetryPolicy, jobRetryDelayMs } from './backoff';
import { enqueueJob } from './enqueue';
import { listJobs, saveJobProgress } from './job-queries';
import { PermanentJobError, startJobWorker, type JobFailure, type JobHandler } from './worker';

const KIND = 'test-job';
const SECOND = 1000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const workerOn = (database: Database, clock: Clock, handler: JobHandler, workerId?: string) =>
  startJobWorker({
    db: database.db,
    clock,
    logger: quiet,
    handlers: { [KIND]: handler },
    intervalMs: 0,
    workerId,
  });

const enqueue = (database: Database, clock: Clock, key: string, maxAttempts?: number) =>
  enqueueJob(database.db, { kind: KIND, key, payload: { key }, runAt: clock.now(), maxAttempts });

/** A handler that never finishes: its worker is as good as dead (a crash, a restart). */
const hang: JobHandler = () => new Promise<never>(() => undefined);

describe.each(drivers)('durable jobs (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  it('makes one job of two requests, sequential or concurrent, while it is queued or running', async () => {
    const clock = manualClock();
    const first = await enqueue(database, clock, 'L1');
    const second = await enqueue(database, clock, 'L1');
    expect(first.created).toBe(true);
    expect(second).toMatchObject({ created: false, job: { id: first.job.id } });

    const racing = await Promise.all(
      Array.from({ length: 8 }, () => enqueue(database, clock, 'L2')),
    );
    expect(racing.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(racing.map((result) => result.job.id)).size).toBe(1);

    // Running still counts as active; once it is done, a new request makes a new job.
    const worker = workerOn(database, clock, async () => {
      expect((await enqueue(database, clock, 'L1')).created).toBe(false);
    });
    await worker.runOnce();
    expect(
      (await listJobs(database.db, { kind: KIND, key: 'L1' })).map((job) => job.status),
    ).toEqual(['done']);
    expect((await enqueue(database, clock, 'L1')).created).toBe(true);
  });

  it('gives each job to exactly one of two racing workers', async () => {
    const clock = manualClock();
    const keys = Array.from({ length: 12 }, (_, index) => `K${index}`);
    for (const key of keys) await enqueue(database, clock, key);
    const runs: { key: string; worker: string }[] = [];
    const handlerOf =
      (worker: string): JobHandler =>
      async (job) => {
        runs.push({ key: job.key, worker });
        await new Promise((resolve) => setTimeout(resolve, 5));
      };
    const a = workerOn(database, clock, handlerOf('a'), 'a');
    const b = workerOn(database, clock, handlerOf('b'), 'b');
    const drain = async (worker: typeof a) => {
      while ((await worker.runOnce()) > 0);
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);

    expect(runs.map((run) => run.key).sort()).toEqual([...keys].sort());
    const rows = await listJobs(database.db, { kind: KIND });
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });

  it('retries a failed job with backoff, then gives up after its attempts', async () => {
    const clock = manualClock();
    let calls = 0;
    const flaky = workerOn(database, clock, async () => {
      calls += 1;
      if (calls < 3) throw new Error(`MLS down (${calls})`);
    });
    await enqueue(database, clock, 'FLAKY');

    expect(await flaky.runOnce()).toBe(1);
    let [row] = await listJobs(database.db, { kind: KIND, key: 'FLAKY' });
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'MLS down (1)' });
    expect(row?.runAt.getTime()).toBe(clock.now().getTime() + 10 * SECOND);

    clock.advance(10 * SECOND - 1);
    expect(await flaky.runOnce()).toBe(0);
    clock.advance(1);
    expect(await flaky.runOnce()).toBe(1);
    [row] = await listJobs(database.db, { kind: KIND, key: 'FLAKY' });
    expect(row?.runAt.getTime()).toBe(clock.now().getTime() + 20 * SECOND);

    clock.advance(20 * SECOND);
    expect(await flaky.runOnce()).toBe(1);
    [row] = await listJobs(database.db, { kind: KIND, key: 'FLAKY' });
    expect(row).toMatchObject({ status: 'done', attempts: 3, lastError: null });

    const broken = workerOn(database, clock, async () => {
      throw new Error('always');
    });
    await enqueue(database, clock, 'BROKEN', 2);
    await broken.runOnce();
    clock.advance(jobRetryDelayMs(1));
    await broken.runOnce();
    [row] = await listJobs(database.db, { kind: KIND, key: 'BROKEN' });
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: 'always' });
    clock.advance(60 * 60 * SECOND);
    expect(await broken.runOnce()).toBe(0);
  });

  it('fails a permanent error at once', async () => {
    const clock = manualClock();
    const worker = workerOn(database, clock, async () => {
      throw new PermanentJobError('listing gone');
    });
    await enqueue(database, clock, 'GONE');
    await worker.runOnce();
    const [row] = await listJobs(database.db, { kind: KIND, key: 'GONE' });
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'listing gone' });
  });

  it('takes a batch in one pass and hands failed attempts to the kind instead of the log', async () => {
    const clock = manualClock();
    for (const key of ['B1', 'B2', 'B3']) await enqueue(database, clock, key, 2);
    const lines: string[] = [];
    const failures: [string, JobFailure][] = [];
    const worker = startJobWorker({
      db: database.db,
      clock,
      logger: {
        info: () => undefined,
        warn: (_, line) => lines.push(line),
        error: () => undefined,
      },
      handlers: {
        [KIND]: async (job) => {
          if (job.key === 'B2') throw new Error('provider down');
        },
      },
      intervalMs: 0,
      batchSize: 2,
      failed: async (job, failure) => void failures.push([job.key, failure]),
    });

    const first = await worker.runPass();
    const second = await worker.runPass();
    expect(first.ran + second.ran).toBe(3);
    expect(first.done + second.done).toBe(2);
    expect(Math.max(first.ran, second.ran)).toBe(2);
    expect(failures).toEqual([
      ['B2', { error: 'provider down', retryAt: new Date(clock.now().getTime() + 10 * SECOND) }],
    ]);
    expect(lines).toEqual([]);

    clock.advance(10 * SECOND);
    expect(await worker.runPass()).toEqual({ ran: 1, done: 0 });
    expect(failures[1]).toEqual(['B2', { error: 'provider down', retryAt: null }]);
  });

  it('runs a recurring kind again after each run, one row and one runner across workers', async () => {
    const clock = manualClock();
    const MINUTE = 60 * SECOND;
    const runs: string[] = [];
    const recurringWorker = (workerId: string, handler: JobHandler) =>
      startJobWorker({
        db: database.db,
        clock,
        logger: quiet,
        handlers: { [KIND]: handler },
        recurring: { [KIND]: MINUTE },
        intervalMs: 0,
        workerId,
      });
    const sync: JobHandler = async (job) => {
      runs.push(job.key);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const a = recurringWorker('a', sync);
    const b = recurringWorker('b', sync);
    // Every instance enqueues it at start-up; the fixed key keeps one row.
    await Promise.all([enqueue(database, clock, 'SYNC'), enqueue(database, clock, 'SYNC')]);

    expect((await Promise.all([a.runOnce(), b.runOnce()])).sort()).toEqual([0, 1]);
    let [row] = await listJobs(database.db, { kind: KIND });
    expect(row).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    expect(row?.runAt.getTime()).toBe(clock.now().getTime() + MINUTE);

    clock.advance(MINUTE - 1);
    expect(await a.runOnce()).toBe(0);
    clock.advance(1);
    expect(await b.runOnce()).toBe(1);
    expect(runs).toEqual(['SYNC', 'SYNC']);

    // A run that keeps failing is given up for this round only; the next round still comes.
    const failing = recurringWorker('c', async () => {
      throw new PermanentJobError('MLS refused the credentials');
    });
    clock.advance(MINUTE);
    expect(await failing.runOnce()).toBe(1);
    [row] = await listJobs(database.db, { kind: KIND });
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    expect(row?.lastError).toBe('MLS refused the credentials');
    expect(await listJobs(database.db, { kind: KIND })).toHaveLength(1);
  });

  it("saves progress with the work it stands for, only while the lease is this attempt's", async () => {
    const clock = manualClock();
    await enqueue(database, clock, 'PAGES');
    const { leaseMs } = defaultJobRetryPolicy;
    let taken: JobRow | undefined;
    let release: (() => void) | undefined;
    const slow = workerOn(
      database,
      clock,
      (job) => {
        taken = job;
        return new Promise<void>((resolve) => (release = resolve));
      },
      'slow',
    );
    const run = slow.runOnce();
    await expect.poll(() => taken).toBeDefined();
    const job = taken as JobRow;

    // A page committed: progress saved and the lease extended past its first end.
    clock.advance(leaseMs - SECOND);
    const leaseUntil = new Date(clock.now().getTime() + leaseMs);
    expect(await saveJobProgress(database.db, job, { payload: { page: 1 }, leaseUntil })).toBe(
      true,
    );
    clock.advance(2 * SECOND);
    const other = workerOn(database, clock, async () => undefined, 'other');
    expect(await other.runOnce()).toBe(0);

    // Past the extended lease another worker takes it; the first one's next page rolls back.
    clock.advance(leaseMs);
    const resumed: unknown[] = [];
    const next = workerOn(
      database,
      clock,
      async (again) => void resumed.push(again.payload),
      'next',
    );
    expect(await next.runOnce()).toBe(1);
    expect(resumed).toEqual([{ page: 1 }]);
    const late = database.db.transaction(async (tx) => {
      if (!(await saveJobProgress(tx, job, { payload: { page: 2 }, leaseUntil }))) tx.rollback();
    });
    await expect(late).rejects.toThrow();
    release?.();
    await run;
    const [row] = await listJobs(database.db, { kind: KIND, key: 'PAGES' });
    expect(row).toMatchObject({ status: 'done', payload: { page: 1 } });
  });

  it('takes a job again when its worker died mid-way, and only the new holder finishes it', async () => {
    const clock = manualClock();
    await enqueue(database, clock, 'CRASH');
    let finishStale: (() => void) | undefined;
    const dead = workerOn(
      database,
      clock,
      () => new Promise<void>((resolve) => (finishStale = resolve)),
      'dead',
    );
    const staleRun = dead.runOnce();
    await expect
      .poll(async () => (await listJobs(database.db, { kind: KIND }))[0]?.status)
      .toBe('running');

    const ran: string[] = [];
    const fresh = workerOn(database, clock, async (job) => void ran.push(job.key), 'fresh');
    expect(await fresh.runOnce()).toBe(0);
    clock.advance(defaultJobRetryPolicy.leaseMs);
    expect(await fresh.runOnce()).toBe(1);
    expect(ran).toEqual(['CRASH']);

    // The first worker comes back late: its lease is gone, so it changes nothing.
    finishStale?.();
    await staleRun;
    const [row] = await listJobs(database.db, { kind: KIND, key: 'CRASH' });
    expect(row).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
  });

  it('gives up a job whose workers keep dying', async () => {
    const clock = manualClock();
    await enqueue(database, clock, 'POISON', 2);
    const dying = workerOn(database, clock, hang);
    void dying.runOnce();
    await expect
      .poll(async () => (await listJobs(database.db, { kind: KIND }))[0]?.attempts)
      .toBe(1);
    clock.advance(defaultJobRetryPolicy.leaseMs);
    void dying.runOnce();
    await expect
      .poll(async () => (await listJobs(database.db, { kind: KIND }))[0]?.attempts)
      .toBe(2);
    clock.advance(defaultJobRetryPolicy.leaseMs);
    const ran: JobRow[] = [];
    const next = workerOn(database, clock, async (job) => void ran.push(job));
    await next.runOnce();
    expect(ran).toEqual([]);
    const [row] = await listJobs(database.db, { kind: KIND, key: 'POISON' });
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
  });
});

describe('durable jobs across a real restart (PGlite on disk)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rela-jobs-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('finishes the job that was running and the one that was waiting when the process stopped', async () => {
    const clock = manualClock();
    const before = await openDatabase({ kind: 'pglite', dir });
    await before.migrate();
    await enqueue(before, clock, 'MIDWAY');
    await enqueue(before, clock, 'WAITING');
    const crashed = workerOn(before, clock, hang);
    void crashed.runOnce();
    await expect
      .poll(async () => (await listJobs(before.db, { kind: KIND, key: 'MIDWAY' }))[0]?.status)
      .toBe('running');
    await before.close();

    const after = await openDatabase({ kind: 'pglite', dir });
    await after.migrate();
    try {
      const ran: string[] = [];
      const worker = workerOn(after, clock, async (job) => void ran.push(job.key));
      while ((await worker.runOnce()) > 0);
      expect(ran).toEqual(['WAITING']);
      clock.advance(defaultJobRetryPolicy.leaseMs);
      while ((await worker.runOnce()) > 0);
      expect(ran).toEqual(['WAITING', 'MIDWAY']);
      const rows = await listJobs(after.db, { kind: KIND });
      expect(rows.map((row) => [row.key, row.status])).toEqual([
        ['MIDWAY', 'done'],
        ['WAITING', 'done'],
      ]);
    } finally {
      await after.close();
    }
  });
});
