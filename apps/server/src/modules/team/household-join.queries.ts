import { fullName } from '@rela/contracts';
import { and, asc, count, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { households, invitations, users } from '../../db/schema';

/** The names of a household's members, first by joining, as the registration page shows them. */
export const householdMemberNames = async (db: Db, householdId: string) => {
  const rows = await db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.householdId, householdId))
    .orderBy(asc(users.joinedHouseholdAt), asc(users.username));
  return rows.map((row) => fullName(row) || row.username);
};

/**
 * Locks a household's row for the rest of the transaction (ADR 049): invitations and joins of one
 * household wait for each other, so its member limit holds. Undefined when it is gone.
 */
export const lockHousehold = async (db: Db, householdId: string) => {
  const [row] = await db
    .select({ id: households.id })
    .from(households)
    .where(eq(households.id, householdId))
    .for('update');
  return row;
};

/** How many people a household has, and its realtor (its first member's supervisor). */
export const householdSize = async (db: Db, householdId: string) => {
  const [size] = await db
    .select({ members: count() })
    .from(users)
    .where(eq(users.householdId, householdId));
  const [first] = await db
    .select({ supervisorId: users.supervisorId })
    .from(users)
    .where(eq(users.householdId, householdId))
    .orderBy(asc(users.joinedHouseholdAt))
    .limit(1);
  return { members: size?.members ?? 0, supervisorId: first?.supervisorId ?? null };
};

/**
 * A household's live invitations at `now`, but for one e-mail's (that one is replaced or is the
 * one being used): the places they hold.
 */
export const liveHouseholdInvitationsCount = async (
  db: Db,
  params: { householdId: string; now: Date; exceptEmail: string },
) => {
  const [row] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.householdId, params.householdId),
        ne(invitations.email, params.exceptEmail),
        isNull(invitations.usedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, params.now),
      ),
    );
  return row?.n ?? 0;
};
