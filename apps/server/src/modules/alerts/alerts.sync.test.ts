import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  jobs,
  notificationDeliveries,
  notifications,
  savedSearches,
  suggestions,
  type UserRow,
} from '../../db/schema';
import { listJobs, type JobWorker } from '../../platform/jobs';
import { createUser } from '../../../test/app';
import { createTestDatabase, drivers } from '../../../test/db';
import { addHomes } from '../buyer-homes';
import { REPLICA_SYNC_JOB } from '../replica';
import { listings, openReplicaRig, readSyncState } from '../../../test/replica-rig';
import { ALERTS_FANOUT_JOB, nudgeAlertFanOut } from './alerts-worker';
import { fanOutWorker, rewindCursor } from '../../../test/alerts-rig';
import { searchColumnsOf } from './saved-searches/search-columns';

/**
 * ADR 028 over the real sync: a price the embedded MLS changes reaches the buyer and their realtor
 * once, and a saved search's buyer (or a concierge search's realtor) once, even when the sync's
 * pages come again, two fan-out workers run at once, or a restart reads the events again.
 */
describe.each(drivers)('alerts from the sync (%s)', (driver) => {
  let database: Database;
  let rig: Awaited<ReturnType<typeof openReplicaRig>>;
  let fanOut: JobWorker;
  let searcher: UserRow;
  const home = listings[3]!;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    rig = await openReplicaRig(database, 'spark');
    expect(await rig.sync()).toBe(true);
    const realtor = await createUser(database.db, { username: 'sofia-realtor', role: 'realtor' });
    const buyer = await createUser(database.db, {
      username: 'sam',
      role: 'buyer',
      supervisorId: realtor.id,
      firstName: 'Sam',
    });
    await addHomes(
      database.db,
      {
        buyerId: buyer.id,
        addedBy: realtor.id,
        homes: [{ listingKey: home.ListingKey, likedBy: [buyer.id] }],
      },
      undefined,
    );
    // Lee saved a search of the home's postal code; for Kim, the realtor saved one in concierge mode.
    searcher = await createUser(database.db, {
      username: 'lee',
      role: 'buyer',
      supervisorId: realtor.id,
    });
    const kim = await createUser(database.db, {
      username: 'kim',
      role: 'buyer',
      supervisorId: realtor.id,
    });
    const filters = { postalCode: home.PostalCode, statuses: ['Active', 'Pending'] };
    await database.db.insert(savedSearches).values(
      [
        { buyerId: searcher.id, createdBy: searcher.id, concierge: false },
        { buyerId: kim.id, createdBy: realtor.id, concierge: true },
      ].map((search) => ({
        ...search,
        name: `Near ${home.PostalCode}`,
        query: `postalCode=${home.PostalCode}`,
        filters,
        ...searchColumnsOf(filters),
      })),
    );
    fanOut = await fanOutWorker(database.db, rig.clock);
    expect(await fanOut.runOnce()).toBe(1);
  }, 60_000);
  afterAll(async () => {
    await fanOut.stop();
    await rig.close();
    await database.close();
  });

  const run = async () => {
    await nudgeAlertFanOut(database.db, rig.clock);
    expect(await fanOut.runOnce()).toBe(1);
  };
  /** The notices of the buyers' homes (a saved search's are `matches`). */
  const all = () =>
    database.db
      .select()
      .from(notifications)
      .where(ne(notifications.kind, 'search-match'))
      .orderBy(notifications.title);
  const matches = async () =>
    (
      await database.db
        .select()
        .from(notifications)
        .where(eq(notifications.kind, 'search-match'))
        .orderBy(notifications.createdAt)
    ).map((notice) => [notice.userId, notice.title.split(' — ')[0]]);

  it('tells a price drop once to the buyer, their realtor and a saved search: pages again, two workers, a lost cursor add nothing', async () => {
    const price = home.ListPrice - 15_000;
    await rig.change(home.ListingKey, { ListPrice: price });
    expect(await rig.sync()).toBe(true);
    await run();
    const told = await all();
    expect(told.map((notice) => [notice.title.split(' — ')[0], notice.body])).toEqual([
      [
        'Price ↓ $15,000',
        `♥ Liked · Now $${price.toLocaleString('en-US')}, was $${home.ListPrice.toLocaleString('en-US')}.`,
      ],
      [
        'Price ↓ $15,000',
        `Sam's ♥ liked home · Now $${price.toLocaleString('en-US')}, was $${home.ListPrice.toLocaleString('en-US')}.`,
      ],
    ]);

    expect(await matches()).toEqual([[searcher.id, 'Price ↓ $15,000']]);
    const suggested = await database.db.select().from(suggestions);
    expect(suggested.map((row) => row.listingKey)).toEqual([home.ListingKey]);

    // The sync's pages come again (its marks a day back): no new event, so no new notice.
    const [job] = await listJobs(database.db, REPLICA_SYNC_JOB);
    const state = readSyncState(job!.payload);
    const dayBack = (mark: string | null) =>
      mark && new Date(Date.parse(mark) - 86_400_000).toISOString();
    await database.db
      .update(jobs)
      .set({
        payload: {
          ...state,
          property: { mark: dayBack(state.property.mark), next: null },
          media: { mark: dayBack(state.media.mark), next: null },
        },
      })
      .where(eq(jobs.id, job!.id));
    expect(await rig.sync()).toBe(true);
    await run();
    expect(await all()).toEqual(told);

    // A restart that lost the cursor reads every event again, with two workers at once: the job
    // goes to one of them, and what it writes again is nothing.
    await rewindCursor(database.db, 0);
    const second = await fanOutWorker(database.db, rig.clock, 'alerts-b');
    expect((await Promise.all([fanOut.runOnce(), second.runOnce()])).sort()).toEqual([0, 1]);
    await second.stop();
    expect(await all()).toEqual(told);
    expect(await matches()).toEqual([[searcher.id, 'Price ↓ $15,000']]);
    expect(await database.db.select().from(suggestions)).toEqual(suggested);
    // One e-mail row each for Sam, the realtor and Lee (the daily digest, by default).
    expect(await database.db.select().from(notificationDeliveries)).toHaveLength(3);
  });

  it('after a restart, a change the sync read while the fan-out was down is told on the first nudge', async () => {
    // The fan-out stops (a restart, or an instance that serves only the API); the sync goes on.
    await fanOut.stop();
    const before = home.ListPrice - 15_000;
    const price = home.ListPrice - 40_000;
    await rig.change(home.ListingKey, { ListPrice: price });
    expect(await rig.sync()).toBe(true);
    // Back up: the job keeps its cursor, so the change is not skipped as history; the sync's
    // nudge runs it at once, without waiting for its 5 s recurrence (the clock does not move).
    fanOut = await fanOutWorker(database.db, rig.clock);
    await run();
    const told = (await all()).filter((notice) => notice.title.startsWith('Price ↓ $25,000'));
    expect(told.map((notice) => notice.body)).toEqual([
      `♥ Liked · Now $${price.toLocaleString('en-US')}, was $${before.toLocaleString('en-US')}.`,
      `Sam's ♥ liked home · Now $${price.toLocaleString('en-US')}, was $${before.toLocaleString('en-US')}.`,
    ]);
  });

  it('alerts switched on: nothing of the past is told, and a change synced before the first run is', async () => {
    // Alerts were never on here: no fan-out job; the sync keeps writing the replica's history.
    await fanOut.stop();
    await database.db
      .delete(jobs)
      .where(and(eq(jobs.kind, ALERTS_FANOUT_JOB.kind), eq(jobs.key, ALERTS_FANOUT_JOB.key)));
    const past = home.ListPrice - 45_000;
    await rig.change(home.ListingKey, { ListPrice: past });
    expect(await rig.sync()).toBe(true);

    // Switched on (the job is queued); the next sync writes a change before the first run takes it,
    // as on a busy start or when another instance claims the job a while later.
    fanOut = await fanOutWorker(database.db, rig.clock);
    await rig.change(home.ListingKey, { ListPrice: home.ListPrice - 65_000 });
    expect(await rig.sync()).toBe(true);
    await run();
    const titles = (await all()).map((notice) => notice.title.split(' — ')[0]);
    // The buyer and the realtor hear of the $20,000 drop; of the $5,000 one before, nobody.
    expect(titles.filter((title) => title === 'Price ↓ $20,000')).toHaveLength(2);
    expect(titles.filter((title) => title === 'Price ↓ $5,000')).toHaveLength(0);
    expect(titles).toHaveLength(6);
    expect((await matches()).at(-1)).toEqual([searcher.id, 'Price ↓ $20,000']);
    expect(await matches()).not.toContainEqual([searcher.id, 'Price ↓ $5,000']);
  });
});
