import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, drivers } from '../../../test/db';
import { openDatabase, type Database } from '../../db/client';
import { replicaListings } from '../../db/schema';
import {
  createInvalidationBus,
  createLocalInvalidationBus,
  type InvalidationBus,
} from '../../platform/cache/invalidation-bus';
import { manualClock } from '../../platform/clock';
import { createHeldRows } from './held-rows';
import { announceListings } from './listing-changes';
import { arrivedListing } from './listing-row';
import { applyListings } from './replica.queries';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute));
const listing = (key: string, minute: number, price: number) => {
  const arrived = arrivedListing({
    ListingKey: key,
    StandardStatus: 'Active',
    ListPrice: price,
    ModificationTimestamp: at(minute).toISOString(),
  });
  if (!arrived) throw new Error('not a listing');
  return arrived;
};

/** Two instances' buses: Redis when REDIS_URL is set (as in CI), else one process's bus shared. */
const instanceBuses = (): [InvalidationBus, InvalidationBus] => {
  if (process.env.REDIS_URL) {
    return [createInvalidationBus(process.env), createInvalidationBus(process.env)];
  }
  const shared = createLocalInvalidationBus();
  return [shared, shared];
};

/** ADR 036: the readers' copies of replica rows, dropped by the writes that name them. */
describe.each(drivers)('held rows kept in memory (%s)', (driver) => {
  let database: Database;
  const buses = instanceBuses();
  const clock = manualClock(at(30));
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.close();
    await Promise.all([...new Set(buses)].map((bus) => bus.close()));
  });
  /** Changes a row behind every reader's back (no announcement). */
  const sneak = (key: string, listPrice: number) =>
    database.db
      .update(replicaListings)
      .set({ listPrice, photos: [`https://photos.example/${listPrice}.jpg`] })
      .where(eq(replicaListings.listingKey, key));
  const photoOf = async (rows: ReturnType<typeof createHeldRows>, key: string) =>
    (await rows([key])).get(key)?.photos[0];

  it('answers rows from memory until a write names them, on every instance', async () => {
    const db = database.db;
    const [mine, other] = buses;
    await applyListings(db, mine, [listing('H1', 0, 1), listing('H2', 0, 2)], {
      now: at(30),
      baseline: true,
    });
    clock.advance(10_000); // past the quiet time of the write just announced
    await sneak('H1', 10);
    const here = createHeldRows({ db, bus: mine, clock });
    const there = createHeldRows({ db, bus: other, clock });
    expect([...(await here(['H1', 'H2', 'H1'])).keys()].sort()).toEqual(['H1', 'H2']);
    await there(['H1']);

    // Kept: a change nobody announced is not seen...
    await sneak('H1', 11);
    expect(await photoOf(here, 'H1')).toBe('https://photos.example/10.jpg');
    expect(await photoOf(there, 'H1')).toBe('https://photos.example/10.jpg');
    // ...until a write names the listing: both instances ask the database again.
    announceListings(mine, ['H1']);
    await vi.waitFor(async () =>
      expect(await photoOf(there, 'H1')).toBe('https://photos.example/11.jpg'),
    );
    expect(await photoOf(here, 'H1')).toBe('https://photos.example/11.jpg');
    expect((await here(['H2'])).get('H2')?.modifiedAt).toEqual(at(0));
  });

  it('keeps no listing the replica lacks, and nothing at all without a bus', async () => {
    const db = database.db;
    const [mine] = buses;
    const rows = createHeldRows({ db, bus: mine, clock });
    expect((await rows(['H3'])).size).toBe(0);
    // Written without a word (as a test would): the next read finds it all the same.
    await applyListings(db, undefined, [listing('H3', 0, 3)], { now: at(30), baseline: true });
    expect((await rows(['H3'])).get('H3')?.listingKey).toBe('H3');

    const unkept = createHeldRows({ db, bus: undefined, clock });
    await unkept(['H3']);
    await sneak('H3', 30);
    expect(await photoOf(unkept, 'H3')).toBe('https://photos.example/30.jpg');
  });

  it('fails every read waiting on a load that failed, and keeps nothing of it', async () => {
    const bus = createLocalInvalidationBus();
    // A database server that is not there: every load fails.
    const bare = await openDatabase({ kind: 'postgres', url: 'postgres://rela@127.0.0.1:9/none' });
    const broken = createHeldRows({ db: bare.db, bus, clock });
    const reads = [broken(['H1', 'H2']), broken(['H2'])];
    for (const read of reads) await expect(read).rejects.toThrow();
    await bare.close();
    const rows = createHeldRows({ db: database.db, bus, clock });
    expect((await rows(['H1'])).get('H1')?.listingKey).toBe('H1');
  });
});
