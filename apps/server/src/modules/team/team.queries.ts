import { usernameSkeleton } from '@rela/contracts';
import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announce, type Announcer } from '../../platform/cache/cached-reads';
import { buyerHomes, tours, users } from '../../db/schema';

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

/** The listing keys of the buyers, in each buyer's order. */
export const findListingKeys = (db: Db, buyerIds: readonly string[]) =>
  buyerIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ buyerId: buyerHomes.buyerId, listingKey: buyerHomes.listingKey })
        .from(buyerHomes)
        .where(inArray(buyerHomes.buyerId, [...buyerIds]))
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
 * Deletes a user; the cascade takes their sessions, homes, codes and invitations. Their notes in
 * other users' threads lose their author: the shared ones stay in the thread, the private ones
 * (readable by nobody now) are deleted by the notes module told of it (`user-deleted`, ADR 043).
 */
export const deleteUserById = async (db: Db, userId: string, bus: Announcer) => {
  await db.delete(users).where(eq(users.id, userId));
  for (const read of ['user', 'buyerHomes', 'chat'] as const) announce(bus, read, userId);
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
