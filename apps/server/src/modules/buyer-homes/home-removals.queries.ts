import { and, asc, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announce, type Announcer } from '../../platform/cache/cached-reads';
import { buyerHomes, homeLikes, homeRemovals, users, type RemovedHome } from '../../db/schema';

/**
 * Which of a household's homes a removal takes: some by key, or all (the ones any member likes only
 * if asked).
 */
export type RemovalScope =
  { listingKeys: readonly string[] } | { all: true; includeLiked: boolean };

export type Removal = { undoToken: string; removedAt: Date; homes: RemovedHome[] };

const scopeFilter = (buyerId: string, scope: RemovalScope): SQL | undefined => {
  const buyer = eq(buyerHomes.buyerId, buyerId);
  if ('listingKeys' in scope)
    return and(buyer, inArray(buyerHomes.listingKey, [...scope.listingKeys]));
  if (scope.includeLiked) return buyer;
  return and(
    buyer,
    sql`not exists (select 1 from home_likes hl where hl.buyer_id = "buyer_homes"."buyer_id"
      and hl.listing_key = "buyer_homes"."listing_key")`,
  );
};

/** What else a removal or its undoing writes in its transaction (the events it tells, ADR 043). */
export type Within<T> = (tx: Db, done: T) => Promise<void>;

/** The likes of these homes of a household, per key, in the order they were given. */
const likesOf = async (tx: Db, buyerId: string, listingKeys: readonly string[]) => {
  const likedBy = new Map<string, string[]>();
  if (listingKeys.length === 0) return likedBy;
  const rows = await tx
    .select({ listingKey: homeLikes.listingKey, userId: homeLikes.userId })
    .from(homeLikes)
    .where(and(eq(homeLikes.buyerId, buyerId), inArray(homeLikes.listingKey, [...listingKeys])))
    .orderBy(asc(homeLikes.likedAt), asc(homeLikes.userId));
  for (const row of rows)
    likedBy.set(row.listingKey, [...(likedBy.get(row.listingKey) ?? []), row.userId]);
  return likedBy;
};

/**
 * Removes a household's homes and keeps what they were (each member's like too), in one
 * transaction, so the removal can be undone; removals older than `keepMs` are dropped on the way.
 * The homes are locked first, so a like at the same time either lands before (and is kept for the
 * undo) or finds the home gone. Null when nothing was removed.
 */
export const removeHomes = async (
  db: Db,
  params: { buyerId: string; scope: RemovalScope; now: Date; keepMs: number },
  bus: Announcer,
  within?: Within<Removal>,
): Promise<Removal | null> => {
  const removal = await db.transaction(async (tx) => {
    const locked = await tx
      .select({ listingKey: buyerHomes.listingKey })
      .from(buyerHomes)
      .where(scopeFilter(params.buyerId, params.scope))
      .orderBy(asc(buyerHomes.position), asc(buyerHomes.listingKey))
      .for('update');
    const keys = locked.map((row) => row.listingKey);
    const likedBy = await likesOf(tx, params.buyerId, keys);
    const rows =
      keys.length === 0
        ? []
        : await tx
            .delete(buyerHomes)
            .where(
              and(eq(buyerHomes.buyerId, params.buyerId), inArray(buyerHomes.listingKey, keys)),
            )
            .returning({
              listingKey: buyerHomes.listingKey,
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
    const homes: RemovedHome[] = rows
      .map((row) => ({
        listingKey: row.listingKey,
        likedBy: likedBy.get(row.listingKey) ?? [],
        position: row.position,
        addedAt: row.addedAt.toISOString(),
        addedBy: row.addedBy,
      }))
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

/** A removal of the household's: the one of `undoToken`, or else the latest (undone or not). */
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

/** Of these user ids, the ones still members of the household (a member who left or was deleted is gone). */
const membersAmong = async (tx: Db, buyerId: string, userIds: readonly string[]) => {
  if (userIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.householdId, buyerId), inArray(users.id, [...userIds])));
  return new Set(rows.map((row) => row.id));
};

/**
 * Puts a removal's homes back as they were (each member's like, place, who added them) and marks it
 * undone, once: a key the list has again meanwhile is left as it is, and the likes of members who
 * are gone are not put back. Answers the keys put back; null when the removal was undone already
 * (a double click, two tabs).
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
          position: home.position,
          addedAt: new Date(home.addedAt),
          addedBy: home.addedBy,
        })),
      )
      .onConflictDoNothing({ target: [buyerHomes.buyerId, buyerHomes.listingKey] })
      .returning({ listingKey: buyerHomes.listingKey });
    const listingKeys = rows.map((row) => row.listingKey);
    const back = new Set(listingKeys);
    const members = await membersAmong(tx, params.buyerId, [
      ...new Set(claimed.homes.flatMap((home) => home.likedBy ?? [])),
    ]);
    // The likes come back in the order they were given (one millisecond apart).
    const likes = claimed.homes.flatMap((home) =>
      back.has(home.listingKey)
        ? (home.likedBy ?? [])
            .filter((userId) => members.has(userId))
            .map((userId, index) => ({
              buyerId: params.buyerId,
              listingKey: home.listingKey,
              userId,
              likedAt: new Date(params.now.getTime() + index),
            }))
        : [],
    );
    if (likes.length > 0) await tx.insert(homeLikes).values(likes).onConflictDoNothing();
    await within?.(tx, listingKeys);
    return listingKeys;
  });
  announce(bus, 'buyerHomes', params.buyerId);
  return restored;
};
