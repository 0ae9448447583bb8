import { sql } from 'drizzle-orm';
import { profileNames } from '@rela/mls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../test/db';
import type { Database } from '../../db/client';
import {
  jobs,
  replicaEvents,
  replicaListings,
  replicaMedia,
  replicaOpenHouses,
} from '../../db/schema';
import { listJobs } from '../../platform/jobs';
import { listReplicaEvents, findReplicaListing } from './replica.queries';
import { listings, openReplicaRig } from '../../../test/replica-rig';
import { REPLICA_SYNC_JOB } from './replica-worker';
import { readSyncState } from './sync-state';
import { syncStatus } from './sync-status';

/** The rows of a raw statement's answer (drizzle's `execute` on either driver). */
const rowsOf = (answer: unknown) => (answer as { rows: { n: number }[] }).rows;

const onMarket = listings.filter((listing) => listing.StandardStatus === 'Active');
const [priced, pended, delisted] = onMarket.map((listing) => listing.ListingKey) as [
  string,
  string,
  string,
];
/** More listings than a page holds, none of the three above. */
const many = listings
  .map((listing) => listing.ListingKey)
  .filter((key) => ![priced, pended, delisted].includes(key))
  .slice(0, 45);

describe.each(drivers)('the MLS replica (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.close();
  });

  describe.each(profileNames)('profile %s', (name) => {
    let rig: Awaited<ReturnType<typeof openReplicaRig>>;

    beforeAll(async () => {
      // One database for every profile: each starts from an empty replica and no sync job.
      for (const table of [replicaListings, replicaMedia, replicaOpenHouses, replicaEvents, jobs]) {
        await database.db.delete(table);
      }
      rig = await openReplicaRig(database, name);
    });
    afterAll(async () => {
      await rig.close();
    });

    const syncJob = async () => {
      const [job] = await listJobs(database.db, REPLICA_SYNC_JOB);
      if (!job) throw new Error('no sync job');
      return job;
    };
    const events = () => listReplicaEvents(database.db, { limit: 10_000 });

    it('copies every listing and its photos in order on the first sync, making no events', async () => {
      expect(await rig.sync()).toBe(true);
      const rows = await database.db.select().from(replicaListings);
      expect(rows).toHaveLength(listings.length);
      for (const listing of listings) {
        const row = rows.find((candidate) => candidate.listingKey === listing.ListingKey);
        expect(row).toMatchObject({
          onMarket: true,
          status: listing.StandardStatus,
          listPrice: listing.ListPrice,
          bedrooms: listing.BedroomsTotal,
          city: listing.City,
          postalCode: listing.PostalCode,
          modifiedAt: new Date(listing.ModificationTimestamp),
        });
        expect(row?.record.ListingKey).toBe(listing.ListingKey);
        // The MLS's URLs and shapes are held as its media; the photos as Rela serves them, each
        // waiting for its copy with the shape the MLS told (ADR 046).
        const media = await database.db
          .select()
          .from(replicaMedia)
          .where(eq(replicaMedia.listingKey, listing.ListingKey))
          .orderBy(replicaMedia.order);
        expect(media.map((item) => item.url)).toEqual(
          Array.from(
            { length: listing.PhotosCount },
            (_, index) => `${rig.base}/media/${listing.ListingKey}/${index}.jpg`,
          ),
        );
        expect(
          media.every((item) => (item.imageWidth ?? 0) > 0 && (item.imageHeight ?? 0) > 0),
        ).toBe(true);
        expect(row?.photos).toEqual(
          media.map((item) => `photos/pending#${item.imageWidth}x${item.imageHeight}`),
        );
      }
      expect(await events()).toEqual([]);
      const state = readSyncState((await syncJob()).payload);
      expect(state).toMatchObject({ baseline: false, property: { next: null } });
      // The data's age is counted from it (REQ-DATA-FRESHNESS).
      expect(state.succeededAt).toBe(rig.clock.now().toISOString());
      expect(state.property.mark).toBe(
        listings
          .map((listing) => new Date(listing.ModificationTimestamp).toISOString())
          .sort()
          .at(-1),
      );
      // A paged first sync: more than one page of listings was asked for.
      expect(rig.requested.filter((url) => url.includes('/Property?')).length).toBeGreaterThan(1);
      expect(await syncStatus(database.db)).toMatchObject({
        baseline: false,
        listingsOnMarket: listings.length,
      });
      // The planner knows the copy, the search's cards too (PGlite has no autovacuum to analyse
      // or vacuum it later).
      for (const table of ['replica_listings', 'replica_listing_cards', 'replica_media']) {
        const analysed = await database.db.execute(
          sql`select count(*)::int as n from pg_stats where tablename = ${table}`,
        );
        expect(rowsOf(analysed)[0]?.n, table).toBeGreaterThan(0);
      }
    });

    it("copies the open houses and reads the seller's display choices (REQ-MLS-OPENHOUSE)", async () => {
      const openHouses = await database.db.select().from(replicaOpenHouses);
      const active = new Set(onMarket.map((listing) => listing.ListingKey));
      expect(openHouses.length).toBeGreaterThan(0);
      for (const openHouse of openHouses) {
        expect(active.has(openHouse.listingKey), openHouse.listingKey).toBe(true);
        // Display names, whichever form the profile sent.
        expect(openHouse).toMatchObject({
          status: 'Active',
          type: expect.stringMatching(/^(Public|Broker)$/),
        });
        expect(openHouse.startTime?.getTime()).toBeLessThan(openHouse.endTime?.getTime() ?? 0);
      }
      const rows = await database.db
        .select({
          listingKey: replicaListings.listingKey,
          entireDisplay: replicaListings.entireDisplay,
          addressDisplay: replicaListings.addressDisplay,
        })
        .from(replicaListings);
      for (const row of rows) {
        const listing = listings.find((item) => item.ListingKey === row.listingKey);
        expect(row).toEqual({
          listingKey: row.listingKey,
          entireDisplay: listing?.InternetEntireListingDisplayYN !== false,
          addressDisplay: listing?.InternetAddressDisplayYN !== false,
        });
      }
      // A seller who opts out: the next sync's copy says so (it makes no market event).
      const hidden = many[0] ?? '';
      await rig.change(hidden, { InternetEntireListingDisplayYN: false });
      expect(await rig.sync()).toBe(true);
      const [row] = await database.db
        .select({ entireDisplay: replicaListings.entireDisplay })
        .from(replicaListings)
        .where(eq(replicaListings.listingKey, hidden));
      expect(row?.entireDisplay).toBe(false);
      expect(await events()).toEqual([]);
    });

    it('asks later only for what changed since the mark, less the overlap, and records each change once', async () => {
      const before = await findReplicaListing(database.db, delisted);
      await rig.change(priced, { ListPrice: 123_456 });
      await rig.change(pended, { StandardStatus: 'Pending' });
      await rig.change(delisted, { StandardStatus: 'Withdrawn' });
      const added = await rig.addListing({ ListPrice: 654_321 });
      const asked = rig.requested.length;
      expect(await rig.sync()).toBe(true);
      const firstAsk = decodeURIComponent(rig.requested[asked] ?? '');
      expect(firstAsk).toContain('ModificationTimestamp ge ');
      if (name === 'mlsgrid') expect(firstAsk).toContain("OriginatingSystemName eq 'RelaMLS'");

      const seen = (await events()).map(({ listingKey, kind, before, after }) => ({
        listingKey,
        kind,
        before,
        after,
      }));
      const oldPrice = listings.find((listing) => listing.ListingKey === priced)?.ListPrice;
      expect(seen).toEqual(
        expect.arrayContaining([
          { listingKey: priced, kind: 'price_change', before: oldPrice, after: 123_456 },
          { listingKey: pended, kind: 'status_change', before: 'Active', after: 'Pending' },
          { listingKey: added, kind: 'new_listing', before: null, after: 'Active' },
          expect.objectContaining({ listingKey: delisted, kind: 'off_market', before: 'Active' }),
        ]),
      );
      expect(seen).toHaveLength(4);

      // Off the market, never deleted: the last known facts stay.
      const gone = await findReplicaListing(database.db, delisted);
      expect(gone).toMatchObject({
        onMarket: false,
        listPrice: before?.listPrice,
        city: before?.city,
        photos: before?.photos,
      });
      expect(gone?.offMarketAt).toBeInstanceOf(Date);
      const fresh = await findReplicaListing(database.db, added);
      expect(fresh?.listPrice).toBe(654_321);
      expect(fresh?.photos.length).toBe((fresh?.record.PhotosCount as number) ?? -1);

      // A run with nothing new re-reads the overlap and adds nothing.
      expect(await rig.sync()).toBe(true);
      expect(await events()).toHaveLength(4);
      // Each reconciliation (here every run) vacuums the replica: the photos' pages, unchanged
      // since, are marked visible for index-only scans (PGlite has no autovacuum to do it).
      const visible = await database.db.execute(
        sql`select relallvisible::int as n from pg_class where relname = 'replica_media'`,
      );
      expect(rowsOf(visible)[0]?.n).toBeGreaterThan(0);
    });

    it('makes no second event when pages come again', async () => {
      const count = (await events()).length;
      const job = await syncJob();
      const state = readSyncState(job.payload);
      // Rewind the marks by a day: every change since comes again, page after page.
      const rewind = (mark: string | null) =>
        mark && new Date(Date.parse(mark) - 86_400_000).toISOString();
      await database.db
        .update(jobs)
        .set({
          payload: {
            ...state,
            property: { mark: rewind(state.property.mark), next: null },
            media: { mark: rewind(state.media.mark), next: null },
          },
        })
        .where(eq(jobs.id, job.id));
      expect(await rig.sync()).toBe(true);
      expect(await events()).toHaveLength(count);
    });

    it('resumes after a crash between pages from the last committed page, without loss or duplicates', async () => {
      const count = (await events()).length;
      const changed = many;
      for (const [index, key] of changed.entries()) {
        await rig.change(key, { ListPrice: 200_000 + index });
      }
      const succeeded = readSyncState((await syncJob()).payload).succeededAt;
      rig.clock.advance(60_000);
      rig.faults.pagesLeft = 1;
      expect(await rig.sync()).toBe(false);
      const failed = readSyncState((await syncJob()).payload);
      const saved = failed.property.next;
      expect(saved).toEqual(expect.any(String));
      // A failed run leaves the last complete one's time as it was (REQ-DATA-FRESHNESS).
      expect(failed.succeededAt).toBe(succeeded);
      rig.faults.pagesLeft = Number.POSITIVE_INFINITY;
      const asked = rig.requested.length;
      expect(await rig.sync()).toBe(true);
      // The run after the crash starts at the saved next link, not from zero.
      expect(rig.requested[asked]).toBe(saved);

      const after = (await events()).slice(count);
      expect(after.map((event) => event.kind)).toEqual(changed.map(() => 'price_change'));
      expect(new Set(after.map((event) => event.listingKey))).toEqual(new Set(changed));
      for (const [index, key] of changed.entries()) {
        const row = await findReplicaListing(database.db, key);
        expect(row?.listPrice).toBe(200_000 + index);
      }
    });

    it('keeps events in order, one per listing, kind and modification time', async () => {
      // Read as the next capabilities read them (a table's rows have no order of their own: a
      // vacuumed table reuses its free space).
      const rows = await events();
      expect(rows).toHaveLength(await database.db.$count(replicaEvents));
      const ids = rows.map((row) => row.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const keys = rows.map(
        (row) => `${row.listingKey} ${row.kind} ${row.modifiedAt.toISOString()}`,
      );
      expect(new Set(keys).size).toBe(keys.length);
      const later = await listReplicaEvents(database.db, { afterId: ids[1] ?? 0, limit: 2 });
      expect(later.map((row) => row.id)).toEqual(ids.slice(2, 4));
    });

    if (name === 'spark') {
      it('tells a listing that comes back to the market', async () => {
        await rig.change(delisted, { StandardStatus: 'Active' });
        expect(await rig.sync()).toBe(true);
        const [last] = (await events()).slice(-1);
        expect(last).toMatchObject({
          listingKey: delisted,
          kind: 'back_on_market',
          after: 'Active',
        });
        expect(await findReplicaListing(database.db, delisted)).toMatchObject({
          onMarket: true,
          offMarketAt: null,
        });
      });
    }
  });

  describe('a provider that throttles', () => {
    it('waits out its 429s (Retry-After) and completes the copy', async () => {
      for (const table of [replicaListings, replicaMedia, replicaOpenHouses, replicaEvents, jobs]) {
        await database.db.delete(table);
      }
      // Every third request answers 429 with Retry-After: 1 (the rig's waits are instant).
      const rig = await openReplicaRig(database, 'spark', { throttleEvery: 3 });
      try {
        expect(await rig.sync()).toBe(true);
        const rows = await database.db.select().from(replicaListings);
        expect(rows.map((row) => row.listingKey).sort()).toEqual(
          listings.map((listing) => listing.ListingKey).sort(),
        );
      } finally {
        await rig.close();
      }
    });
  });
});
