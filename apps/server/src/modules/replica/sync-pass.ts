import type { Db } from '../../db/client';
import { findActiveJob } from '../../platform/jobs';
import { REPLICA_SYNC_JOB } from './replica-worker';
import { readSyncState } from './sync-state';

/** What a read needs to know of the sync (ADR 021). */
export type SyncPass = {
  /** True when a sync job exists (some instance replicates): its first copy may be under way. */
  replicating: boolean;
  /** True until the sync's first full copy is complete (always, without a sync). */
  baseline: boolean;
  /**
   * When the last run of the sync ended well: every change the MLS made before it would have
   * reached the replica by then, so every listing held is confirmed as of that moment. Null
   * without a sync, before its first full copy, or while its last attempt failed.
   */
  confirmedAt: Date | null;
};

export const readSyncPass = async (db: Db): Promise<SyncPass> => {
  const job = await findActiveJob(db, REPLICA_SYNC_JOB);
  if (!job) return { replicating: false, baseline: true, confirmedAt: null };
  const { baseline } = readSyncState(job.payload);
  const ended = !baseline && job.lastError === null ? job.finishedAt : null;
  return { replicating: true, baseline, confirmedAt: ended ?? null };
};

/**
 * When a held listing's facts were last obtained from the MLS: the last good run of the sync that
 * covered it, or its own write when that is later. The time each disclaimer names (ADR 048).
 */
export const confirmedAtOf = (syncedAt: Date, pass: SyncPass) =>
  pass.confirmedAt && pass.confirmedAt > syncedAt ? pass.confirmedAt : syncedAt;
