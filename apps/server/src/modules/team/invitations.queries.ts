import { and, asc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations, users, type InvitationRow } from '../../db/schema';

/** Unused, unrevoked and unexpired at `now`. */
const live = (now: Date) =>
  and(isNull(invitations.usedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now));

/** The inviter's names, as the registration screen shows them. */
const inviterNames = {
  inviterUsername: users.username,
  inviterFirstName: users.firstName,
  inviterLastName: users.lastName,
};

export const insertInvitation = async (
  db: Db,
  invitation: Pick<
    InvitationRow,
    'id' | 'email' | 'role' | 'inviterId' | 'createdAt' | 'expiresAt'
  > & { householdId?: string | null },
) => {
  await db.insert(invitations).values(invitation);
};

/**
 * Revokes the inviter's open invitations to one e-mail (a new one replaces them); for a household
 * invitation (ADR 049), the household's, whoever of its members or realtor sent them.
 */
export const revokeInvitationsTo = (
  db: Db,
  params: { inviterId: string; email: string; now: Date; householdId?: string | null },
) =>
  db
    .update(invitations)
    .set({ revokedAt: params.now })
    .where(
      and(
        params.householdId
          ? eq(invitations.householdId, params.householdId)
          : eq(invitations.inviterId, params.inviterId),
        eq(invitations.email, params.email),
        isNull(invitations.usedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning({ id: invitations.id });

/** A live invitation with its inviter's names, for the registration screen. */
export const findLiveInvitation = async (db: Db, params: { id: string; now: Date }) => {
  const [row] = await db
    .select({
      email: invitations.email,
      role: invitations.role,
      householdId: invitations.householdId,
      ...inviterNames,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.inviterId))
    .where(and(eq(invitations.id, params.id), live(params.now)));
  return row;
};

/** The inviter's names of an invitation that was used to register; undefined otherwise. */
export const findUsedInvitation = async (db: Db, params: { id: string }) => {
  const [row] = await db
    .select(inviterNames)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.inviterId))
    .where(and(eq(invitations.id, params.id), isNotNull(invitations.usedAt)));
  return row;
};

/** Locks a live invitation for the rest of the transaction; a concurrent taker waits, then misses. */
export const lockLiveInvitation = async (db: Db, params: { id: string; now: Date }) => {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, params.id), live(params.now)))
    .for('update');
  return row;
};

/** Marks one invitation used and revokes every other open invitation to the same e-mail. */
export const consumeInvitation = async (
  db: Db,
  params: { id: string; email: string; now: Date },
) => {
  await db.update(invitations).set({ usedAt: params.now }).where(eq(invitations.id, params.id));
  await db
    .update(invitations)
    .set({ revokedAt: params.now })
    .where(
      and(
        eq(invitations.email, params.email),
        ne(invitations.id, params.id),
        isNull(invitations.usedAt),
        isNull(invitations.revokedAt),
      ),
    );
};

/** The inviter's live invitations, oldest first: the pending entries of the team list. */
export const listLiveInvitationsBy = (db: Db, params: { inviterId: string; now: Date }) =>
  db
    .select({ email: invitations.email, role: invitations.role })
    .from(invitations)
    .where(and(eq(invitations.inviterId, params.inviterId), live(params.now)))
    .orderBy(asc(invitations.createdAt), asc(invitations.email));

/** Revokes the inviter's live invitation to `email`; answers whether there was one. */
export const revokeLiveInvitationTo = async (
  db: Db,
  params: { inviterId: string; email: string; now: Date },
) => {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: params.now })
    .where(
      and(
        eq(invitations.inviterId, params.inviterId),
        sql`${invitations.email} = ${params.email.toLowerCase()}`,
        live(params.now),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length > 0;
};

/** A household's live invitations, oldest first (ADR 049): its pending places. */
export const listLiveHouseholdInvitations = (db: Db, params: { householdId: string; now: Date }) =>
  db
    .select({ email: invitations.email, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(and(eq(invitations.householdId, params.householdId), live(params.now)))
    .orderBy(asc(invitations.createdAt), asc(invitations.email));
