import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { homeLikes, users } from '../../../db/schema';

/** Buyers whose username, first name or full name is `name` (case-insensitive). */
export const findBuyersByName = (db: Db, name: string) => {
  const wanted = name.trim().toLowerCase();
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      householdId: users.householdId,
    })
    .from(users)
    .where(
      and(
        eq(users.role, 'buyer'),
        or(
          eq(sql`lower(${users.username})`, wanted),
          eq(sql`lower(${users.firstName})`, wanted),
          eq(sql`lower(concat_ws(' ', ${users.firstName}, ${users.lastName}))`, wanted),
        ),
      ),
    )
    .limit(20);
};

/** Who likes which home of a household's list (usernames, by when liked; ADR 049). */
export const likesOf = async (db: Db, householdId: string) => {
  const rows = await db
    .select({ listingKey: homeLikes.listingKey, username: users.username })
    .from(homeLikes)
    .innerJoin(users, eq(users.id, homeLikes.userId))
    .where(eq(homeLikes.buyerId, householdId))
    .orderBy(asc(homeLikes.likedAt), asc(users.username));
  const byKey = new Map<string, string[]>();
  for (const row of rows)
    byKey.set(row.listingKey, [...(byKey.get(row.listingKey) ?? []), row.username]);
  return byKey;
};
