import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** The bench's signed-in buyer and the one password every seeded bench user shares. */
export const benchBuyer = 'bench-buyer';
export const BENCH_PASSWORD = 'Bench-pass-2026!';

/**
 * Every buyer seeded in bulk a household of one with their own id (ADR 049), as registration makes
 * them: the list's tables are keyed by the household.
 */
export const householdsOfOne = async (db: Db) => {
  await db.execute(sql`insert into households (id, created_at)
    select id, created_at from users where role = 'buyer' and household_id is null`);
  await db.execute(sql`update users set household_id = id, joined_household_at = created_at
    where role = 'buyer' and household_id is null`);
};
