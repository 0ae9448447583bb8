import { parseListingPhotoUrl, photoSizes } from '@rela/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { commitGate, createTestDatabase, drivers, lockWaits } from '../../../../test/db';
import type { Database, Db } from '../../../db/client';
import {
  jpegWithGps,
  pngBomb,
  svgImage,
} from '../../../platform/images/image-fixtures.test-support';
import { listingPhotoJpeg } from '../../../platform/images/listing-photo.test-support';
import { findReplicaListing, listReplicaEvents } from '../replica.queries';
import { keptPhoto } from './kept-photo';
import { photoFiles } from './photo-derive';
import { copyPhoto } from './photo-copy';
import { answerPhotoUrl } from './photo-urls';
import { copyWaitingPhotos, sweepPhotos } from './photo-worker';
import { claimWaitingPhotos, photoCounts } from './photos.queries';
import { openPhotoRig, startPhotoHost, type PhotoHost, type PhotoRig } from './photos.test-support';

const DAY = 24 * 60 * 60 * 1000;
const files = (hash: string) =>
  photoFiles.map(({ size, format }) => `listing-photos/${hash}/${size}.${format}`);

/** REQ-PHOTO-COPY, ADR 046: the replica's copies of the MLS's photos. */
describe.each(drivers)('the photo copies (%s)', (driver) => {
  let database: Database;
  let host: PhotoHost;
  let elsewhere: PhotoHost;
  let rig: PhotoRig;
  let photo: Buffer;
  let other: Buffer;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    host = await startPhotoHost();
    elsewhere = await startPhotoHost();
    rig = await openPhotoRig(database.db, host);
    [photo, other] = await Promise.all([listingPhotoJpeg(1), listingPhotoJpeg(2)]);
  });
  afterAll(async () => {
    await rig.close();
    await host.close();
    await elsewhere.close();
    await database.close();
  });

  /** Passes until nothing waits that is due. */
  const copyAll = async () => {
    while ((await copyWaitingPhotos(rig.deps)) > 0);
  };
  const heldPhotos = async (listingKey: string) =>
    (await findReplicaListing(database.db, listingKey))?.photos ?? [];

  it('copies a new photo in every size, without its metadata, and tells its listing', async () => {
    host.serve('/new/0.jpg', { body: photo });
    host.serve('/new/1.jpg', { body: await jpegWithGps(900, 600) });
    await rig.addListing('NEW1');
    await rig.putMedia([
      { mediaKey: 'NEW1-0', listingKey: 'NEW1', order: 0, url: `${host.origin}/new/0.jpg` },
      { mediaKey: 'NEW1-1', listingKey: 'NEW1', order: 1, url: `${host.origin}/new/1.jpg` },
    ]);
    expect(await heldPhotos('NEW1')).toEqual([
      'photos/pending#1600x1067',
      'photos/pending#1600x1067',
    ]);
    const events = (await listReplicaEvents(database.db, { limit: 1000 })).length;
    rig.heard.length = 0;
    await copyAll();

    const [first, second] = await heldPhotos('NEW1');
    const copied = parseListingPhotoUrl(answerPhotoUrl('rela', first ?? ''));
    expect(copied, JSON.stringify(await rig.photoRow('NEW1-0'))).toMatchObject({
      copied: true,
      width: 1600,
      height: 1067,
    });
    if (!copied?.copied) throw new Error('not copied');
    expect(await rig.storage.list(`listing-photos/${copied.hash}/`)).toEqual(
      [...files(copied.hash)].sort(),
    );
    // Every size in WebP, the card in JPEG too (ADR 046).
    expect(photoFiles.filter((file) => file.format === 'webp')).toHaveLength(3);
    for (const { size, format } of photoFiles) {
      const file = await rig.storage.get(`listing-photos/${copied.hash}/${size}.${format}`);
      const meta = await sharp(file?.body).metadata();
      expect(meta).toMatchObject({
        format: format === 'jpg' ? 'jpeg' : 'webp',
        width: photoSizes[size],
      });
      expect(meta.exif).toBeUndefined();
    }
    // The camera's photo, turned upright (orientation 6: 900x600 is 600x900), without its GPS.
    const turned = parseListingPhotoUrl(answerPhotoUrl('rela', second ?? ''));
    expect(turned, JSON.stringify(await rig.photoRow('NEW1-1'))).toMatchObject({
      copied: true,
      width: 600,
      height: 900,
    });
    if (!turned?.copied) throw new Error('not copied');
    const card = await rig.storage.get(`listing-photos/${turned.hash}/card.jpg`);
    expect((await sharp(card?.body).metadata()).exif).toBeUndefined();
    expect(card?.body.includes(Buffer.from('RelaCam'))).toBe(false);

    // The listing's answers go; no market event (the MLS changed nothing).
    expect(rig.heard).toContain('NEW1');
    expect((await listReplicaEvents(database.db, { limit: 1000 })).length).toBe(events);
    expect(await rig.photoRow('NEW1-0')).toMatchObject({ state: 'copied', tries: 0 });
  });

  // On PostgreSQL two copies commit side by side: the second's listing photos are made after the
  // first's commit, never from what it saw before (REQ-PHOTO-COPY).
  it.runIf(driver === 'postgres')(
    'shows both photos of a listing copied side by side, whichever commits first',
    async () => {
      host.serve('/pair/0.jpg', { body: await listingPhotoJpeg(9) });
      host.serve('/pair/1.jpg', { body: await listingPhotoJpeg(10) });
      await rig.addListing('PAIR1');
      await rig.putMedia([
        { mediaKey: 'PAIR1-0', listingKey: 'PAIR1', order: 0, url: `${host.origin}/pair/0.jpg` },
        { mediaKey: 'PAIR1-1', listingKey: 'PAIR1', order: 1, url: `${host.origin}/pair/1.jpg` },
      ]);
      const claimed = await claimWaitingPhotos(database.db, {
        now: rig.clock.now(),
        holdMs: rig.deps.settings.holdMs,
        limit: 2,
      });
      const [first, second] = [...claimed].sort((a, b) => a.mediaKey.localeCompare(b.mediaKey));
      if (!first || !second) throw new Error('not claimed');
      // The second photo's transaction holds its commit until the first's waits on its lock.
      const gate = commitGate();
      const holding = Object.assign(Object.create(database.db) as Db, {
        transaction: (work: (tx: unknown) => Promise<unknown>) =>
          database.db.transaction(async (tx) => {
            const result = await work(tx);
            await gate.hold();
            return result;
          }),
      });
      const { maxTries, retry } = rig.deps.settings;
      const copyDeps = { ...rig.deps, maxTries, retry };
      const held = copyPhoto({ ...copyDeps, db: holding }, second);
      await gate.reached;
      const waiting = copyPhoto(copyDeps, first);
      await vi.waitFor(async () => expect(await lockWaits(database.db)).toBeGreaterThan(0), {
        timeout: 30_000,
        interval: 50,
      });
      gate.release();
      await Promise.all([held, waiting]);

      const shown = (await heldPhotos('PAIR1')).map((url) =>
        parseListingPhotoUrl(answerPhotoUrl('rela', url)),
      );
      expect(shown.map((item) => item?.copied)).toEqual([true, true]);
    },
  );

  it('replaces a changed photo, and removes the old copy only after the grace period', async () => {
    host.serve('/chg/a.jpg', { body: other });
    host.serve('/chg/b.jpg', { body: await listingPhotoJpeg(3) });
    await rig.addListing('CHG1');
    await rig.putMedia([
      { mediaKey: 'CHG1-0', listingKey: 'CHG1', order: 0, url: `${host.origin}/chg/a.jpg` },
    ]);
    await copyAll();
    const before = parseListingPhotoUrl(answerPhotoUrl('rela', (await heldPhotos('CHG1'))[0]!));
    if (!before?.copied) throw new Error('not copied');

    await rig.putMedia([
      { mediaKey: 'CHG1-0', listingKey: 'CHG1', order: 0, url: `${host.origin}/chg/b.jpg` },
    ]);
    // The MLS changed it: waiting again (its event told once), then copied anew.
    expect(await heldPhotos('CHG1')).toEqual(['photos/pending#1600x1067']);
    const kinds = (await listReplicaEvents(database.db, { limit: 1000 }))
      .filter((event) => event.listingKey === 'CHG1')
      .map((event) => event.kind);
    expect(kinds).toEqual(['new_listing', 'photos_changed']);
    await copyAll();
    const after = parseListingPhotoUrl(answerPhotoUrl('rela', (await heldPhotos('CHG1'))[0]!));
    if (!after?.copied) throw new Error('not copied');
    expect(after.hash).not.toBe(before.hash);

    await sweepPhotos(rig.deps);
    expect(await rig.storage.list(`listing-photos/${before.hash}/`)).toHaveLength(
      photoFiles.length,
    );
    rig.clock.advance(8 * DAY);
    await sweepPhotos(rig.deps);
    expect(await rig.storage.list(`listing-photos/${before.hash}/`)).toEqual([]);
    expect(await rig.storage.list(`listing-photos/${after.hash}/`)).toHaveLength(photoFiles.length);
  });

  it('deletes a removed photo after the grace period, keeping files another photo still uses', async () => {
    host.serve('/gone/a.jpg', { body: await listingPhotoJpeg(4) });
    host.serve('/gone/same.jpg', { body: photo });
    await rig.addListing('GONE1');
    await rig.putMedia([
      { mediaKey: 'GONE1-0', listingKey: 'GONE1', order: 0, url: `${host.origin}/gone/a.jpg` },
      // The same bytes as NEW1's first photo: one copy for both.
      { mediaKey: 'GONE1-1', listingKey: 'GONE1', order: 1, url: `${host.origin}/gone/same.jpg` },
    ]);
    await copyAll();
    const [own, shared] = (await heldPhotos('GONE1')).map((url) =>
      parseListingPhotoUrl(answerPhotoUrl('rela', url)),
    );
    if (!own?.copied || !shared?.copied) throw new Error('not copied');

    // The MLS removes both (no URL any more).
    await rig.putMedia([
      { mediaKey: 'GONE1-0', listingKey: 'GONE1', order: 0, url: null },
      { mediaKey: 'GONE1-1', listingKey: 'GONE1', order: 1, url: null },
    ]);
    expect(await heldPhotos('GONE1')).toEqual([]);
    await sweepPhotos(rig.deps);
    expect(await rig.photoRow('GONE1-0')).toMatchObject({ state: 'copied' });
    expect(await rig.storage.list(`listing-photos/${own.hash}/`)).toHaveLength(photoFiles.length);
    rig.clock.advance(8 * DAY);
    await sweepPhotos(rig.deps);
    expect(await rig.photoRow('GONE1-0')).toBeUndefined();
    expect(await rig.photoRow('GONE1-1')).toBeUndefined();
    expect(await rig.storage.list(`listing-photos/${own.hash}/`)).toEqual([]);
    expect(await rig.storage.list(`listing-photos/${shared.hash}/`)).toHaveLength(
      photoFiles.length,
    );
  });

  it('refuses an SVG, a text served as a JPEG, a pixel bomb and a 50 MB file, once each, copying the others', async () => {
    const megabyte = Buffer.alloc(1024 * 1024, 7);
    host.serve('/bad/svg', { body: svgImage, type: 'image/svg+xml' });
    host.serve('/bad/text.jpg', { body: Buffer.from('not a photo at all\n'.repeat(100)) });
    host.serve('/bad/bomb.png', { body: pngBomb(), type: 'image/png' });
    host.serve('/bad/huge.jpg', { body: () => Array.from({ length: 50 }, () => megabyte) });
    host.serve('/bad/fine.jpg', { body: await listingPhotoJpeg(5) });
    await rig.addListing('BAD1');
    const names = ['svg', 'text.jpg', 'bomb.png', 'huge.jpg', 'fine.jpg'];
    await rig.putMedia(
      names.map((name, order) => ({
        mediaKey: `BAD1-${order}`,
        listingKey: 'BAD1',
        order,
        url: `${host.origin}/bad/${name}`,
      })),
    );
    const warned = rig.warnings.length;
    await copyAll();
    for (const order of [0, 1, 2, 3]) {
      expect(await rig.photoRow(`BAD1-${order}`)).toMatchObject({ state: 'refused' });
    }
    expect(await rig.photoRow('BAD1-4')).toMatchObject({ state: 'copied' });
    expect(rig.warnings.length - warned).toBe(4);
    const held = await heldPhotos('BAD1');
    expect(held.slice(0, 4)).toEqual(Array(4).fill('photos/pending#1600x1067'));
    expect(held[4]).toMatch(/^photos\/[0-9a-f]{32}\/dialog\.webp#/);

    // Never tried again until the MLS changes them.
    const asked = host.asked.length;
    rig.clock.advance(DAY);
    await copyAll();
    expect(host.asked.length).toBe(asked);
    expect(rig.warnings.length - warned).toBe(4);
  });

  it('never fetches a photo from outside the MLS’s origins', async () => {
    elsewhere.serve('/x.jpg', { body: photo });
    await rig.addListing('OUT1');
    await rig.putMedia([
      { mediaKey: 'OUT1-0', listingKey: 'OUT1', order: 0, url: `${elsewhere.origin}/x.jpg` },
    ]);
    await copyAll();
    expect(elsewhere.asked).toEqual([]);
    expect(await rig.photoRow('OUT1-0')).toMatchObject({ state: 'refused' });
  });

  it('tries a photo the MLS cannot give now again later, with backoff', async () => {
    host.serve('/busy.jpg', { body: Buffer.from('busy'), status: 503 });
    await rig.addListing('BUSY1');
    await rig.putMedia([
      { mediaKey: 'BUSY1-0', listingKey: 'BUSY1', order: 0, url: `${host.origin}/busy.jpg` },
    ]);
    await copyAll();
    expect(await rig.photoRow('BUSY1-0')).toMatchObject({ state: 'waiting', tries: 1 });
    host.serve('/busy.jpg', { body: await listingPhotoJpeg(6) });
    await copyAll();
    expect(await rig.photoRow('BUSY1-0')).toMatchObject({ state: 'waiting', tries: 1 });
    rig.clock.advance(60_000);
    await copyAll();
    expect(await rig.photoRow('BUSY1-0')).toMatchObject({ state: 'copied' });
  });

  it('resumes a copy a crash cut short, without a second copy of any file', async () => {
    host.serve('/crash.jpg', { body: await listingPhotoJpeg(7) });
    await rig.addListing('CRASH1');
    await rig.putMedia([
      { mediaKey: 'CRASH1-0', listingKey: 'CRASH1', order: 0, url: `${host.origin}/crash.jpg` },
    ]);
    // The worker dies after writing three of the six files (the store fails under it).
    const { storage } = rig.deps;
    let puts = 0;
    const dying = {
      ...storage,
      put: async (key: string, body: Buffer, type: string) => {
        puts += 1;
        if (puts > 3) throw new Error('the process died');
        await storage.put(key, body, type);
      },
    };
    await copyWaitingPhotos({ ...rig.deps, storage: dying });
    expect(await rig.photoRow('CRASH1-0')).toMatchObject({ state: 'waiting' });
    expect(await heldPhotos('CRASH1')).toEqual(['photos/pending#1600x1067']);
    // Held by the dead worker until its hold ends; then taken again.
    await copyAll();
    expect(await rig.photoRow('CRASH1-0')).toMatchObject({ state: 'waiting' });
    rig.clock.advance(rig.deps.settings.holdMs + 1);
    await copyAll();
    const copied = parseListingPhotoUrl(answerPhotoUrl('rela', (await heldPhotos('CRASH1'))[0]!));
    if (!copied?.copied) throw new Error('not copied');
    expect(await rig.storage.list(`listing-photos/${copied.hash}/`)).toEqual(
      [...files(copied.hash)].sort(),
    );
    const counts = await photoCounts(database.db);
    expect(counts.waiting).toBe(0);
    expect(counts.bytes).toBeGreaterThan(0);
  });

  it('gives a report the kept copy, asking the MLS only for a photo not copied yet, as a copy would be', async () => {
    host.serve('/kept/copied.jpg', { body: await listingPhotoJpeg(8) });
    host.serve('/kept/later.jpg', { body: await jpegWithGps(900, 600) });
    host.serve('/kept/drawing.svg', { body: svgImage, type: 'image/svg+xml' });
    await rig.addListing('KEPT1');
    await rig.putMedia([
      { mediaKey: 'KEPT1-0', listingKey: 'KEPT1', order: 0, url: `${host.origin}/kept/copied.jpg` },
    ]);
    await copyAll();
    const kept = keptPhoto(rig.deps);
    const asked = host.asked.length;

    const copied = await kept('KEPT1', `${host.origin}/kept/copied.jpg`);
    expect(host.asked.length).toBe(asked);
    expect(copied?.contentType).toBe('image/webp');
    expect(await sharp(copied?.body).metadata()).toMatchObject({ width: photoSizes.dialog });

    // Not copied yet (or another listing's): downloaded through the guard, made as a copy is.
    const later = await kept('KEPT1', `${host.origin}/kept/later.jpg`);
    expect(host.asked.slice(asked)).toEqual(['/kept/later.jpg']);
    const meta = await sharp(later?.body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 900 });
    expect(meta.exif).toBeUndefined();
    expect(await kept('OTHER', `${host.origin}/kept/copied.jpg`)).toMatchObject({
      contentType: 'image/webp',
    });

    // What a copy refuses, a report never stores; a host outside the MLS's is never asked.
    expect(await kept('KEPT1', `${host.origin}/kept/drawing.svg`)).toBeNull();
    elsewhere.serve('/kept.jpg', { body: photo });
    expect(await kept('KEPT1', `${elsewhere.origin}/kept.jpg`)).toBeNull();
    expect(elsewhere.asked).toEqual([]);
  });
});
