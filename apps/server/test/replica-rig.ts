import { buildMlsApp, generateDataset, providerProfiles, type ProfileName } from '@rela/mls';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { manualClock } from '../src/platform/clock';
import { createLocalInvalidationBus } from '../src/platform/cache/invalidation-bus';
import { fakeClientConfig } from './fake-mls';
import { createReplicaFeed, type ReplicaFeed } from '../src/modules/replica/replica-feed';
import { startReplicaWorker } from '../src/modules/replica/replica-worker';
import { arrivedListing, arrivedMedia } from '../src/modules/replica/listing-row';
import { applyListings, applyMedia } from '../src/modules/replica/replica.queries';
import type { Announcer } from '../src/platform/cache/cached-reads';

/** The sync's progress as its job's payload holds it (its cursors and last errors). */
export { readSyncState } from '../src/modules/replica/sync-state';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Sixty listings with their derived photos (twenty-odd each): a few pages of each resource. */
export const listings = generateDataset({ count: 60, seed: 21 }).properties;
export const SYNC_EVERY_MS = 60_000;

/**
 * The embedded MLS of one profile on a loopback port, with a still market, a clock moved by hand
 * and small pages (every profile pages), and a replica worker against it whose feed can be made
 * to fail after some pages (a crash between pages).
 */
export const openReplicaRig = async (
  database: Database,
  name: ProfileName,
  {
    throttleEvery = 0,
    reconcileEveryMs = 0,
  }: { throttleEvery?: number; reconcileEveryMs?: number } = {},
) => {
  const profile = providerProfiles[name];
  const mlsClock = manualClock(new Date('2026-12-01T09:00:00.000Z'));
  const mls = await buildMlsApp({
    dataset: { properties: listings },
    profile: {
      ...profile,
      pageCap: Math.min(profile.pageCap, 40),
      throttleEvery,
    },
    clock: mlsClock,
    marketEventsPerHour: 0,
    sleep: async () => undefined,
  });
  const base = await mls.listen({ host: '127.0.0.1', port: 0 });
  const clock = manualClock(new Date());
  const real = createReplicaFeed({
    config: fakeClientConfig(base, {
      clientId: 'rela-embedded',
      clientSecret: 'rela-embedded-secret',
    }),
    clock,
    sleep: async () => undefined,
  });
  /** `pagesLeft`: pages until the feed fails; `hold`: each page waits for it (a sync in progress). */
  const faults: { pagesLeft: number; hold: Promise<void> | null } = {
    pagesLeft: Number.POSITIVE_INFINITY,
    hold: null,
  };
  const requested: string[] = [];
  const feed: ReplicaFeed = {
    firstUrl: real.firstUrl,
    page: async (url) => {
      if (faults.hold) await faults.hold;
      if (faults.pagesLeft <= 0) throw new Error('the sync process died');
      faults.pagesLeft -= 1;
      requested.push(url);
      return real.page(url);
    },
  };
  // The bus the sync announces its listings on: a reader over this rig hears it (ADR 036).
  const bus = createLocalInvalidationBus();
  const worker = await startReplicaWorker({
    db: database.db,
    bus,
    clock,
    logger: quiet,
    feed,
    everyMs: SYNC_EVERY_MS,
    intervalMs: 0,
    sync: {
      reconcileEveryMs,
      ...(profile.requiresOriginatingSystem ? { originatingSystem: 'RelaMLS' } : {}),
    },
  });

  /** One run of the sync, due now; resolves once it ran. */
  const sync = async () => {
    clock.advance(SYNC_EVERY_MS);
    const pass = await worker.runPass();
    expect(pass.ran).toBe(1);
    return pass.done === 1;
  };
  /** A provider's edit, a second after the last one. */
  const change = async (listingKey: string, body: object) => {
    mlsClock.advance(1000);
    const response = await mls.inject({
      method: 'POST',
      url: `/dev/listings/${listingKey}`,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const addListing = async (body: object) => {
    mlsClock.advance(1000);
    const response = await mls.inject({ method: 'POST', url: '/dev/listings', payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { ListingKey: string }).ListingKey;
  };
  const close = async () => {
    await worker.stop();
    await mls.close();
  };
  return {
    profile,
    mls,
    base,
    bus,
    clock,
    faults,
    requested,
    worker,
    sync,
    change,
    addListing,
    close,
  };
};

/**
 * Writes listings and their photos into the replica as a sync's baseline would (the records as the
 * MLS sends them), for tests that need the replica to hold a home without running a sync.
 */
export const replicate = async (
  db: Database['db'],
  bus: Announcer,
  records: {
    listings: readonly Record<string, unknown>[];
    media?: readonly Record<string, unknown>[];
  },
  now: Date,
) => {
  const listings = records.listings.flatMap((record) => arrivedListing(record) ?? []);
  const media = (records.media ?? []).flatMap((record) => arrivedMedia(record) ?? []);
  await applyListings(db, bus, listings, { now, baseline: true });
  await applyMedia(db, bus, media, { baseline: true });
};
