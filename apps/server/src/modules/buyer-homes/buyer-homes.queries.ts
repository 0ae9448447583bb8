import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announce, type Announcer } from '../../platform/cache/cached-reads';
import { buyerHomes, users } from '../../db/schema';

/** A buyer's homes in the buyer's order (position, then when added). */
export const listBuyerHomes = (db: Db, params: { buyerId: string }) =>
  db
    .select({
      listingKey: buyerHomes.listingKey,
      liked: buyerHomes.liked,
      addedBy: buyerHomes.addedBy,
      addedAt: buyerHomes.addedAt,
    })
    .from(buyerHomes)
    .where(eq(buyerHomes.buyerId, params.buyerId))
    .orderBy(asc(buyerHomes.position), asc(buyerHomes.addedAt), asc(buyerHomes.listingKey));

/** Sets the like of one of the buyer's homes in one statement; undefined when the buyer lacks it. */
export const setHomeLiked = async (
  db: Db,
  params: { buyerId: string; listingKey: string; liked: boolean },
  bus: Announcer,
) => {
  const [row] = await db
    .update(buyerHomes)
    .set({ liked: params.liked })
    .where(
      and(eq(buyerHomes.buyerId, params.buyerId), eq(buyerHomes.listingKey, params.listingKey)),
    )
    .returning({ listingKey: buyerHomes.listingKey, liked: buyerHomes.liked });
  announce(bus, 'buyerHomes', params.buyerId);
  return row;
};

/** Adds homes at the end of the buyer's order; keys the buyer already has are left as they are. */
export const addHomes = async (
  db: Db,
  params: {
    buyerId: string;
    addedBy: string | null;
    /** When (the database's clock when not given). */
    addedAt?: Date;
    homes: readonly { listingKey: string; liked?: boolean }[];
  },
  bus: Announcer,
) => {
  if (params.homes.length === 0) return [];
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${buyerHomes.position}), -1)::int` })
    .from(buyerHomes)
    .where(eq(buyerHomes.buyerId, params.buyerId));
  const start = (last?.position ?? -1) + 1;
  const added = await db
    .insert(buyerHomes)
    .values(
      params.homes.map((home, index) => ({
        buyerId: params.buyerId,
        listingKey: home.listingKey,
        liked: home.liked ?? false,
        position: start + index,
        addedBy: params.addedBy,
        ...(params.addedAt ? { addedAt: params.addedAt } : {}),
      })),
    )
    .onConflictDoNothing({ target: [buyerHomes.buyerId, buyerHomes.listingKey] })
    .returning({ listingKey: buyerHomes.listingKey });
  announce(bus, 'buyerHomes', params.buyerId);
  return added;
};

/** A user by username: the target of a buyer-homes read. */
export const findUserByUsername = async (db: Db, params: { username: string }) => {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.username, params.username));
  return row;
};

/** Which of these keys the buyer already has. */
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

/** Every listing key on some buyer's list, once (the replica's photos of them are copied first). */
export const listingKeysOnLists = async (db: Db): Promise<string[]> =>
  (await db.selectDistinct({ listingKey: buyerHomes.listingKey }).from(buyerHomes)).map(
    (row) => row.listingKey,
  );
