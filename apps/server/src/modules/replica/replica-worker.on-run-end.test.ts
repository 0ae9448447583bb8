import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { manualClock } from '../../platform/clock';
import { listJobs } from '../../platform/jobs';
import { createTestDatabase } from '../../../test/db';
import type { ReplicaFeed } from './replica-feed';
import { REPLICA_SYNC_JOB, startReplicaWorker } from './replica-worker';

/** An MLS with nothing in it: every run is quick and ends well. */
const emptyFeed: ReplicaFeed = {
  firstUrl: (entitySet) => `https://mls.example/${entitySet}`,
  page: async () => ({ value: [] }),
};

/** The sync tells `onRunEnd` after each run (the alerts' nudge); a listener's failure is not the sync's. */
describe('the replica worker after a run', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.close();
  });

  it('calls onRunEnd once per run that ended, and a failing listener leaves the run done', async () => {
    const clock = manualClock();
    const warnings: string[] = [];
    let told = 0;
    const worker = await startReplicaWorker({
      db: database.db,
      bus: undefined,
      clock,
      logger: {
        info: () => undefined,
        warn: (_, line) => warnings.push(line),
        error: () => undefined,
      },
      feed: emptyFeed,
      everyMs: 60_000,
      intervalMs: 0,
      sync: { reconcileEveryMs: 0 },
      onRunEnd: async () => {
        told += 1;
        if (told === 2) throw new Error('listener down');
      },
    });
    expect(await worker.runPass()).toEqual({ ran: 1, done: 1 });
    expect(told).toBe(1);
    clock.advance(60_000);
    expect(await worker.runPass()).toEqual({ ran: 1, done: 1 });
    expect(told).toBe(2);
    expect(warnings).toEqual(['after the sync run: a listener failed']);
    const [job] = await listJobs(database.db, REPLICA_SYNC_JOB);
    expect(job).toMatchObject({ status: 'queued', lastError: null });
    await worker.stop();
  });
});
