import { listingImagesResponseSchema, parseListingPhotoUrl, photoFileUrl } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, loginAs, type TestApp } from '../../../../test/app';
import { drivers } from '../../../../test/db';
import { listingPhotoJpeg } from '../../../platform/images/listing-photo.test-support';
import { copyWaitingPhotos } from './photo-worker';
import { openPhotoRig, startPhotoHost, type PhotoHost, type PhotoRig } from './photos.test-support';

/** REQ-PHOTO-SERVE, ADR 046: the photos Rela keeps, served by Rela. */
describe.each(drivers)('the photo files route (%s)', (driver) => {
  let t: TestApp;
  let host: PhotoHost;
  let rig: PhotoRig;
  let token: string;
  let hash: string;

  beforeAll(async () => {
    host = await startPhotoHost();
    t = await buildTestApp({ driver, env: { MLS_URL: host.origin, MLS_PUBLIC_URL: host.origin } });
    rig = await openPhotoRig(t.db, host, { clock: t.clock });
    // The app's own file store: what the worker writes, the route serves.
    rig.deps.storage = t.deps.storage;
    host.serve('/p/0.jpg', { body: await listingPhotoJpeg(11) });
    await rig.addListing('SERVE1');
    await rig.putMedia([
      { mediaKey: 'SERVE1-0', listingKey: 'SERVE1', order: 0, url: `${host.origin}/p/0.jpg` },
      { mediaKey: 'SERVE1-1', listingKey: 'SERVE1', order: 1, url: `${host.origin}/p/1.jpg` },
    ]);
    while ((await copyWaitingPhotos(rig.deps)) > 0);
    await createUser(t.db, { username: 'buyer', role: 'buyer' });
    token = await loginAs(t.app, 'buyer');
  });
  afterAll(async () => {
    await t.close();
    await rig.close();
    await host.close();
  });

  it("answers the listing's photos as Rela's URLs, never the MLS's", async () => {
    const response = await t.app.inject({
      url: '/api/rela/listings/SERVE1/images',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const { imageURLs } = listingImagesResponseSchema.parse(response.json());
    expect(response.body).not.toContain(host.origin);
    const [copied, missing] = imageURLs.map(parseListingPhotoUrl);
    expect(copied).toMatchObject({ copied: true, width: 1600, height: 1067 });
    // The second is refused (the MLS has no such file): a waiting photo, no URL of the MLS.
    expect(missing).toEqual({ copied: false, width: 1600, height: 1067 });
    if (!copied?.copied) throw new Error('not copied');
    hash = copied.hash;
  });

  it.each([
    ['card', 'webp', 'image/webp'],
    ['card', 'jpg', 'image/jpeg'],
    ['dialog', 'webp', 'image/webp'],
    ['full', 'webp', 'image/webp'],
  ] as const)('serves %s.%s publicly, immutable, as %s', async (size, format, type) => {
    const response = await t.app.inject({ url: photoFileUrl('rela', hash, size, format) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.length).toBeGreaterThan(1000);
  });

  it.each([
    [`/api/rela/photos/${'A'.repeat(32)}/card.webp`, 400],
    [`/api/rela/photos/${'a'.repeat(31)}/card.webp`, 400],
    [`/api/rela/photos/${'a'.repeat(33)}/card.webp`, 400],
    [`/api/rela/photos/${'a'.repeat(32)}/card.png`, 400],
    [`/api/rela/photos/${'a'.repeat(32)}/huge.webp`, 400],
    [`/api/rela/photos/${'a'.repeat(32)}/card.webp.exe`, 400],
    [`/api/rela/photos/${'a'.repeat(32)}/..%2F..%2Fetc%2Fpasswd`, 400],
    [`/api/rela/photos/..%2F${'a'.repeat(29)}/card.webp`, 400],
    [`/api/rela/photos/${'a'.repeat(32)}/card.webp`, 404],
    ['(a size not made in JPEG)', 404],
    ['/api/rela/photos/pending', 404],
    [`/api/rela/photos/${'a'.repeat(32)}`, 404],
  ])('answers %s with %i, never a 5xx', async (url, status) => {
    const response = await t.app.inject({
      url: url.startsWith('/') ? url : photoFileUrl('rela', hash, 'full', 'jpg'),
    });
    expect(response.statusCode).toBe(status);
  });
});
