import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '../dataset';
import { createPhotoFiles } from '../photos/photo-files';
import { openMls } from '../testing/client';

type Mls = Awaited<ReturnType<typeof openMls>>;

const fetchPhoto = (mls: Mls, url: string, headers: Record<string, string> = {}) =>
  mls.app.inject({ method: 'GET', url: url.replace(/^http:\/\/mls\.test/, ''), headers });

const mediaOf = async (mls: Mls, listingKey: string) =>
  (await mls.get(`/odata/Media?$filter=ResourceRecordKey eq '${listingKey}'&$orderby=Order`)).json()
    .value as { MediaKey: string; MediaURL: string; ModificationTimestamp: string }[];

// The tests that make photos (sharp, about 0.1 s each) get 20 s: a loaded machine takes over 5.
describe('GET /media/{ListingKey}/{Order}.jpg', { timeout: 20_000 }, () => {
  let mls: Mls;
  let cacheDir: string;
  const photos = () => createPhotoFiles({ cacheDir });
  let files: ReturnType<typeof photos>;
  beforeAll(async () => {
    cacheDir = await mkdtemp(path.join(tmpdir(), 'mls-photos-'));
    files = photos();
    mls = await openMls({ photos: files });
  });
  afterAll(async () => {
    await mls.app.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('serves a JPEG of the stated size without a token, cacheable for good and not sniffable', async () => {
    const media = (await mls.get("/odata/Media('K1-M3')")).json();
    const response = await fetchPhoto(mls, media.MediaURL);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers['last-modified']).toBe(
      new Date(media.ModificationTimestamp).toUTCString(),
    );
    const decoded = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(decoded.info).toMatchObject({
      width: media.ImageWidth,
      height: media.ImageHeight,
      channels: 3,
    });
    expect((await sharp(response.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('makes a photo once: the same bytes again from the disk, after a restart too', async () => {
    const before = files.counts;
    const first = await fetchPhoto(mls, '/media/K3/2.jpg');
    const again = await fetchPhoto(mls, '/media/K3/2.jpg');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(files.counts).toEqual({ made: before.made + 1, fromDisk: before.fromDisk + 1 });

    const restarted = photos();
    const other = await openMls({ photos: restarted });
    const later = await fetchPhoto(other, '/media/K3/2.jpg');
    expect(later.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(restarted.counts).toEqual({ made: 0, fromDisk: 1 });
    await other.app.close();
  });

  it('answers 304 to a client that holds the photo', async () => {
    const first = await fetchPhoto(mls, '/media/K0/1.jpg');
    const etag = String(first.headers.etag);
    const revalidated = await fetchPhoto(mls, '/media/K0/1.jpg', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    const stale = await fetchPhoto(mls, '/media/K0/1.jpg', { 'if-none-match': '"0"' });
    expect(stale.statusCode).toBe(200);
  });

  it('gives every photo its own bytes', async () => {
    const urls = (await mediaOf(mls, 'K1')).map((media) => media.MediaURL);
    const hashes = new Set<string>();
    for (const url of urls) {
      hashes.add((await fetchPhoto(mls, url)).rawPayload.toString('base64'));
    }
    expect(hashes.size).toBe(urls.length);
  });

  it('serves new bytes at new URLs once the photos change; the old URLs are gone', async () => {
    const before = await mediaOf(mls, 'K5');
    const oldBytes = (await fetchPhoto(mls, before[0]!.MediaURL)).rawPayload;
    const retake = await mls.app.inject({ method: 'POST', url: '/dev/listings/K5/photos' });
    expect(retake.statusCode, retake.body).toBe(200);
    const after = await mediaOf(mls, 'K5');
    expect(after.map((media) => media.MediaKey)).toEqual(before.map((media) => media.MediaKey));
    expect(after[0]!.MediaURL).not.toBe(before[0]!.MediaURL);
    expect(after[0]!.ModificationTimestamp).not.toBe(before[0]!.ModificationTimestamp);
    const newBytes = await fetchPhoto(mls, after[0]!.MediaURL);
    expect(newBytes.statusCode).toBe(200);
    expect(newBytes.rawPayload.equals(oldBytes)).toBe(false);
    expect((await fetchPhoto(mls, before[0]!.MediaURL)).statusCode).toBe(404);
  });

  it.each([
    '/media/K1/9.jpg',
    '/media/NOPE/1.jpg',
    '/media/K1/3.svg',
    '/media/K1/3.png',
    '/media/K1/3-zz.jpg',
    '/media/K1',
  ])('answers 404 for %s', async (url) => {
    const response = await fetchPhoto(mls, url);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NotFound');
  });

  it('answers 400 for a path that is not percent-encoding', async () => {
    const response = await fetchPhoto(mls, '/media/K1/%E0%A4%A.jpg');
    expect(response.statusCode).toBe(400);
  });
});

describe('the generated photos', { timeout: 20_000 }, () => {
  it('weigh what listing photos weigh: 1600 wide, 150 to 600 KB', async () => {
    const dataset = generateDataset({ count: 4, seed: 11 });
    const mls = await openMls({ dataset });
    const sizes: number[] = [];
    for (const media of dataset.media.slice(0, 6)) {
      const response = await fetchPhoto(mls, media.MediaPath);
      const { width, height } = await sharp(response.rawPayload).metadata();
      expect([width, height]).toEqual([media.ImageWidth, media.ImageHeight]);
      expect(width).toBe(1600);
      sizes.push(response.rawPayload.length);
    }
    for (const size of sizes) {
      expect(size).toBeGreaterThan(150 * 1024);
      expect(size).toBeLessThan(600 * 1024);
    }
    await mls.app.close();
  });
});
