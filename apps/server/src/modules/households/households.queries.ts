import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { households, users } from '../../db/schema';
import { announce, type Announcer } from '../../platform/cache/cached-reads';

const personColumns = {
  id: users.id,
  username: users.username,
  role: users.role,
  householdId: users.householdId,
  supervisorId: users.supervisorId,
};

/** A user by id with their household and supervisor; undefined for an unknown id. */
export const findPersonById = async (db: Db, id: string) => {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, id));
  return row;
};

/** A user by username with their household and supervisor; undefined for a nobody. */
export const findPersonByUsername = async (db: Db, username: string) => {
  const [row] = await db.select(personColumns).from(users).where(eq(users.username, username));
  return row;
};

/** A household's members, first by joining (ADR 049). */
export const listMembers = (db: Db, householdId: string) =>
  db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImage: users.profileImage,
      joinedAt: users.joinedHouseholdAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.householdId, householdId))
    .orderBy(asc(users.joinedHouseholdAt), asc(users.createdAt), asc(users.username));

/** How many members a household has. */
export const countMembers = async (db: Db, householdId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(eq(users.householdId, householdId));
  return row?.n ?? 0;
};

/** Locks a household's row for the rest of the transaction; undefined when it is gone. */
export const lockHousehold = async (db: Db, householdId: string) => {
  const [row] = await db
    .select({ id: households.id })
    .from(households)
    .where(eq(households.id, householdId))
    .for('update');
  return row;
};

/**
 * Moves a member into a new household of their own (ADR 049, REQ-HOUSEHOLD-LEAVE): the row, then
 * the user. Tells the user's and the household's cached reads.
 */
export const moveToNewHousehold = async (
  db: Db,
  params: { userId: string; fromHouseholdId: string; newHouseholdId: string; now: Date },
  bus: Announcer,
) => {
  await db.insert(households).values({ id: params.newHouseholdId, createdAt: params.now });
  const moved = await db
    .update(users)
    .set({
      householdId: params.newHouseholdId,
      joinedHouseholdAt: params.now,
      updatedAt: params.now,
    })
    .where(and(eq(users.id, params.userId), eq(users.householdId, params.fromHouseholdId)))
    .returning({ id: users.id });
  announce(bus, 'user', params.userId);
  announce(bus, 'household', params.userId);
  return moved.length > 0;
};

/** The names an invitation e-mail gives its sender. */
export const findInviter = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
};
