import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announce, type Announcer } from '../../platform/cache/cached-reads';
import { buyerHomes, users } from '../../db/schema';

/** A buyer's homes in the buyer's order (position, then when added). */
export const listBuyerHomes = (db: Db, params: { buyerId: string }) =>
  db
    .select({ listingKey: buyerHomes.listingKey, liked: buyerHomes.liked })
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
