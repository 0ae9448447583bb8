import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { replicaEvents, replicaListings, type ReplicaEventKind } from '../../db/schema';
import type { HistoryEventRow } from './listing-history';

/** The kinds of a listing's history (its photos' changes are not). */
const historyKinds: ReplicaEventKind[] = [
  'new_listing',
  'price_change',
  'status_change',
  'back_on_market',
  'off_market',
];

/**
 * A held listing's list date and its history's events, oldest first, in one statement: the row by
 * its key, its events through `replica_events_once_idx` (which leads with the listing key).
 * Undefined when the replica does not hold the listing.
 */
export const listingHistoryRows = async (
  db: Db,
  listingKey: string,
): Promise<{ listDate: string | null; events: HistoryEventRow[] } | undefined> => {
  const rows = await db
    .select({
      listDate: replicaListings.listDate,
      kind: replicaEvents.kind,
      modifiedAt: replicaEvents.modifiedAt,
      before: replicaEvents.before,
      after: replicaEvents.after,
    })
    .from(replicaListings)
    .leftJoin(
      replicaEvents,
      and(
        eq(replicaEvents.listingKey, replicaListings.listingKey),
        inArray(replicaEvents.kind, historyKinds),
      ),
    )
    .where(eq(replicaListings.listingKey, listingKey))
    .orderBy(asc(replicaEvents.modifiedAt), asc(replicaEvents.id));
  const [first] = rows;
  if (!first) return undefined;
  return {
    listDate: first.listDate,
    events: rows.flatMap(({ kind, modifiedAt, before, after }) =>
      kind && modifiedAt ? [{ kind, modifiedAt, before, after }] : [],
    ),
  };
};
