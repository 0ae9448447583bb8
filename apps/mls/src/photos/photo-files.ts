import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { photoSvg } from '../dataset/photo';
import type { MediaRecord, PropertyRecord } from '../dataset/types';
import { createPhotoCache } from './photo-cache';
import { drawnSize, sceneToJpeg } from './photo-jpeg';

/** Bump when the drawing, the grain or the encoding changes: cached files of older ones are not read. */
export const photoFilesVersion = 'jpeg-1';

/** The cache's folder unless told (beside the server's `DATA_DIR`, gitignored), and its bound. */
export const defaultPhotoCacheDir = path.resolve('data/mls-photos');
export const defaultPhotoCacheBytes = 1024 ** 3;

export type PhotoFilesOptions = {
  cacheDir?: string;
  cacheBytes?: number;
  /** Photos made at once (each holds its pixels, 5 MB, while it is made); the cores by default. */
  concurrency?: number;
};

/** One photo as served: a validator known before its bytes, and its bytes (made when first asked). */
export type PhotoFile = { etag: string; bytes: () => Promise<Buffer> };

/** A queue that lets `limit` jobs run at once. */
const limiter = (limit: number) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await job();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
};

/**
 * The embedded MLS's photo files: each media's JPEG made from its scene when first asked for, then
 * read from the disk cache. A file is named by a hash of everything it is made from (the scene, the
 * media's key and path, this version), so a retaken photo (a new path) is a new file and no two
 * media share bytes (the grain is seeded with the media's key and path).
 */
export const createPhotoFiles = (options: PhotoFilesOptions = {}) => {
  const cache = createPhotoCache({
    dir: options.cacheDir ?? defaultPhotoCacheDir,
    maxBytes: options.cacheBytes ?? defaultPhotoCacheBytes,
  });
  const run = limiter(options.concurrency ?? availableParallelism());
  const counts = { made: 0, fromDisk: 0 };

  const open = (media: MediaRecord, property: PropertyRecord | undefined): PhotoFile => {
    const size = { width: media.ImageWidth, height: media.ImageHeight };
    const svg = photoSvg(media, property, drawnSize(size));
    const seed = `${media.MediaKey}\n${media.MediaPath}`;
    const key = createHash('sha256')
      .update(`${photoFilesVersion}\n${seed}\n${size.width}x${size.height}\n${svg}`)
      .digest('hex');
    return {
      etag: `"${key.slice(0, 32)}"`,
      bytes: async () => {
        const hit = await cache.get(key, () =>
          run(() => {
            counts.made += 1;
            return sceneToJpeg(svg, size, seed);
          }),
        );
        if (hit.from === 'disk') counts.fromDisk += 1;
        return hit.bytes;
      },
    };
  };

  return {
    open,
    /** Photos made, and answers read from the disk, since start (for tests and logs). */
    get counts() {
      return { ...counts };
    },
  };
};

export type PhotoFiles = ReturnType<typeof createPhotoFiles>;
