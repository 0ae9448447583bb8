import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, drivers } from '../../../test/db';
import type { Database } from '../../db/client';
import { replicaEvents } from '../../db/schema';
import { systemClock } from '../../platform/clock';
import { listJobs } from '../../platform/jobs';
import { defaultDisplayRules } from '@rela/contracts';
import { displayPolicyOf } from '../compliance';
import { ALERTS_FANOUT_JOB, startAlertsWorker } from './alerts-worker';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * `listing-changed` (ADR 043): what the replica appends to `replica_events` wakes the fan-out at
 * commit (migration 0023's signal), in place of the sync's old `onRunEnd` callback.
 */
describe.each(drivers)('the alerts fan-out woken by the replica’s log (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.close();
  });

  it('reads an appended change at once, not at its next run a minute later', async () => {
    const worker = await startAlertsWorker({
      db: database.db,
      clock: systemClock,
      logger: quiet,
      display: displayPolicyOf(defaultDisplayRules),
      everyMs: 60_000,
      intervalMs: 60_000,
      listen: database.listen,
    });
    try {
      // Its first run places the cursor at the log's end.
      await vi.waitFor(async () => {
        const [job] = await listJobs(database.db, ALERTS_FANOUT_JOB);
        expect(job?.payload).toHaveProperty('afterId');
      });
      const [appended] = await database.db
        .insert(replicaEvents)
        .values({ listingKey: 'L-WAKE', kind: 'price_change', modifiedAt: new Date() })
        .returning({ id: replicaEvents.id });
      await vi.waitFor(
        async () => {
          const [job] = await listJobs(database.db, ALERTS_FANOUT_JOB);
          expect(job?.payload).toMatchObject({ afterId: appended?.id });
        },
        { timeout: 5_000 },
      );
    } finally {
      await worker.stop();
    }
  });
});
