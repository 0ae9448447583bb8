import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, drivers } from '../../../test/db';
import type { Database, Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { manualClock } from '../clock';
import { enqueueJob, listJobs } from '../jobs';
import type { EventOf } from './catalogue';
import { emitterFor, reactionKind } from './emit';
import { startReactionWorker } from './reaction-worker';
import { subscribe, type AnySubscriber } from './subscriber';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A subscriber whose effect is a row in the database (a marker job), written in its transaction. */
const marking = (name: string, failures = { left: 0 }) =>
  subscribe(name, 'home-liked', async (event, { db }) => {
    await enqueueJob(db, { kind: `marker:${name}`, key: event.listingKey, payload: {} });
    if (failures.left > 0) {
      failures.left -= 1;
      throw new Error(`${name} failed`);
    }
  });

const markers = async (db: Db, name: string) =>
  (await listJobs(db, { kind: `marker:${name}` })).map((row) => row.key);

const liked = (listingKey: string, at: Date): EventOf<'home-liked'> => ({
  type: 'home-liked',
  buyerId: '00000000-0000-4000-8000-000000000001',
  listingKey,
  at: at.toISOString(),
});

describe.each(drivers)('reactions through the durable queue (%s)', (driver) => {
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

  const workerOf = (subscribers: AnySubscriber[], clock = manualClock()) =>
    startReactionWorker({ db: database.db, clock, logger: quiet, subscribers, intervalMs: 0 });

  it('writes nothing when the producer’s transaction rolls back', async () => {
    const clock = manualClock();
    const subscribers = [marking('a'), marking('b')];
    const emit = emitterFor(subscribers);
    await expect(
      database.db.transaction(async (tx) => {
        await emit(tx, liked('L1', clock.now()));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.db.select().from(jobs)).toEqual([]);
    const worker = await workerOf(subscribers, clock);
    expect(await worker.drain()).toBe(0);
    expect(await markers(database.db, 'a')).toEqual([]);
  });

  it('gives each subscriber of the type one job, run once; other types’ subscribers none', async () => {
    const clock = manualClock();
    const other = subscribe('c', 'home-unliked', async () => {
      throw new Error('never');
    });
    const subscribers = [marking('a'), marking('b'), other];
    const emit = emitterFor(subscribers);
    await database.db.transaction((tx) => emit(tx, liked('L1', clock.now())));
    const rows = await database.db.select().from(jobs);
    expect(rows.map((row) => row.kind).sort()).toEqual([reactionKind('a'), reactionKind('b')]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(1);
    const worker = await workerOf(subscribers, clock);
    expect(await worker.drain()).toBe(2);
    expect(await worker.drain()).toBe(0);
    expect(await markers(database.db, 'a')).toEqual(['L1']);
    expect(await markers(database.db, 'b')).toEqual(['L1']);
    const done = await listJobs(database.db, { kind: reactionKind('a') });
    expect(done).toMatchObject([{ status: 'done', attempts: 1 }]);
  });

  it('retries a failed reaction with backoff: its effect is rolled back, then written once', async () => {
    const clock = manualClock();
    const failures = { left: 1 };
    const subscribers = [marking('flaky', failures), marking('steady')];
    const emit = emitterFor(subscribers);
    await database.db.transaction((tx) => emit(tx, liked('L2', clock.now())));
    const worker = await workerOf(subscribers, clock);
    await worker.drain();
    // The failed attempt's marker went with its transaction; the other subscriber is unaffected.
    expect(await markers(database.db, 'flaky')).toEqual([]);
    expect(await markers(database.db, 'steady')).toEqual(['L2']);
    const [queued] = await listJobs(database.db, { kind: reactionKind('flaky') });
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, lastError: 'flaky failed' });
    expect(queued?.runAt.getTime()).toBe(clock.now().getTime() + 1_000);
    clock.advance(1_000);
    expect(await worker.drain()).toBe(1);
    expect(await markers(database.db, 'flaky')).toEqual(['L2']);
    expect(await listJobs(database.db, { kind: reactionKind('flaky') })).toMatchObject([
      { status: 'done', attempts: 2 },
    ]);
  });

  it('refuses an event its schema refuses, writing nothing', async () => {
    const emit = emitterFor([marking('a')]);
    const bad = { type: 'home-liked', buyerId: '', listingKey: 'L3', at: 'yesterday' };
    await expect(
      database.db.transaction((tx) => emit(tx, bad as unknown as EventOf<'home-liked'>)),
    ).rejects.toThrow();
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it('does a reaction whose worker died mid-way once, when its lease has run out', async () => {
    const clock = manualClock();
    const subscribers = [marking('a')];
    const emit = emitterFor(subscribers);
    await database.db.transaction((tx) => emit(tx, liked('L4', clock.now())));
    // A worker took the job and died before its transaction committed: the job stays running.
    await database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'dead', runAt: clock.now() })
      .where(and(eq(jobs.kind, reactionKind('a'))));
    const worker = await workerOf(subscribers, clock);
    clock.advance(1);
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    expect(await markers(database.db, 'a')).toEqual(['L4']);
  });

  it('wakes a waiting worker at the commit of an emit, without waiting out its poll', async () => {
    const clock = manualClock();
    const subscribers = [marking('a')];
    const worker = await startReactionWorker({
      db: database.db,
      clock,
      logger: quiet,
      subscribers,
      intervalMs: 60_000,
      listen: database.listen,
    });
    try {
      const emit = emitterFor(subscribers);
      await database.db.transaction((tx) => emit(tx, liked('L5', clock.now())));
      await vi.waitFor(async () => expect(await markers(database.db, 'a')).toEqual(['L5']), {
        timeout: 5_000,
      });
    } finally {
      await worker.stop();
    }
  });
});
