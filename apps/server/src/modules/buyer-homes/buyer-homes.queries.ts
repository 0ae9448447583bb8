import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announce, type Announcer } from '../../platform/cache/cached-reads';
import { buyerHomes, homeLikes, users } from '../../db/schema';

/**
 * The members who like a home (user ids, by when they liked it), as a column of a query over
 * `buyer_homes` (ADR 049).
 */
const likedByColumn = sql<string[]>`coalesce((
  select json_agg(hl.user_id order by hl.liked_at, hl.user_id) from home_likes hl
   where hl.buyer_id = "buyer_homes"."buyer_id"
     and hl.listing_key = "buyer_homes"."listing_key"), '[]'::json)`;

/**
 * A household's homes in the list's order (position, then when added), each with the members who
 * like it (`likedBy`, user ids by when liked). `buyerId` is the household's id (ADR 049).
 */
export const listBuyerHomes = (db: Db, params: { buyerId: string }) =>
  db
    .select({
      listingKey: buyerHomes.listingKey,
      likedBy: likedByColumn,
      addedBy: buyerHomes.addedBy,
      addedAt: buyerHomes.addedAt,
    })
    .from(buyerHomes)
    .where(eq(buyerHomes.buyerId, params.buyerId))
    .orderBy(asc(buyerHomes.position), asc(buyerHomes.addedAt), asc(buyerHomes.listingKey));

/**
 * Sets one member's like of a home on their household's list; undefined when the list lacks it.
 * Idempotent per member. The home's row is locked first (key share), so a removal at the same time
 * either waits for the like or has taken the home already (then: undefined, never a broken key).
 */
export const setHomeLiked = async (
  db: Db,
  params: { buyerId: string; userId: string; listingKey: string; liked: boolean },
  bus: Announcer,
) => {
  const row = await db.transaction(async (tx) => {
    const [home] = await tx
      .select({ listingKey: buyerHomes.listingKey })
      .from(buyerHomes)
      .where(
        and(eq(buyerHomes.buyerId, params.buyerId), eq(buyerHomes.listingKey, params.listingKey)),
      )
      .for('key share');
    if (!home) return undefined;
    const like = and(
      eq(homeLikes.buyerId, params.buyerId),
      eq(homeLikes.listingKey, params.listingKey),
      eq(homeLikes.userId, params.userId),
    );
    if (params.liked)
      await tx
        .insert(homeLikes)
        .values({ buyerId: params.buyerId, listingKey: params.listingKey, userId: params.userId })
        .onConflictDoNothing();
    else await tx.delete(homeLikes).where(like);
    return { listingKey: home.listingKey, liked: params.liked };
  });
  announce(bus, 'buyerHomes', params.buyerId);
  return row;
};

/**
 * Adds homes at the end of the household's order, each with the likes of `likedBy` (member ids);
 * keys the list already has are left as they are (and their likes too).
 */
export const addHomes = async (
  db: Db,
  params: {
    buyerId: string;
    addedBy: string | null;
    /** When (the database's clock when not given). */
    addedAt?: Date;
    homes: readonly { listingKey: string; likedBy?: readonly string[] }[];
  },
  bus: Announcer,
) => {
  if (params.homes.length === 0) return [];
  const added = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${buyerHomes.position}), -1)::int` })
      .from(buyerHomes)
      .where(eq(buyerHomes.buyerId, params.buyerId));
    const start = (last?.position ?? -1) + 1;
    const rows = await tx
      .insert(buyerHomes)
      .values(
        params.homes.map((home, index) => ({
          buyerId: params.buyerId,
          listingKey: home.listingKey,
          position: start + index,
          addedBy: params.addedBy,
          ...(params.addedAt ? { addedAt: params.addedAt } : {}),
        })),
      )
      .onConflictDoNothing({ target: [buyerHomes.buyerId, buyerHomes.listingKey] })
      .returning({ listingKey: buyerHomes.listingKey });
    const fresh = new Set(rows.map((row) => row.listingKey));
    const likes = params.homes.flatMap((home) =>
      fresh.has(home.listingKey)
        ? (home.likedBy ?? []).map((userId) => ({
            buyerId: params.buyerId,
            listingKey: home.listingKey,
            userId,
            ...(params.addedAt ? { likedAt: params.addedAt } : {}),
          }))
        : [],
    );
    if (likes.length > 0) await tx.insert(homeLikes).values(likes).onConflictDoNothing();
    return rows;
  });
  announce(bus, 'buyerHomes', params.buyerId);
  return added;
};

/** A user by username: the target of a buyer-homes read, with their household (ADR 049). */
export const findUserByUsername = async (db: Db, params: { username: string }) => {
  const [row] = await db
    .select({ id: users.id, role: users.role, householdId: users.householdId })
    .from(users)
    .where(eq(users.username, params.username));
  return row;
};

/** Which of these keys the household's list already has. */
export const listedKeys = async (db: Db, params: { buyerId: string; listingKeys: string[] }) => {
  if (params.listingKeys.length === 0) return new Set<string>();
  const rows = await db
    .select({ listingKey: buyerHomes.listingKey })
    .from(buyerHomes)
    .where(
      and(
        eq(buyerHomes.buyerId, params.buyerId),
        inArray(buyerHomes.listingKey, params.listingKeys),
      ),
    );
  return new Set(rows.map((row) => row.listingKey));
};

/** The name and username of a user who added homes; undefined once they are deleted. */
export const findAdder = async (db: Db, params: { userId: string }) => {
  const [row] = await db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, params.userId));
  return row;
};

/** Every listing key on some household's list, once (the replica's photos of them are copied first). */
export const listingKeysOnLists = async (db: Db): Promise<string[]> =>
  (await db.selectDistinct({ listingKey: buyerHomes.listingKey }).from(buyerHomes)).map(
    (row) => row.listingKey,
  );
