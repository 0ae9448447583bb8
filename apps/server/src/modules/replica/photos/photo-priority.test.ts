import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../../test/db';
import type { Database } from '../../../db/client';
import { jobs } from '../../../db/schema';
import { REPLICA_SYNC_JOB } from '../replica-worker';
import { admitPhotos, raiseListedPhotos, startPhotoWorker } from './photo-worker';
import { claimWaitingPhotos } from './photos.queries';
import { openPhotoRig, startPhotoHost, type PhotoHost, type PhotoRig } from './photos.test-support';

/**
 * REQ-PHOTO-COPY, ADR 046: listed homes' first photos, then their others, then every listing's
 * first, then the rest.
 */
describe.each(drivers)('the order photos are copied in (%s)', (driver) => {
  let database: Database;
  let host: PhotoHost;
  let rig: PhotoRig;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    host = await startPhotoHost();
    rig = await openPhotoRig(database.db, host);
  });
  afterAll(async () => {
    await rig.close();
    await host.close();
    await database.close();
  });

  it('takes the photos of homes on a list first, then each listing’s first photo, then the rest', async () => {
    for (const [listingKey, count] of [
      ['PRA', 3],
      ['PRB', 3],
      ['PRC', 2],
    ] as const) {
      await rig.addListing(listingKey);
      await rig.putMedia(
        Array.from({ length: count }, (_, order) => ({
          mediaKey: `${listingKey}-${order}`,
          listingKey,
          order: count - order, // Order, not the key, tells the first
          url: `${host.origin}/${listingKey}/${order}.jpg`,
        })),
      );
    }
    rig.listed.push('PRB', 'NOT-HELD');
    await raiseListedPhotos(rig.deps);
    const taken: string[] = [];
    for (;;) {
      const [photo] = await claimWaitingPhotos(database.db, {
        now: rig.clock.now(),
        holdMs: 60_000,
        limit: 1,
      });
      if (!photo) break;
      taken.push(photo.mediaKey);
    }
    expect(taken).toEqual([
      // The listed home's first photo by Order, then its others.
      'PRB-2',
      'PRB-0',
      'PRB-1',
      // Each listing's first by Order (the highest key here).
      'PRA-2',
      'PRC-1',
      'PRA-0',
      'PRA-1',
      'PRC-0',
    ]);
    // Held, none is taken twice.
    expect(
      await claimWaitingPhotos(database.db, { now: rig.clock.now(), holdMs: 60_000, limit: 10 }),
    ).toEqual([]);
  });

  it('copies only the listed homes’ photos when told to (PHOTO_COPY_SCOPE=listed)', async () => {
    await rig.addListing('PRL');
    await rig.addListing('PRN');
    await rig.putMedia(
      ['PRL', 'PRN'].map((listingKey) => ({
        mediaKey: `${listingKey}-0`,
        listingKey,
        order: 0,
        url: `${host.origin}/${listingKey}/0.jpg`,
      })),
    );
    rig.listed.push('PRL');
    await raiseListedPhotos(rig.deps);
    const claim = () =>
      claimWaitingPhotos(database.db, {
        now: rig.clock.now(),
        holdMs: 60_000,
        limit: 10,
        lastPriority: 1,
      });
    expect((await claim()).map((photo) => photo.mediaKey)).toEqual(['PRL-0']);
    expect(await claim()).toEqual([]);
  });

  it('admits the first copy’s photos once it ends, each listing’s first by Order before the rest, once', async () => {
    const priorities = async () =>
      (
        (await database.db.execute(
          sql`select media_key, priority from replica_photos where listing_key like 'FC%' order by media_key`,
        )) as unknown as { rows: { media_key: string; priority: number }[] }
      ).rows.map((row) => `${row.media_key}:${row.priority}`);
    for (const listingKey of ['FCA', 'FCB']) {
      await rig.addListing(listingKey);
      await rig.putMedia(
        [0, 1].map((index) => ({
          mediaKey: `${listingKey}-${index}`,
          listingKey,
          order: 1 - index,
          url: `${host.origin}/${listingKey}/${index}.jpg`,
        })),
        { baseline: true },
      );
    }
    // The first copy writes no photo row: its photos never hold its listings back.
    expect(await priorities()).toEqual([]);
    await admitPhotos(rig.deps);
    expect(await priorities()).toEqual(['FCA-0:3', 'FCA-1:2', 'FCB-0:3', 'FCB-1:2']);
    // Admitted once: a row taken or raised meanwhile keeps its state.
    rig.listed.push('FCB');
    await raiseListedPhotos(rig.deps);
    await admitPhotos(rig.deps);
    expect(await priorities()).toEqual(['FCA-0:3', 'FCA-1:2', 'FCB-0:1', 'FCB-1:0']);
  });

  it('admits a first copy that came and went between two of its looks, without waiting for a sweep', async () => {
    const worker = startPhotoWorker({
      ...rig.deps,
      settings: { ...rig.deps.settings, idleMs: 20, sweepEveryMs: 3_600_000 },
    });
    try {
      // The worker has looked (no sync yet) before the first copy starts and ends.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await rig.addListing('FQA');
      await rig.putMedia(
        [{ mediaKey: 'FQA-0', listingKey: 'FQA', order: 0, url: `${host.origin}/FQA/0.jpg` }],
        { baseline: true },
      );
      await database.db.insert(jobs).values({
        ...REPLICA_SYNC_JOB,
        payload: { baseline: false, succeededAt: rig.clock.now().toISOString() },
        maxAttempts: 10,
        runAt: rig.clock.now(),
      });
      // Admitted: its photo row is written (and then taken to copy).
      await expect
        .poll(async () => (await rig.photoRow('FQA-0')) !== undefined, { timeout: 10_000 })
        .toBe(true);
    } finally {
      await worker.stop();
    }
  });
});
