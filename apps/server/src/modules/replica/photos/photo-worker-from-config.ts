import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { Announcer } from '../../../platform/cache/cached-reads';
import type { Clock } from '../../../platform/clock';
import { guardedPhotoDownload, photoFetchRules } from '../../../platform/images/photo-fetch';
import type { JobLogger } from '../../../platform/jobs';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { keptPhoto, type KeptPhoto } from './kept-photo';
import { defaultPhotoWorkerSettings, startPhotoWorker, type PhotoWorker } from './photo-worker';

export { startPhotoWorker, type PhotoWorker } from './photo-worker';

/** Photos are downloaded up to 20 MB each (a larger one is refused), within 30 s. */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
const PHOTO_TIMEOUT_MS = 30_000;

/** The copies' download: only the MLS's origins and MLS_MEDIA_ORIGIN, within the limits above. */
const photoDownload = (config: Config) =>
  guardedPhotoDownload(
    photoFetchRules(config, { maxBytes: PHOTO_MAX_BYTES, timeoutMs: PHOTO_TIMEOUT_MS }),
  );

/** The listing photos Rela keeps, for the files it makes of them (`keptPhoto`). */
export const keptPhotoFromConfig = (deps: {
  config: Config;
  db: Db;
  storage: FileStorage;
}): KeptPhoto => keptPhoto({ ...deps, download: photoDownload(deps.config) });

/**
 * The photo copies of `--serve worker` (and `all`), beside the sync: downloads only from the
 * MLS's origins and MLS_MEDIA_ORIGIN (the SSRF guard), into the file store (DATA_DIR or S3).
 */
export const startPhotoWorkerFromConfig = (deps: {
  config: Config;
  db: Db;
  bus: Announcer;
  storage: FileStorage;
  clock: Clock;
  logger: JobLogger;
  listedKeys: () => Promise<string[]>;
}): PhotoWorker =>
  startPhotoWorker({
    ...deps,
    download: photoDownload(deps.config),
    settings: {
      ...defaultPhotoWorkerSettings,
      concurrency: deps.config.PHOTO_COPY_CONCURRENCY,
      lastPriority: deps.config.PHOTO_COPY_SCOPE === 'listed' ? 1 : 3,
    },
  });
