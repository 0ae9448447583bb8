import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';

/** Buyers whose username, first name or full name is `name` (case-insensitive). */
export const findBuyersByName = (db: Db, name: string) => {
  const wanted = name.trim().toLowerCase();
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
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
