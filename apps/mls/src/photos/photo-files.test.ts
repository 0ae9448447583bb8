import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '../dataset';
import { retakenPath } from '../dataset/media';
import { createPhotoCache } from './photo-cache';
import { createPhotoFiles } from './photo-files';

const dataset = generateDataset({ count: 3, seed: 5 });
const [first, second] = dataset.media as [(typeof dataset.media)[0], (typeof dataset.media)[0]];
const listing = dataset.properties[0];

describe('the photo files', { timeout: 20_000 }, () => {
  const dirs: string[] = [];
  const freshDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mls-photo-files-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('makes the same bytes for the same photo on any machine (no cache shared)', async () => {
    const one = createPhotoFiles({ cacheDir: await freshDir() });
    const other = createPhotoFiles({ cacheDir: await freshDir() });
    const bytes = await one.open(first, listing).bytes();
    expect((await other.open(first, listing).bytes()).equals(bytes)).toBe(true);
    expect(other.open(first, listing).etag).toBe(one.open(first, listing).etag);
    expect([one.counts.made, other.counts.made]).toEqual([1, 1]);
  });

  it('makes different bytes and validators for another photo or a retake of the same one', async () => {
    const files = createPhotoFiles({ cacheDir: await freshDir() });
    const retake = { ...first, MediaPath: retakenPath(first.MediaPath, '2026-12-01T10:00:00Z') };
    const [a, b, c] = [first, second, retake].map((media) => files.open(media, listing));
    expect(new Set([a?.etag, b?.etag, c?.etag]).size).toBe(3);
    const bytes = await Promise.all([a, b, c].map((photo) => photo?.bytes()));
    expect(new Set(bytes.map((buffer) => buffer?.toString('base64'))).size).toBe(3);
  });

  it('makes a photo asked for twice at once only once', async () => {
    const files = createPhotoFiles({ cacheDir: await freshDir() });
    const [a, b] = await Promise.all([
      files.open(second, listing).bytes(),
      files.open(second, listing).bytes(),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(files.counts).toEqual({ made: 1, fromDisk: 0 });
  });
});

describe('the photo cache', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mls-photo-cache-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const keyOf = (digit: string) => digit.repeat(64);
  const files = async () =>
    (await Promise.all((await readdir(dir)).map((shard) => readdir(path.join(dir, shard))))).flat();

  it('keeps at most its bound, dropping the least recently used files', async () => {
    const cache = createPhotoCache({ dir, maxBytes: 2500 });
    const make = (size: number) => async () => Buffer.alloc(size, 1);
    await cache.get(keyOf('a'), make(1000));
    await cache.get(keyOf('b'), make(1000));
    expect((await cache.get(keyOf('a'), make(1000))).from).toBe('disk');
    await cache.get(keyOf('c'), make(1000));
    expect(cache.bytes).toBe(2000);
    expect((await files()).sort()).toEqual([`${keyOf('a')}.jpg`, `${keyOf('c')}.jpg`]);

    const reopened = createPhotoCache({ dir, maxBytes: 1500 });
    expect((await reopened.get(keyOf('d'), make(1000))).from).toBe('made');
    expect(reopened.bytes).toBeLessThanOrEqual(1500);
    expect(await files()).toHaveLength(1);
  });
});
