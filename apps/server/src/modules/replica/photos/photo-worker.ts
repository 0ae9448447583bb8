import { readSyncPass } from '../sync-pass';
import { photoFileKey, photoFiles } from './photo-derive';
import { copyPhoto, type PhotoCopyDeps } from './photo-copy';
import {
  admitHeldPhotos,
  claimWaitingPhotos,
  forgetPhotoCopy,
  raisePhotosOf,
  sweepGonePhotos,
} from './photos.queries';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

export type PhotoWorkerSettings = {
  /** Photos copied at once (a download overlaps another's derivation); 0 copies none. */
  concurrency: number;
  /** The last priority copied: 1 the listed homes' photos only, 3 every photo. */
  lastPriority: number;
  /** How long a claimed photo is held from other workers (past it, a crash's photo is taken again). */
  holdMs: number;
  maxTries: number;
  retry: { firstDelayMs: number; maxDelayMs: number };
  /** Pause after a pass that found nothing to copy. */
  idleMs: number;
  /** How often the photos of homes on someone's list are raised to the front. */
  raiseEveryMs: number;
  /** How often gone photos are looked for, and how long after going they are deleted. */
  sweepEveryMs: number;
  graceMs: number;
};

export const defaultPhotoWorkerSettings: PhotoWorkerSettings = {
  concurrency: 1,
  lastPriority: 3,
  holdMs: 5 * MINUTE,
  maxTries: 8,
  retry: { firstDelayMs: 30 * SECOND, maxDelayMs: 6 * 60 * MINUTE },
  idleMs: 2 * SECOND,
  raiseEveryMs: 10 * SECOND,
  sweepEveryMs: 10 * MINUTE,
  graceMs: 7 * DAY,
};

export type PhotoWorkerDeps = Omit<PhotoCopyDeps, 'maxTries' | 'retry'> & {
  /** The listing keys on someone's list (the buyer-homes module's, given by the composition root). */
  listedKeys: () => Promise<string[]>;
  settings: PhotoWorkerSettings;
};

/** Files removed in one sweep step, and media looked at in one admission step. */
const SWEEP_BATCH = 200;
const ADMIT_BATCH = 5_000;

/**
 * Gives every held photo without a row its row (waiting): the first copy's photos, which follow
 * its listings (ADR 046). Batch after batch in media key order, until none is left or `stopping`.
 */
export const admitPhotos = async (
  deps: Pick<PhotoWorkerDeps, 'db'>,
  stopping: () => boolean = () => false,
) => {
  let after = '';
  while (!stopping()) {
    const last = await admitHeldPhotos(deps.db, { after, limit: ADMIT_BATCH });
    if (last === null) return;
    after = last;
  }
};

/** One pass: claims up to `concurrency` photos and copies them side by side; answers how many. */
export const copyWaitingPhotos = async (deps: PhotoWorkerDeps): Promise<number> => {
  const { settings } = deps;
  const claimed = await claimWaitingPhotos(deps.db, {
    now: deps.clock.now(),
    holdMs: settings.holdMs,
    limit: settings.concurrency,
    lastPriority: settings.lastPriority,
  });
  await Promise.all(
    claimed.map((photo) =>
      copyPhoto({ ...deps, maxTries: settings.maxTries, retry: settings.retry }, photo).catch(
        (error: unknown) => {
          // Not the photo's fault (the store, the database): taken again once its hold ends.
          deps.logger.warn(
            { mediaKey: photo.mediaKey, err: error instanceof Error ? error.message : error },
            'A listing photo could not be copied now',
          );
        },
      ),
    ),
  );
  return claimed.length;
};

/** The photos of homes on someone's list go to the front of those waiting. */
export const raiseListedPhotos = async (deps: PhotoWorkerDeps) =>
  raisePhotosOf(deps.db, await deps.listedKeys());

/**
 * Deletes the photos gone for longer than the grace period, then the files of copies no photo
 * names any more (each file first, then its row: a crash between leaves the row, and the next
 * sweep removes the files again).
 */
export const sweepPhotos = async (deps: PhotoWorkerDeps) => {
  for (;;) {
    const hashes = await sweepGonePhotos(deps.db, {
      now: deps.clock.now(),
      graceMs: deps.settings.graceMs,
      limit: SWEEP_BATCH,
    });
    for (const hash of hashes) {
      for (const { size, format } of photoFiles) {
        await deps.storage.remove(photoFileKey(hash, size, format));
      }
      await forgetPhotoCopy(deps.db, hash);
    }
    if (hashes.length < SWEEP_BATCH) return;
  }
};

export type PhotoWorker = { stop: () => Promise<void> };

/**
 * The photo copies' loop (ADR 046), beside the sync on `--serve worker` and `all`: raises the
 * listed homes' photos now and then, sweeps gone ones now and then, and copies waiting photos
 * one pass after another, resting when none wait. While the sync's first copy is under way it
 * copies nothing: the listings come first (docs/performance.md, Photos); then it admits the first
 * copy's photos (their rows) and copies the listed homes' photos first. Several instances may run it (`skip locked`). `stop` ends it after the pass in hand.
 */
export const startPhotoWorker = (deps: PhotoWorkerDeps): PhotoWorker => {
  let stopping = false;
  let wakeUp: (() => void) | undefined;
  const rest = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  let raisedAt = Number.NEGATIVE_INFINITY;
  let sweptAt = Number.NEGATIVE_INFINITY;
  // The first copy's photos are admitted at the first look that finds it complete: by its state,
  // not by seeing it under way (a small first copy comes and goes between two looks). Again at
  // each sweep, and after any new first copy.
  let admitted = false;
  const loop = async () => {
    while (!stopping) {
      try {
        const pass = await readSyncPass(deps.db);
        if (pass.baseline) admitted = false;
        if (pass.replicating && pass.baseline) {
          await rest(deps.settings.idleMs);
          continue;
        }
        const now = deps.clock.now().getTime();
        if (now - sweptAt >= deps.settings.sweepEveryMs) {
          sweptAt = now;
          admitted = false;
          await sweepPhotos(deps);
        }
        if (pass.replicating && !admitted) {
          await admitPhotos(deps, () => stopping);
          admitted = !stopping;
          raisedAt = Number.NEGATIVE_INFINITY;
        }
        if (now - raisedAt >= deps.settings.raiseEveryMs) {
          raisedAt = now;
          await raiseListedPhotos(deps);
        }
        if ((await copyWaitingPhotos(deps)) === 0 && !stopping) await rest(deps.settings.idleMs);
      } catch (error) {
        deps.logger.warn(
          { err: error instanceof Error ? error.message : error },
          'The photo copies paused after an error',
        );
        if (!stopping) await rest(deps.settings.idleMs);
      }
    }
  };
  const running = loop();
  return {
    stop: async () => {
      stopping = true;
      wakeUp?.();
      await running;
    },
  };
};
