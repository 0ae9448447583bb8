import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../test/db';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import { enqueueJob, startJobWorker } from '../../platform/jobs';
import { arrivedListing, arrivedMedia } from './listing-row';
import type { ReplicaFeed } from './replica-feed';
import { defaultReplicaSyncOptions, runReplicaSync } from './replica-sync';
import {
  applyListings,
  applyMedia,
  findReplicaListing,
  listReplicaEvents,
  markGone,
} from './replica.queries';
import { confirmListings } from './replica-reads.queries';
import { REPLICA_LISTINGS_TOPIC } from './listing-changes';

/** A bus that remembers the listings each message named (ADR 036). */
const recordingBus = () => {
  const heard: string[][] = [];
  const bus: InvalidationBus = {
    publish: (topic, message) => {
      if (topic === REPLICA_LISTINGS_TOPIC) heard.push(JSON.parse(message) as string[]);
    },
    subscribe: () => undefined,
    close: async () => undefined,
  };
  return { bus, heard };
};
const { bus, heard } = recordingBus();

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const at = (minute: number) => `2026-12-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

const listing = (key: string, minute: number, fields: object = {}) => {
  const arrived = arrivedListing({
    ListingKey: key,
    StandardStatus: 'Active',
    ListPrice: 500_000,
    PhotosCount: 3,
    ModificationTimestamp: at(minute),
    ...fields,
  });
  if (!arrived) throw new Error('not a listing');
  return arrived;
};
const photos = (key: string, minute: number, orders: number[]) =>
  orders.map((order) => {
    const media = arrivedMedia({
      MediaKey: `${key}-${order}`,
      ResourceRecordKey: key,
      Order: order,
      MediaURL: `https://photos.example/${key}/${order}-${minute}.jpg`,
      ModificationTimestamp: at(minute),
    });
    if (!media) throw new Error('not a photo');
    return media;
  });

describe.each(drivers)('replica queries (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.close();
  });
  const now = new Date(at(30));
  const eventKinds = async (key: string) =>
    (await listReplicaEvents(database.db))
      .filter((event) => event.listingKey === key)
      .map((event) => event.kind);

  it('makes photos in Order, tells a change of them once, and none for a new listing’s first ones', async () => {
    const db = database.db;
    await applyListings(db, bus, [listing('P1', 0)], { now, baseline: false });
    // The first photos arrive over two pages: part of being new, no photos event.
    await applyMedia(db, bus, photos('P1', 0, [2, 1]), { baseline: false });
    await applyMedia(db, bus, photos('P1', 0, [3]), { baseline: false });
    // Held as Rela serves them (ADR 046): waiting for their copies, never the MLS's URLs.
    expect((await findReplicaListing(db, 'P1'))?.photos).toEqual([
      'photos/pending#1600x1067',
      'photos/pending#1600x1067',
      'photos/pending#1600x1067',
    ]);
    expect(await eventKinds('P1')).toEqual(['new_listing']);

    // New photos later (the same media, changed), over two pages and delivered twice: one event,
    // though the waiting photos' URLs are the same as before.
    const changed = photos('P1', 5, [1, 2, 3]);
    for (let round = 0; round < 2; round += 1) {
      await applyMedia(db, bus, changed.slice(0, 1), { baseline: false });
      await applyMedia(db, bus, changed.slice(1), { baseline: false });
    }
    expect((await findReplicaListing(db, 'P1'))?.photos).toEqual(
      changed.map(() => 'photos/pending#1600x1067'),
    );
    expect(await eventKinds('P1')).toEqual(['new_listing', 'photos_changed']);
  });

  it('never lets an older copy replace a newer one, and makes no event for it', async () => {
    const db = database.db;
    await applyListings(db, bus, [listing('P2', 10, { ListPrice: 450_000 })], {
      now,
      baseline: false,
    });
    await applyListings(db, bus, [listing('P2', 12, { ListPrice: 440_000 })], {
      now,
      baseline: false,
    });
    await applyListings(db, bus, [listing('P2', 11, { ListPrice: 999_000 })], {
      now,
      baseline: false,
    });
    expect((await findReplicaListing(db, 'P2'))?.listPrice).toBe(440_000);
    expect(await eventKinds('P2')).toEqual(['new_listing', 'price_change']);
  });

  it('names on the bus every listing a write changed, and none it left as it was', async () => {
    const db = database.db;
    heard.length = 0;
    await applyListings(db, bus, [listing('A1', 0), listing('A2', 0)], { now, baseline: false });
    // Delivered again: nothing written, nothing told.
    await applyListings(db, bus, [listing('A1', 0)], { now, baseline: false });
    await applyListings(db, bus, [listing('A2', 1, { StandardStatus: 'Delete' })], {
      now,
      baseline: false,
    });
    await applyMedia(db, bus, photos('A1', 2, [1]), { baseline: false });
    await applyMedia(db, bus, photos('A1', 2, [1]), { baseline: false });
    await confirmListings(db, bus, ['A1', 'A9'], new Date(at(40)));
    await confirmListings(db, bus, ['A1'], new Date(at(39)));
    await markGone(db, bus, ['A1', 'A2'], new Date(at(41)));
    expect(heard).toEqual([['A1', 'A2'], ['A2'], ['A1'], ['A1'], ['A1']]);
  });

  it('rolls back a page whose run lost its lease to another instance', async () => {
    const db = database.db;
    const clock = manualClock(new Date());
    await enqueueJob(db, { kind: 'mls-sync', key: 'lease', payload: {}, runAt: clock.now() });
    const feed: ReplicaFeed = {
      firstUrl: () => 'https://mls.example/odata/Property',
      page: async () => {
        // Another instance takes the job while this page is in flight.
        await db.update(jobs).set({ lockedBy: 'another-instance' });
        return { value: [{ ListingKey: 'P3', ModificationTimestamp: at(20), ListPrice: 1 }] };
      },
    };
    const errors: string[] = [];
    const worker = startJobWorker({
      db,
      clock,
      logger: { ...quiet, warn: (_details, message) => errors.push(message) },
      intervalMs: 0,
      handlers: {
        'mls-sync': (job) =>
          runReplicaSync({ db, bus, feed, clock, options: defaultReplicaSyncOptions }, job),
      },
    });
    expect(await worker.runOnce()).toBe(1);
    expect(await findReplicaListing(db, 'P3')).toBeUndefined();
    expect(errors).toEqual(['job lease lost before it failed; another worker has it']);
  });
});
