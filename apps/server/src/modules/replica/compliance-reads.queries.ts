import { displayRecordFields, optOutFields, type OptOutField } from '@rela/contracts';
import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { replicaListings } from '../../db/schema';
import { findActiveJob } from '../../platform/jobs';
import type { ReplicaReads } from '../compliance';
import { photoCounts } from './photos/photos.queries';
import { findReplicaListing } from './replica.queries';
import { REPLICA_SYNC_JOB } from './replica-worker';
import { readSyncState } from './sync-state';

/**
 * A seller's opt-out in the record, as SQL: the Data Dictionary field said false (`false`, or a
 * provider's `"N"`/`"No"`), as `saysNo` reads it. The one place the replica is asked about
 * opt-outs: indexed generated columns can take its place without another change.
 */
const optedOut = (field: OptOutField) =>
  sql`lower(${replicaListings.record} ->> ${sql.raw(`'${field}'`)}) in ('false', 'n', 'no')`;

/** Listings held, and how many carry each seller opt-out (REQ-COMPLIANCE-PAGE). */
export const optOutCounts = async (
  db: Db,
): Promise<{ listings: number; counts: Record<OptOutField, number> }> => {
  const columns = Object.fromEntries(
    optOutFields.map((field) => [
      field,
      sql<number>`count(*) filter (where ${optedOut(field)})`.mapWith(Number),
    ]),
  ) as Record<OptOutField, ReturnType<typeof sql<number>>>;
  const [row] = await db
    .select({ listings: sql<number>`count(*)`.mapWith(Number), ...columns })
    .from(replicaListings);
  const counts = Object.fromEntries(
    optOutFields.map((field) => [field, Number(row?.[field] ?? 0)]),
  ) as Record<OptOutField, number>;
  return { listings: Number(row?.listings ?? 0), counts };
};

const auditRecord = sql<Record<string, unknown>>`jsonb_build_object(${sql.raw(
  displayRecordFields.map((field) => `'${field}', "record" -> '${field}'`).join(', '),
)})`;

/** A page of held listings by key, after `afterKey`, for the audit file. */
export const auditListings = async (
  db: Db,
  { afterKey, limit }: { afterKey: string | null; limit: number },
): Promise<
  { listingKey: string; onMarket: boolean; syncedAt: Date; record: Record<string, unknown> }[]
> =>
  db
    .select({
      listingKey: replicaListings.listingKey,
      onMarket: replicaListings.onMarket,
      syncedAt: replicaListings.syncedAt,
      record: auditRecord,
    })
    .from(replicaListings)
    .where(afterKey === null ? undefined : gt(replicaListings.listingKey, afterKey))
    .orderBy(asc(replicaListings.listingKey))
    .limit(limit);

/**
 * Whether a sync runs at all, and when its last complete run ended (REQ-DATA-FRESHNESS): the
 * data's age is counted from it.
 */
export const lastSuccessfulSync = async (
  db: Db,
): Promise<{ syncing: boolean; succeededAt: Date | null }> => {
  const job = await findActiveJob(db, REPLICA_SYNC_JOB);
  if (!job) return { syncing: false, succeededAt: null };
  const { succeededAt } = readSyncState(job.payload);
  return { syncing: true, succeededAt: succeededAt === null ? null : new Date(succeededAt) };
};

/** What the compliance module reads of the replica (ADR 048), handed to it by the composition root. */
export const complianceReads: ReplicaReads = {
  lastSuccessfulSync,
  optOutCounts,
  auditListings,
  photoCounts,
  holdsListing: async (db, listingKey) => (await findReplicaListing(db, listingKey)) !== undefined,
};
