import { profileNames } from '@rela/mls';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/app';
import { createTestDatabase, drivers } from '../../../test/db';
import type { Database } from '../../db/client';
import {
  buyerHomes,
  jobs,
  notifications,
  replicaEvents,
  replicaListings,
  replicaMedia,
  users,
} from '../../db/schema';
import { fanOutWorker } from '../../../test/alerts-rig';
import { listReplicaEvents, findReplicaListing } from './replica.queries';
import { listings, openReplicaRig } from '../../../test/replica-rig';
import { syncStatus } from './sync-status';

const HOUR_MS = 60 * 60_000;
const active = listings.filter((listing) => listing.StandardStatus === 'Active');
const [withdrawn, expired, kept, unlisted] = active.map((listing) => listing.ListingKey) as [
  string,
  string,
  string,
  string,
];

/**
 * REQ-MLS-OFF-MARKET: a home on a buyer's list that leaves the market is marked so by the next
 * sync, in every provider profile (dropped from the feed, 'Delete', `MlgCanView` false), with the
 * hourly reconciliation not due: its `off_market` event is written, the sync status counts it and
 * the buyer gets the status notice.
 */
describe.each(drivers)('the homes on lists leave the market at the next sync (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const realtor = await createUser(database.db, { username: 'ria', role: 'realtor' });
    await createUser(database.db, { username: 'ben', role: 'buyer', supervisorId: realtor.id });
  });
  afterAll(async () => {
    await database.close();
  });

  describe.each(profileNames)('profile %s', (name) => {
    let rig: Awaited<ReturnType<typeof openReplicaRig>>;
    let buyerId = '';

    beforeAll(async () => {
      for (const table of [replicaListings, replicaMedia, replicaEvents, jobs, notifications]) {
        await database.db.delete(table);
      }
      await database.db.delete(buyerHomes);
      rig = await openReplicaRig(database, name, { reconcileEveryMs: HOUR_MS });
      expect(await rig.sync()).toBe(true);
      const [buyer] = await database.db.select().from(users).where(eq(users.username, 'ben'));
      buyerId = buyer!.id;
      await database.db.insert(buyerHomes).values(
        [withdrawn, expired, kept].map((listingKey, position) => ({
          buyerId,
          listingKey,
          position,
        })),
      );
    });
    afterAll(async () => {
      await rig.close();
    });

    it('marks a listed home withdrawn or expired at the MLS off the market at the next sync, with its event, counted and told', async () => {
      const fanOut = await fanOutWorker(database.db, rig.clock);
      expect(await fanOut.runOnce()).toBe(1);
      await rig.change(withdrawn, { StandardStatus: 'Withdrawn' });
      await rig.change(expired, { StandardStatus: 'Expired' });
      expect(await rig.sync()).toBe(true);

      for (const key of [withdrawn, expired]) {
        expect((await findReplicaListing(database.db, key))?.onMarket, key).toBe(false);
      }
      expect((await findReplicaListing(database.db, kept))?.onMarket).toBe(true);
      const events = await listReplicaEvents(database.db, { limit: 10_000 });
      expect(
        events
          .filter((event) => event.kind === 'off_market')
          .map((event) => event.listingKey)
          .sort(),
      ).toEqual([withdrawn, expired].sort());
      expect((await syncStatus(database.db)).listingsOffMarket).toBe(2);

      expect(await fanOut.runOnce()).toBe(1);
      const notices = await database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, buyerId), eq(notifications.kind, 'off-market')));
      expect(notices.map((notice) => notice.listingKey).sort()).toEqual(
        [withdrawn, expired].sort(),
      );
      await fanOut.stop();
    });

    it('asks the feed for the listed homes by key, a few keys a query, on a run with nothing else to do', async () => {
      const before = rig.requested.length;
      expect(await rig.sync()).toBe(true);
      const asked = rig.requested.slice(before).map((url) => decodeURIComponent(url));
      const byKey = asked.filter((url) => url.includes(`ListingKey eq '${kept}'`));
      expect(byKey).toHaveLength(1);
      expect(byKey[0]).toContain('$select=ListingKey,ModificationTimestamp');
      // A home on nobody's list is asked for only at the hourly reconciliation.
      expect(asked.some((url) => url.includes(`'${unlisted}'`))).toBe(false);
      expect((await findReplicaListing(database.db, kept))?.onMarket).toBe(true);
    });
  });
});
