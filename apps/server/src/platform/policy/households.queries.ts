import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { readCacheOf, type CacheDeps } from '../cache/cached-reads';

/**
 * A user's household id (ADR 049): null for a non-buyer (or an unknown id). Every list read or
 * write of a buyer is keyed by it; a realtor's call on a buyer resolves that buyer's.
 */
export const findHouseholdId = async (db: Db, userId: string): Promise<string | null> => {
  const [row] = await db
    .select({ householdId: users.householdId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.householdId ?? null;
};

/** Reads a user's household id, through the `household` cache. */
export type HouseholdOf = (userId: string) => Promise<string | null>;

/**
 * The caller's household, read once per change of membership: the cache is keyed by user id and
 * told on the `household` topic by every join and leave (`announce(bus, 'household', userId)`), so
 * a member who left loses the list on their next request. Make one per app (a route plugin's
 * start), not one per request.
 */
export const householdReader = (deps: CacheDeps & { db: Db }): HouseholdOf => {
  const cache = readCacheOf<string | null>(deps, 'household');
  return (userId) => cache.get(userId, () => findHouseholdId(deps.db, userId));
};

/**
 * A household's members, first by joining (then by account age): the first stands for the
 * household where one buyer is named (a note's or a tour's `buyerUsername`, the policy's target).
 */
export const householdMembers = (db: Db, householdId: string) =>
  db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      supervisorId: users.supervisorId,
    })
    .from(users)
    .where(and(eq(users.householdId, householdId), eq(users.role, 'buyer')))
    .orderBy(asc(users.joinedHouseholdAt), asc(users.createdAt), asc(users.id));

/** A household's members' ids, first by joining: whom a change to its list tells. */
export const householdMemberIds = async (db: Db, householdId: string): Promise<string[]> =>
  (await householdMembers(db, householdId)).map((member) => member.id);
