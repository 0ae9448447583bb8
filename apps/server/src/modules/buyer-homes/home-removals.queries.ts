import { and, desc, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announce, type Announcer } from '../../platform/cache/cached-reads';
import { buyerHomes, homeRemovals, type RemovedHome } from '../../db/schema';

/** Which of a buyer's homes a removal takes: some by key, or all (the liked ones only if asked). */
export type RemovalScope =
  { listingKeys: readonly string[] } | { all: true; includeLiked: boolean };

export type Removal = { undoToken: string; removedAt: Date; homes: RemovedHome[] };

const scopeFilter = (buyerId: string, scope: RemovalScope): SQL | undefined => {
  const buyer = eq(buyerHomes.buyerId, buyerId);
  if ('listingKeys' in scope)
    return and(buyer, inArray(buyerHomes.listingKey, [...scope.listingKeys]));
  return scope.includeLiked ? buyer : and(buyer, eq(buyerHomes.liked, false));
};

/** What else a removal or its undoing writes in its transaction (the events it tells, ADR 043). */
export type Within<T> = (tx: Db, done: T) => Promise<void>;

/**
 * Removes a buyer's homes and keeps what they were, in one transaction, so the removal can be
 * undone; removals older than `keepMs` are dropped on the way. Null when nothing was removed.
 */
export const removeHomes = async (
  db: Db,
  params: { buyerId: string; scope: RemovalScope; now: Date; keepMs: number },
  bus: Announcer,
  within?: Within<Removal>,
): Promise<Removal | null> => {
  const removal = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(buyerHomes)
      .where(scopeFilter(params.buyerId, params.scope))
      .returning({
        listingKey: buyerHomes.listingKey,
        liked: buyerHomes.liked,
        position: buyerHomes.position,
        addedAt: buyerHomes.addedAt,
        addedBy: buyerHomes.addedBy,
      });
    await tx
      .delete(homeRemovals)
      .where(
        and(
          eq(homeRemovals.buyerId, params.buyerId),
          lt(homeRemovals.removedAt, new Date(params.now.getTime() - params.keepMs)),
        ),
      );
    if (rows.length === 0) return null;
    const homes = rows
      .map((row) => ({ ...row, addedAt: row.addedAt.toISOString() }))
      .sort((a, b) => a.position - b.position);
    const [removal] = await tx
      .insert(homeRemovals)
      .values({ buyerId: params.buyerId, homes, removedAt: params.now })
      .returning({ id: homeRemovals.id });
    const done = { undoToken: removal!.id, removedAt: params.now, homes };
    await within?.(tx, done);
    return done;
  });
  announce(bus, 'buyerHomes', params.buyerId);
  return removal;
};

/** A removal of the buyer's: the one of `undoToken`, or else the latest (undone or not). */
export const findRemoval = async (db: Db, params: { buyerId: string; undoToken?: string }) => {
  const [row] = await db
    .select()
    .from(homeRemovals)
    .where(
      and(
        eq(homeRemovals.buyerId, params.buyerId),
        params.undoToken ? eq(homeRemovals.id, params.undoToken) : undefined,
      ),
    )
    .orderBy(desc(homeRemovals.removedAt))
    .limit(1);
  return row;
};

/**
 * Puts a removal's homes back as they were (like, place, who added them) and marks it undone, once:
 * a key the buyer has again meanwhile is left as it is. Answers the keys put back; null when the
 * removal was undone already (a double click, two tabs).
 */
export const restoreRemoval = async (
  db: Db,
  params: { buyerId: string; undoToken: string; now: Date },
  bus: Announcer,
  within?: Within<string[]>,
): Promise<string[] | null> => {
  const restored = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(homeRemovals)
      .set({ undoneAt: params.now })
      .where(
        and(
          eq(homeRemovals.id, params.undoToken),
          eq(homeRemovals.buyerId, params.buyerId),
          isNull(homeRemovals.undoneAt),
        ),
      )
      .returning({ homes: homeRemovals.homes });
    if (!claimed) return null;
    const rows = await tx
      .insert(buyerHomes)
      .values(
        claimed.homes.map((home) => ({
          buyerId: params.buyerId,
          listingKey: home.listingKey,
          liked: home.liked,
          position: home.position,
          addedAt: new Date(home.addedAt),
          addedBy: home.addedBy,
        })),
      )
      .onConflictDoNothing({ target: [buyerHomes.buyerId, buyerHomes.listingKey] })
      .returning({ listingKey: buyerHomes.listingKey });
    const listingKeys = rows.map((row) => row.listingKey);
    await within?.(tx, listingKeys);
    return listingKeys;
  });
  announce(bus, 'buyerHomes', params.buyerId);
  return restored;
};
