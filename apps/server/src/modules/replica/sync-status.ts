import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { replicaEvents, replicaListings, replicaMedia } from '../../db/schema';
import { findActiveJob } from '../../platform/jobs';
import { photoCounts } from './photos/photos.queries';
import { REPLICA_SYNC_JOB } from './replica-worker';
import { readSyncState, type SyncError } from './sync-state';

/** Where the replica stands, for the sync-status route and the dialog's "Updated ... ago". */
export type ReplicaSyncStatus = {
  /** When the last run finished (null before the first). */
  lastRunAt: Date | null;
  /** The last run's error, when it failed. */
  lastError: string | null;
  /** True while the first full copy is not complete. */
  baseline: boolean;
  /** The latest Property `ModificationTimestamp` held (ISO), null before the first page. */
  propertyMark: string | null;
  mediaMark: string | null;
  listingsOnMarket: number;
  /** True while a run holds the job. */
  running: boolean;
  /** When the running or the last run started (null before the first). */
  runStartedAt: Date | null;
  /** When the next run is due (null while one runs, or with no sync job: the sync is off). */
  nextRunAt: Date | null;
  /** When every key was last compared with the feed (ISO). */
  reconciledAt: string | null;
  listingsOffMarket: number;
  media: number;
  events: number;
  /** The latest failed runs, newest first. */
  errors: SyncError[];
  /** Rela's copies of the photos (ADR 046), and the bytes their files take. */
  photos: { copied: number; waiting: number; refused: number; bytes: number };
};

/** Listings on and off the market, photos and change events held. */
const replicaCounts = async (db: Db) => {
  const [listings] = await db
    .select({
      onMarket: sql<number>`count(*) filter (where ${replicaListings.onMarket})`.mapWith(Number),
      offMarket: sql<number>`count(*) filter (where not ${replicaListings.onMarket})`.mapWith(
        Number,
      ),
    })
    .from(replicaListings);
  const [media] = await db.select({ total: count() }).from(replicaMedia);
  const [events] = await db.select({ total: count() }).from(replicaEvents);
  return {
    listingsOnMarket: listings?.onMarket ?? 0,
    listingsOffMarket: listings?.offMarket ?? 0,
    media: media?.total ?? 0,
    events: events?.total ?? 0,
  };
};

export const syncStatus = async (db: Db): Promise<ReplicaSyncStatus> => {
  const job = await findActiveJob(db, REPLICA_SYNC_JOB);
  const state = readSyncState(job?.payload);
  const running = job?.status === 'running';
  return {
    lastRunAt: job?.finishedAt ?? null,
    lastError: job?.lastError ?? null,
    baseline: state.baseline,
    propertyMark: state.property.mark,
    mediaMark: state.media.mark,
    running,
    runStartedAt: state.runStartedAt === null ? null : new Date(state.runStartedAt),
    nextRunAt: job && !running ? job.runAt : null,
    reconciledAt: state.reconciledAt,
    errors: state.errors,
    ...(await replicaCounts(db)),
    photos: await photoCounts(db),
  };
};
