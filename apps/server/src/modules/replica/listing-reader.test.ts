import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, drivers } from '../../../test/db';
import type { Database } from '../../db/client';
import { jobs, replicaEvents, replicaListings, replicaMedia } from '../../db/schema';
import { countingFetch, fakeClientConfig } from '../../../test/fake-mls';
import { createMlsClient, type MlsClient } from '../mls';
import { mlsReportSource } from '../reports';
import { createListingReader, type ListingReader } from './listing-reader';
import { arrivedMedia } from './listing-row';
import { applyMedia, findReplicaListing, listReplicaEvents } from './replica.queries';
import { listings, openReplicaRig } from '../../../test/replica-rig';
import { readSyncPass } from './sync-pass';
import { defaultDisplayRules } from '@rela/contracts';
import { displayPolicyOf } from '../compliance';

const STALE_AFTER_MS = 300_000;
const active = listings.filter((listing) => listing.StandardStatus === 'Active');
const dashboard = listings.slice(0, 50).map((listing) => listing.ListingKey);
/** An active listing at an address no other listing has. */
const uniqueHome = active.find(
  (listing) =>
    listings.filter((other) => other.UnparsedAddress === listing.UnparsedAddress).length === 1,
)!;

/**
 * The embedded MLS of one profile replicated by the real sync job (first copy done), and the
 * reader over it with a live client whose every request is counted at its network edge.
 */
const openReader = async (database: Database, profile: 'default' | 'mlsgrid') => {
  // One database per driver: each rig starts from an empty replica and no sync job.
  for (const table of [replicaListings, replicaMedia, replicaEvents, jobs]) {
    await database.db.delete(table);
  }
  const rig = await openReplicaRig(database, profile);
  const system = rig.profile.requiresOriginatingSystem ? { originatingSystem: 'RelaMLS' } : {};
  const requests = countingFetch();
  const live = createMlsClient({
    config: fakeClientConfig(rig.base, {
      clientId: 'rela-embedded',
      clientSecret: 'rela-embedded-secret',
      ...system,
    }),
    clock: rig.clock,
    fetch: requests.fetch,
    sleep: async () => undefined,
  });
  const reader = createListingReader({
    db: database.db,
    bus: rig.bus,
    live,
    clock: rig.clock,
    settings: {
      propertyBatchSize: 10,
      mediaBatchSize: 20,
      staleAfterMs: STALE_AFTER_MS,
      product: 'rela',
      display: displayPolicyOf(defaultDisplayRules),
      ...system,
    },
  });
  expect(await rig.sync()).toBe(true);
  const mlsRequests = () =>
    ['/oauth2/token', '/odata/Property', '/odata/Media', '/odata/Property(key)'].reduce(
      (sum, path) => sum + requests.count(path),
      0,
    );
  const close = async () => {
    await live.close();
    await rig.close();
  };
  return { rig, live, reader, requests, mlsRequests, close };
};

/** ADR 021, the read side. */
describe.each(drivers)('reads from the replica (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });

  describe('profile default', () => {
    let rig: Awaited<ReturnType<typeof openReplicaRig>>;
    let live: MlsClient;
    let reader: ListingReader;
    let requests: ReturnType<typeof countingFetch>;
    let mlsRequests: () => number;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ rig, live, reader, requests, mlsRequests, close } = await openReader(database, 'default'));
    });
    afterAll(async () => {
      await close?.();
    });

    it('answers a dashboard of 50 homes with no MLS request once replicated', async () => {
      requests.reset();
      const { value, freshness } = await reader.readProperties(dashboard, 'realtor');
      const photos = await reader.readPhotos(dashboard, 5, 'realtor');
      expect(mlsRequests()).toBe(0);

      const { confirmedAt } = await readSyncPass(database.db);
      expect(value.map((raw) => raw.ListingKey)).toEqual(dashboard);
      expect(Object.keys(freshness)).toEqual(dashboard);
      for (const key of dashboard) {
        expect(freshness[key]).toEqual({ confirmedAt: confirmedAt?.toISOString(), onMarket: true });
      }
      expect(Object.keys(photos)).toEqual(dashboard);
      // The same records the MLS answers live (the same normalisation); as many photos, each as
      // Rela serves it (ADR 046), and the server's own reads get the MLS's photos.
      expect(await live.getPropertiesByKeys(dashboard)).toEqual(value);
      const mlsPhotos = await live.getMedia(dashboard, 5);
      expect(await reader.getMedia(dashboard, 5)).toEqual(mlsPhotos);
      for (const key of dashboard) {
        expect(photos[key]).toHaveLength(mlsPhotos[key]?.length ?? -1);
        expect(photos[key]?.every((url) => url.startsWith('/api/rela/photos/'))).toBe(true);
      }
      expect(JSON.stringify(photos)).not.toContain(rig.base);
    });

    it('fetches a key it lacks once, stores it, and the next sync makes no second event', async () => {
      const key = await rig.addListing({ ListPrice: 455_000 });
      requests.reset();
      const [record] = await reader.getPropertiesByKeys([key]);
      expect(record).toMatchObject({ ListingKey: key, ListPrice: 455_000 });
      expect(requests.count('/odata/Property')).toBe(1);
      expect(requests.count('/odata/Media')).toBe(1);
      const stored = await findReplicaListing(database.db, key);
      expect(stored).toMatchObject({ onMarket: true, listPrice: 455_000 });
      expect(stored?.photos.length).toBeGreaterThan(0);

      requests.reset();
      expect((await reader.readProperties([key], 'realtor')).value).toEqual([record]);
      expect((await reader.readPhotos([key], 100, 'realtor'))[key]).toEqual(
        stored?.photos.map((held) => `/api/rela/${held}`),
      );
      expect(mlsRequests()).toBe(0);

      const before = (await listReplicaEvents(database.db, { limit: 10_000 })).filter(
        (event) => event.listingKey === key,
      );
      expect(before.map((event) => event.kind)).toEqual(['new_listing']);
      expect(await rig.sync()).toBe(true);
      const after = (await listReplicaEvents(database.db, { limit: 10_000 })).filter(
        (event) => event.listingKey === key,
      );
      expect(after).toEqual(before);
      expect((await findReplicaListing(database.db, key))?.photos).toEqual(stored?.photos);
    });

    it('asks once for a key the MLS does not have, then remembers it briefly', async () => {
      requests.reset();
      expect(await reader.getPropertiesByKeys(['RELA99999999'])).toEqual([]);
      expect(await reader.readProperties(['RELA99999999', dashboard[0]!], 'realtor')).toMatchObject(
        {
          value: [{ ListingKey: dashboard[0] }],
        },
      );
      expect(await reader.getMedia(['RELA99999999'], 5)).toEqual({ RELA99999999: [] });
      expect(requests.count('/odata/Property')).toBe(1);
      expect(await findReplicaListing(database.db, 'RELA99999999')).toBeUndefined();
    });

    it('answers a home that left the market with its last known facts, onMarket false', async () => {
      const gone = active[3]!.ListingKey;
      await rig.change(gone, { StandardStatus: 'Withdrawn' });
      expect(await rig.sync()).toBe(true);
      requests.reset();
      const { value, freshness } = await reader.readProperties([gone], 'realtor');
      expect(mlsRequests()).toBe(0);
      expect(value).toEqual([
        expect.objectContaining({ ListingKey: gone, StandardStatus: 'Active' }),
      ]);
      expect(freshness[gone]?.onMarket).toBe(false);
      expect((await reader.readPhotos([gone], 1, 'realtor'))[gone]).toHaveLength(1);
    });

    it('finds an address in the replica without asking the MLS', async () => {
      const home = uniqueHome;
      requests.reset();
      const result = await reader.searchByAddress(
        `${home.UnparsedAddress}, ${home.City}, ${home.StateOrProvince} ${home.PostalCode}`,
      );
      expect(result).toMatchObject({ kind: 'found', listing: { listingKey: home.ListingKey } });
      expect(mlsRequests()).toBe(0);
      // A miss asks the MLS, which has no such address either.
      expect(await reader.searchByAddress('99999 Nowhere Blvd, 00000')).toEqual({
        kind: 'not-found',
      });
    });

    it('asks the MLS for an address the replica lacks, and stores what it found', async () => {
      const key = await rig.addListing({ ListPrice: 610_000 });
      const { value } = await live.transport
        .query('Property', { filter: `ListingKey eq '${key}'`, top: 1 })
        .then((entities) => ({ value: entities[0] as Record<string, string> }));
      requests.reset();
      const result = await reader.searchByAddress(`${value.UnparsedAddress}, ${value.PostalCode}`);
      expect(result).toMatchObject({ kind: 'found', listing: { listingKey: key } });
      expect(requests.count('/odata/Property')).toBeGreaterThan(0);
      expect(await findReplicaListing(database.db, key)).toMatchObject({ onMarket: true });

      requests.reset();
      expect(await reader.getPropertiesByKeys([key])).toHaveLength(1);
      expect(await reader.searchByAddress(`${value.UnparsedAddress}, ${value.PostalCode}`)).toEqual(
        result,
      );
      expect(mlsRequests()).toBe(0);
    });

    it('gives the AI report its listing and photos from the replica, captions from one request', async () => {
      const key = active[7]!.ListingKey;
      const source = mlsReportSource(reader, async () => null);
      requests.reset();
      const listing = await source.listing(key);
      const photos = await source.photos(key);
      expect(listing).toEqual((await reader.readProperties([key], 'realtor')).value[0]);
      // The MLS's own URLs (the report downloads them through the guard), never an answer's.
      const media = await database.db
        .select({ url: replicaMedia.url })
        .from(replicaMedia)
        .where(eq(replicaMedia.listingKey, key))
        .orderBy(replicaMedia.order);
      expect(photos.map((photo) => photo.url)).toEqual(media.map((item) => item.url));
      expect(photos.some((photo) => photo.caption !== null)).toBe(true);
      expect(requests.count('/odata/Property')).toBe(0);
      expect(requests.count('/odata/Media')).toBe(1);
    });

    it('asks again for facts not confirmed for longer than the stale time, and serves them when the MLS is down', async () => {
      const key = dashboard[1]!;
      // No sync for a while: the replica is a cache of what was confirmed.
      rig.clock.advance(STALE_AFTER_MS + 1);
      requests.reset();
      const { freshness } = await reader.readProperties([key], 'realtor');
      expect(requests.count('/odata/Property')).toBe(1);
      expect(freshness[key]?.confirmedAt).toBe(rig.clock.now().toISOString());

      rig.clock.advance(STALE_AFTER_MS + 1);
      const down = createListingReader({
        db: database.db,
        bus: rig.bus,
        live: createMlsClient({
          config: fakeClientConfig('http://127.0.0.1:9'),
          clock: rig.clock,
          sleep: async () => undefined,
        }),
        clock: rig.clock,
        settings: {
          propertyBatchSize: 10,
          mediaBatchSize: 20,
          staleAfterMs: STALE_AFTER_MS,
          product: 'rela',
          display: displayPolicyOf(defaultDisplayRules),
        },
      });
      const held = await down.readProperties([key], 'realtor');
      expect(held.value).toHaveLength(1);
      expect(held.freshness[key]?.confirmedAt).toBe(freshness[key]?.confirmedAt);
      await expect(down.getPropertiesByKeys([key, 'RELA99999998'])).rejects.toThrow();
      await down.close();
    });
    it('marks a listing off the market when the MLS no longer has it as its facts are asked again', async () => {
      const key = dashboard[2]!;
      await rig.change(key, { StandardStatus: 'Withdrawn' });
      rig.clock.advance(STALE_AFTER_MS + 1);
      const { value, freshness } = await reader.readProperties([key], 'realtor');
      expect(value).toMatchObject([{ ListingKey: key }]);
      expect(freshness[key]).toEqual({
        confirmedAt: rig.clock.now().toISOString(),
        onMarket: false,
      });
      const events = (await listReplicaEvents(database.db, { limit: 10_000 })).filter(
        (event) => event.listingKey === key,
      );
      expect(events.map((event) => event.kind)).toEqual(['off_market']);
    });

    it('answers a record changed since it was read, by the sync or by a live fill', async () => {
      const key = active[5]!.ListingKey;
      const price = async () => (await reader.readProperties([key], 'realtor')).value[0]?.ListPrice;
      const json = async () =>
        JSON.parse((await reader.readPropertiesBody([key], 'realtor')).json.toString()) as unknown;
      const before = await price();
      expect(await json()).toEqual(await reader.readProperties([key], 'realtor'));

      await rig.change(key, { ListPrice: 401_000 });
      expect(await rig.sync()).toBe(true);
      expect(await price()).toBe(401_000);
      expect(await json()).toMatchObject({ value: [{ ListingKey: key, ListPrice: 401_000 }] });

      // No sync: the facts go stale and the live fill stores the MLS's newer record.
      await rig.change(key, { ListPrice: 399_000 });
      rig.clock.advance(STALE_AFTER_MS + 1);
      requests.reset();
      expect(await price()).toBe(399_000);
      expect(requests.count('/odata/Property')).toBe(1);
      expect(await json()).toMatchObject({ value: [{ ListingKey: key, ListPrice: 399_000 }] });
      expect(before).not.toBe(399_000);
    });
  });

  describe('profile default, answers kept as bytes (ADR 036)', () => {
    let opened: Awaited<ReturnType<typeof openReader>>;
    beforeAll(async () => {
      opened = await openReader(database, 'default');
    });
    afterAll(async () => {
      await opened?.close();
    });

    it('keeps a dashboard’s answers until a write names one of its listings', async () => {
      const { rig, reader, mlsRequests } = opened;
      const keys = dashboard.slice(10, 20);
      const photos = () => reader.readPhotosBody(keys, 5, 'realtor');
      const facts = () => reader.readPropertiesBody(keys, 'realtor');
      const [firstPhotos, firstFacts] = [await photos(), await facts()];
      expect(await photos()).toBe(firstPhotos);
      expect(await facts()).toBe(firstFacts);
      expect(JSON.parse(firstPhotos.json.toString())).toEqual({
        images: await reader.readPhotos(keys, 5, 'realtor'),
      });
      expect(JSON.parse(firstFacts.json.toString())).toEqual(
        await reader.readProperties(keys, 'realtor'),
      );

      // A listing of another dashboard written: kept. A new first photo of one of these: made again.
      const other = dashboard[30]!;
      const later = new Date(Date.parse(listings[0]!.ModificationTimestamp) + 86_400_000);
      const photo = (listingKey: string) =>
        arrivedMedia({
          MediaKey: `${listingKey}-new`,
          ResourceRecordKey: listingKey,
          Order: -1,
          MediaURL: `https://photos.example/${listingKey}/new.jpg`,
          ModificationTimestamp: later.toISOString(),
          ImageWidth: 800,
          ImageHeight: 600,
        })!;
      await applyMedia(database.db, rig.bus, [photo(other)], { baseline: false });
      expect(await photos()).toBe(firstPhotos);
      await applyMedia(database.db, rig.bus, [photo(keys[3]!)], { baseline: false });
      const images = JSON.parse((await photos()).json.toString()) as {
        images: Record<string, string[]>;
      };
      expect(images.images[keys[3]!]?.[0]).toBe('/api/rela/photos/pending#800x600');
      expect(await facts()).not.toBe(firstFacts);
      expect(mlsRequests()).toBe(0);
    });
  });

  describe('profile mlsgrid (a replication feed: OriginatingSystemName, no address search)', () => {
    let opened: Awaited<ReturnType<typeof openReader>>;
    beforeAll(async () => {
      opened = await openReader(database, 'mlsgrid');
    });
    afterAll(async () => {
      await opened?.close();
    });

    it('fetches a key it lacks with the system named, and finds held addresses only', async () => {
      const { rig, reader, requests, mlsRequests } = opened;
      const key = await rig.addListing({ ListPrice: 389_000 });
      requests.reset();
      expect(await reader.getPropertiesByKeys([key])).toMatchObject([{ ListingKey: key }]);
      expect(requests.count('/odata/Property')).toBe(1);
      expect(await findReplicaListing(database.db, key)).toMatchObject({ onMarket: true });

      const home = uniqueHome;
      requests.reset();
      expect(
        await reader.searchByAddress(`${home.UnparsedAddress}, ${home.PostalCode}`),
      ).toMatchObject({ kind: 'found', listing: { listingKey: home.ListingKey } });
      // A miss is not found: the provider has no live address search to ask.
      expect(await reader.searchByAddress('99999 Nowhere Blvd, 00000')).toEqual({
        kind: 'not-found',
      });
      expect(mlsRequests()).toBe(0);
    });
  });
});
