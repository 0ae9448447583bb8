import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { replicaListings } from '../../db/schema';
import { findActiveJob } from '../../platform/jobs';
import { REPLICA_SYNC_JOB } from './replica-worker';
import { readSyncState } from './sync-state';

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
};

export const syncStatus = async (db: Db): Promise<ReplicaSyncStatus> => {
  const job = await findActiveJob(db, REPLICA_SYNC_JOB);
  const state = readSyncState(job?.payload);
  const [row] = await db
    .select({ total: count() })
    .from(replicaListings)
    .where(eq(replicaListings.onMarket, true));
  return {
    lastRunAt: job?.finishedAt ?? null,
    lastError: job?.lastError ?? null,
    baseline: state.baseline,
    propertyMark: state.property.mark,
    mediaMark: state.media.mark,
    listingsOnMarket: row?.total ?? 0,
  };
};
