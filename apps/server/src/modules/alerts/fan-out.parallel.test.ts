import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  jobs,
  notificationDeliveries,
  notifications,
  replicaListings,
  savedSearches,
  suggestions,
  type ReplicaEventRow,
  type UserRow,
} from '../../db/schema';
import { createUser } from '../../../test/app';
import { createTestDatabase, drivers } from '../../../test/db';
import { addHomes } from '../buyer-homes';
import { ALERTS_FANOUT_JOB, matchTransactionsFor } from './alerts-worker';
import { appendEvent, dueNow, fanOutWorker, rewindCursor } from '../../../test/alerts-rig';
import { byListing } from './fan-out';
import { matchTexts } from './saved-searches';
import { insertSearchMatches } from './saved-searches/search-matches.queries';
import { searchColumnsOf } from './saved-searches/search-columns';
import { manualClock } from '../../platform/clock';

/**
 * ADR 028's amendment (2026-11-28): on PostgreSQL a batch's saved-search matches are written by
 * several transactions at once, each the matches of its own listings, and the cursor passes the
 * batch only once all have committed. Exactly once still holds: for a set committed by a run that
 * died before the rest, for a batch read again after a lost cursor, and for two workers at once.
 */
describe.each(drivers)('the fan-out writing matches in parallel (%s)', (driver) => {
  let database: Database;
  let buyers: UserRow[] = [];
  let realtor: UserRow;
  const clock = manualClock(new Date('2026-12-01T15:00:00.000Z'));
  // Three on PostgreSQL (more sets than the default two), one on PGlite (its one connection).
  const transactions = driver === 'postgres' ? 3 : matchTransactionsFor(driver);
  const keys = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const { db } = database;
    realtor = await createUser(db, { username: 'pia-realtor', role: 'realtor' });
    buyers = [];
    for (const name of ['ann', 'ben', 'cal', 'dee']) {
      buyers.push(
        await createUser(db, { username: name, role: 'buyer', supervisorId: realtor.id }),
      );
    }
    await db.insert(replicaListings).values(
      keys.map((listingKey, n) => ({
        listingKey,
        status: 'Active',
        listPrice: 400_000 + n * 1_000,
        city: 'Raleigh',
        postalCode: '27601',
        modifiedAt: clock.now(),
        syncedAt: clock.now(),
        record: { ListingKey: listingKey, UnparsedAddress: `${n + 1} Elm St`, City: 'Raleigh' },
      })),
    );
    // Ann has P2 on her list already: no news to her. Dee's search is her realtor's concierge one.
    await addHomes(
      db,
      { buyerId: buyers[0]!.id, addedBy: realtor.id, homes: [{ listingKey: 'P2' }] },
      undefined,
    );
    const filters = { postalCode: '27601', statuses: ['Active'] };
    await db.insert(savedSearches).values(
      buyers.map((buyer, n) => ({
        buyerId: buyer.id,
        createdBy: n === 3 ? realtor.id : buyer.id,
        concierge: n === 3,
        name: 'Downtown',
        query: 'postalCode=27601',
        filters,
        ...searchColumnsOf(filters),
      })),
    );
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  const keysOf = async () =>
    (
      await database.db
        .select({ userId: notifications.userId, key: notifications.dedupeKey })
        .from(notifications)
    )
      .map(({ userId, key }) => `${userId} ${key}`)
      .sort();

  it('splits a batch by listing, every event of one listing in one set', () => {
    const items = ['A', 'B', 'A', 'C', 'D', 'B'].map((listingKey, n) => ({ listingKey, n }));
    const sets = byListing(items, 3);
    expect(sets.map((set) => set.map((item) => item.n))).toEqual([[0, 2, 4], [1, 5], [3]]);
    expect(byListing(items, 1)).toEqual([items]);
    expect(byListing(items.slice(0, 1), 3)).toEqual([items.slice(0, 1)]);
  });

  it('writes every match once, a set committed by a run that died included, and again nothing', async () => {
    const { db } = database;
    const worker = await fanOutWorker(db, clock, 'alerts-a', 500, transactions);
    expect(await worker.runOnce()).toBe(1); // the cursor starts after the (empty) history
    const events: ReplicaEventRow[] = [];
    for (const listingKey of keys) {
      events.push(await appendEvent(db, { listingKey, kind: 'new_listing' }));
    }
    // P3 also drops in price in the same batch: the same set writes both of its events.
    events.push(
      await appendEvent(db, {
        listingKey: 'P3',
        kind: 'price_change',
        before: 402_000,
        after: 390_000,
      }),
    );
    // A run that died after one set's transaction committed, before the cursor moved: P5's.
    const p5 = events.filter((event) => event.listingKey === 'P5');
    await db.transaction((tx) =>
      insertSearchMatches(tx, {
        matches: p5.map((event) => matchTexts(event, { UnparsedAddress: '5 Elm St' })!),
        now: clock.now(),
      }),
    );
    await dueNow(db, clock);
    expect(await worker.runOnce()).toBe(1);

    const [ann, ben, cal, dee] = buyers.map((buyer) => buyer.id);
    // One notice a listing and buyer (REQ-SAVED-SEARCH-CAP), keyed by the listing's first event of
    // the batch: P3's price drop goes with its new-listing notice.
    const expected = [ann!, ben!, cal!]
      .flatMap((userId) =>
        events
          .filter((event) => event.kind === 'new_listing')
          .filter((event) => !(userId === ann && event.listingKey === 'P2'))
          .map((event) => `${userId} search:${event.id}`),
      )
      .sort();
    const written = await keysOf();
    expect(written).toEqual(expected);
    expect(written.filter((row) => row.startsWith(dee!))).toEqual([]);
    const suggested = await db.select().from(suggestions);
    expect(suggested.map((row) => row.listingKey).sort()).toEqual(keys);
    expect(await db.select().from(notificationDeliveries)).toHaveLength(written.length);
    const [job] = await db.select().from(jobs).where(eq(jobs.kind, ALERTS_FANOUT_JOB.kind));
    expect(job!.payload).toEqual({ afterId: events.at(-1)!.id });

    // The cursor lost, two workers at once: the batch is read again and writes nothing.
    await rewindCursor(db, events[0]!.id - 1);
    const other = await fanOutWorker(db, clock, 'alerts-b', 500, transactions);
    expect((await Promise.all([worker.runOnce(), other.runOnce()])).sort()).toEqual([0, 1]);
    expect(await keysOf()).toEqual(written);
    expect(await db.select().from(suggestions)).toHaveLength(keys.length);
    expect(await db.select().from(notificationDeliveries)).toHaveLength(written.length);
    await other.stop();
    await worker.stop();
  });
});
