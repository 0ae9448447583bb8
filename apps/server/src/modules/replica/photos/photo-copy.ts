import type { Db } from '../../../db/client';
import type { Announcer } from '../../../platform/cache/cached-reads';
import type { Clock } from '../../../platform/clock';
import type { PhotoDownloader } from '../../../platform/images/photo-fetch';
import { jobRetryDelayMs, type JobLogger } from '../../../platform/jobs';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { announceListings } from '../listing-changes';
import { refreshPhotos } from '../replica.queries';
import { derivePhoto, photoFileKey, photoHash, PhotoRefusedError } from './photo-derive';
import {
  findPhotoCopy,
  markPhotoCopied,
  markPhotoRefused,
  markPhotoRetry,
  type ClaimedPhoto,
  type PhotoCopy,
} from './photos.queries';

export type PhotoCopyDeps = {
  db: Db;
  /** Told of the listings whose photos a copy changed, so kept answers go (ADR 036). */
  bus: Announcer;
  storage: FileStorage;
  clock: Clock;
  logger: Pick<JobLogger, 'warn' | 'info'>;
  download: PhotoDownloader;
  /** Failed downloads of one photo before it is refused (each retried later, with backoff). */
  maxTries: number;
  retry: { firstDelayMs: number; maxDelayMs: number };
};

/**
 * Writes every file of a photo's copy; the files are named by content, so writing them again
 * (a crash before the row was marked) puts the same bytes under the same names.
 */
const writeCopy = async (storage: FileStorage, source: Buffer): Promise<PhotoCopy> => {
  const derived = await derivePhoto(source);
  for (const file of derived.files) {
    await storage.put(
      photoFileKey(derived.hash, file.size, file.format),
      file.body,
      file.contentType,
    );
  }
  return {
    hash: derived.hash,
    bytes: derived.files.reduce((sum, file) => sum + file.body.length, 0),
    width: derived.width,
    height: derived.height,
    colors: derived.colors,
  };
};

/**
 * Copies one claimed photo (ADR 046): downloads it through the guard, makes its files (or takes
 * the copy already made of the same bytes), then, in one transaction, marks it copied and makes
 * its listing's photos again, whose answers the bus then drops. No market event: the MLS did not
 * change anything. A refused photo is logged once and stays refused until the MLS changes it; a
 * download that may pass is tried again later, up to `maxTries`.
 */
export const copyPhoto = async (deps: PhotoCopyDeps, photo: ClaimedPhoto): Promise<void> => {
  const { db, bus, clock, logger } = deps;
  const refuse = async (reason: string) => {
    const changed = await db.transaction(async (tx) => {
      const inTx = tx as unknown as Db;
      if (!(await markPhotoRefused(inTx, photo, reason, clock.now()))) return [];
      return refreshPhotos(inTx, [photo.listingKey]);
    });
    announceListings(
      bus,
      changed.map((row) => row.listingKey),
    );
    logger.warn(
      { mediaKey: photo.mediaKey, listingKey: photo.listingKey, reason },
      'A listing photo was refused; it is not copied until the MLS changes it',
    );
  };
  const got = await deps.download(photo.url);
  if (got.kind !== 'fetched') {
    if (got.kind === 'refused') return refuse(got.reason);
    const tries = photo.tries + 1;
    if (tries >= deps.maxTries) return refuse(`gave up after ${tries} tries: ${got.reason}`);
    const next = new Date(clock.now().getTime() + jobRetryDelayMs(tries, deps.retry));
    await markPhotoRetry(db, photo, got.reason, next);
    return;
  }
  let copy: PhotoCopy;
  try {
    copy =
      (await findPhotoCopy(db, photoHash(got.body))) ?? (await writeCopy(deps.storage, got.body));
  } catch (error) {
    if (error instanceof PhotoRefusedError) return refuse(error.message);
    throw error;
  }
  const changed = await db.transaction(async (tx) => {
    const inTx = tx as unknown as Db;
    if (!(await markPhotoCopied(inTx, photo, copy, clock.now()))) return [];
    return refreshPhotos(inTx, [photo.listingKey]);
  });
  announceListings(
    bus,
    changed.map((row) => row.listingKey),
  );
};
