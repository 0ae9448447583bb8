import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announce, type Announcer } from '../../platform/cache/cached-reads';

/**
 * A leaver's copy of their old household's list (ADR 049, REQ-HOUSEHOLD-LEAVE): every home in its
 * order, with who added it and when, and only the leaver's own likes. Tells the new list's read.
 */
export const copyHomesForLeaver = async (
  db: Db,
  params: { fromHouseholdId: string; toHouseholdId: string; userId: string },
  bus: Announcer,
) => {
  await db.execute(sql`
    insert into buyer_homes (buyer_id, listing_key, position, added_at, added_by)
    select ${params.toHouseholdId}, listing_key, position, added_at, added_by
    from buyer_homes where buyer_id = ${params.fromHouseholdId}
    on conflict do nothing`);
  await db.execute(sql`
    insert into home_likes (buyer_id, listing_key, user_id, liked_at)
    select ${params.toHouseholdId}, listing_key, user_id, liked_at
    from home_likes where buyer_id = ${params.fromHouseholdId} and user_id = ${params.userId}
    on conflict do nothing`);
  announce(bus, 'buyerHomes', params.toHouseholdId);
};

/**
 * A leaver's likes leave the household's list with them (ADR 049): the members who stay no longer
 * see them. Tells the old list's read.
 */
export const dropLeaversLikes = async (
  db: Db,
  params: { householdId: string; userId: string },
  bus: Announcer,
) => {
  await db.execute(sql`
    delete from home_likes where buyer_id = ${params.householdId} and user_id = ${params.userId}`);
  announce(bus, 'buyerHomes', params.householdId);
};
