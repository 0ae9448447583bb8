import { usernameSkeleton } from '@rela/contracts';
import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announce, type Announcer } from '../../platform/cache/cached-reads';
import { buyerHomes, households, tours, users } from '../../db/schema';

const personColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  profileImage: users.profileImage,
  role: users.role,
  supervisorId: users.supervisorId,
  householdId: users.householdId,
};

export type Person = Awaited<ReturnType<typeof findPeopleByIds>>[number];

export const findPeopleByIds = (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select(personColumns)
        .from(users)
        .where(inArray(users.id, [...ids]));

export const findPersonByUsername = async (db: Db, username: string) => {
  const [row] = await db.select(personColumns).from(users).where(eq(users.username, username));
  return row;
};

/** The direct subordinates of any of `supervisorIds`, oldest first. */
export const findSubordinates = (db: Db, supervisorIds: readonly string[]) =>
  supervisorIds.length === 0
    ? Promise.resolve([])
    : db
        .select(personColumns)
        .from(users)
        .where(inArray(users.supervisorId, [...supervisorIds]))
        .orderBy(asc(users.createdAt), asc(users.username));

/**
 * The listing keys of the buyers, in the list's order: each buyer's household's list (ADR 049), so
 * the members of one household have the same keys. `buyerId` is the buyer's user id.
 */
export const findListingKeys = (db: Db, buyerIds: readonly string[]) =>
  buyerIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ buyerId: users.id, listingKey: buyerHomes.listingKey })
        .from(buyerHomes)
        .innerJoin(users, eq(users.householdId, buyerHomes.buyerId))
        .where(inArray(users.id, [...buyerIds]))
        .orderBy(asc(buyerHomes.position), asc(buyerHomes.addedAt), asc(buyerHomes.listingKey));

/** Whether a user has the e-mail address, compared without regard to case. */
export const isEmailRegistered = async (db: Db, email: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row !== undefined;
};

/** Taken: the username, or one confusable with it (the same UTS #39 skeleton), exists. */
export const isUsernameTaken = async (db: Db, username: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.usernameSkeleton, usernameSkeleton(username)));
  return row !== undefined;
};

/** Locks a user's row for the rest of the transaction (an inviter, or a user being deleted). */
export const lockUser = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
};

export const countSubordinates = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(eq(users.supervisorId, userId));
  return row?.total ?? 0;
};

/**
 * Locks the household of a user being deleted, for the rest of the transaction, so that no one
 * joins it meanwhile (a registration into it locks it too); answers its id, null for a non-buyer.
 */
export const lockHouseholdOf = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ id: households.id })
    .from(households)
    .innerJoin(users, eq(users.householdId, households.id))
    .where(eq(users.id, userId))
    .for('update', { of: households });
  return row?.id ?? null;
};

/**
 * Deletes a household that has no member left (its last member's account was deleted): the cascade
 * takes its list, likes, removals, notes, tours and feed (ADR 049). True when it was deleted.
 */
export const deleteHouseholdIfEmpty = async (db: Db, householdId: string, bus: Announcer) => {
  const gone = await db
    .delete(households)
    .where(
      and(
        eq(households.id, householdId),
        sql`not exists (select 1 from ${users} where ${users.householdId} = ${householdId})`,
      ),
    )
    .returning({ id: households.id });
  announce(bus, 'buyerHomes', householdId);
  return gone.length > 0;
};

/**
 * Deletes a user; the cascade takes their sessions, likes, codes and invitations (their household's
 * list stays with the other members; `deleteHouseholdIfEmpty` takes it after the last one). Their notes in
 * other users' threads lose their author: the shared ones stay in the thread, the private ones
 * (readable by nobody now) are deleted by the notes module told of it (`user-deleted`, ADR 043).
 */
export const deleteUserById = async (db: Db, userId: string, bus: Announcer) => {
  await db.delete(users).where(eq(users.id, userId));
  for (const read of ['user', 'buyerHomes', 'chat', 'household'] as const)
    announce(bus, read, userId);
};

/** Tours that are over: they keep the realtor who had them. */
const finishedTourStates = ['declined', 'canceled', 'completed'] as const;

/**
 * A buyer's new realtor (REQ-TEAM-MOVE-BUYER): the supervisor link every right and notice is read
 * from, and the realtor named on the buyer's tours still open. Answers false when the buyer is gone.
 */
export const setBuyersRealtor = async (
  db: Db,
  { buyerId, realtorId, now }: { buyerId: string; realtorId: string; now: Date },
  bus: Announcer,
) => {
  const moved = await db
    .update(users)
    .set({ supervisorId: realtorId, updatedAt: now })
    .where(and(eq(users.id, buyerId), eq(users.role, 'buyer')))
    .returning({ id: users.id });
  if (moved.length === 0) return false;
  await db
    .update(tours)
    .set({ realtorId })
    .where(and(eq(tours.buyerId, buyerId), notInArray(tours.state, [...finishedTourStates])));
  announce(bus, 'user', buyerId);
  return true;
};
