import { and, asc, desc, eq, gt, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChangeUndos, verificationCodes, type VerificationPurpose } from '../../db/schema';

/** Not used and not expired at `now`. */
const unspent = (now: Date) =>
  and(isNull(emailChangeUndos.usedAt), gt(emailChangeUndos.expiresAt, now));

export const insertEmailChangeUndo = async (
  db: Db,
  values: {
    userId: string;
    previousEmail: string;
    newEmail: string;
    tokenHash: string;
    now: Date;
    expiresAt: Date;
  },
) => {
  await db.insert(emailChangeUndos).values({
    userId: values.userId,
    previousEmail: values.previousEmail,
    newEmail: values.newEmail,
    tokenHash: values.tokenHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
};

/** The address the oldest change still undoable took away: the one verified before all of them. */
export const findUndoableEmail = async (db: Db, { userId, now }: { userId: string; now: Date }) => {
  const [row] = await db
    .select({ previousEmail: emailChangeUndos.previousEmail })
    .from(emailChangeUndos)
    .where(and(eq(emailChangeUndos.userId, userId), unspent(now)))
    .orderBy(asc(emailChangeUndos.createdAt))
    .limit(1);
  return row?.previousEmail ?? null;
};

/** The verified address the user's latest e-mail change replaced, undoable or not. */
export const findLastReplacedEmail = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ previousEmail: emailChangeUndos.previousEmail })
    .from(emailChangeUndos)
    .where(eq(emailChangeUndos.userId, userId))
    .orderBy(desc(emailChangeUndos.createdAt))
    .limit(1);
  return row?.previousEmail ?? null;
};

/** The live undo of this token, locked until the transaction ends (one use only). */
export const lockLiveUndo = async (
  db: Db,
  { tokenHash, now }: { tokenHash: string; now: Date },
) => {
  const [row] = await db
    .select()
    .from(emailChangeUndos)
    .where(and(eq(emailChangeUndos.tokenHash, tokenHash), unspent(now)))
    .for('update');
  return row;
};

/**
 * Spends the undo made at `since` and every later one of the user (a later change cannot bring
 * back what this undo removed); earlier ones stay live, so the oldest address can always return.
 */
export const spendUndosSince = async (
  db: Db,
  { userId, since, now }: { userId: string; since: Date; now: Date },
) => {
  await db
    .update(emailChangeUndos)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChangeUndos.userId, userId),
        isNull(emailChangeUndos.usedAt),
        gte(emailChangeUndos.createdAt, since),
      ),
    );
};

/** Pending e-mail changes and password codes die with an undo (they may be the intruder's). */
export const deleteCodesOf = async (
  db: Db,
  { userId, purposes }: { userId: string; purposes: VerificationPurpose[] },
) => {
  await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), inArray(verificationCodes.purpose, purposes)));
};
