import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes, type VerificationPurpose } from '../../db/schema';

type Owner = { userId: string; purpose: VerificationPurpose };

const ofOwner = ({ userId, purpose }: Owner) =>
  and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose));

/** Stores the user's code for the purpose, replacing (and so killing) any earlier one. */
export const replaceCode = async (
  db: Db,
  row: Owner & { target: string | null; codeHash: string; createdAt: Date; expiresAt: Date },
) => {
  await db
    .insert(verificationCodes)
    .values({ ...row, attempts: 0 })
    .onConflictDoUpdate({
      target: [verificationCodes.userId, verificationCodes.purpose],
      set: {
        target: row.target,
        codeHash: row.codeHash,
        attempts: 0,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
      },
    });
};

/** The live row, locked until the end of the transaction so attempts are counted one at a time. */
export const lockCode = async (db: Db, owner: Owner) => {
  const [row] = await db.select().from(verificationCodes).where(ofOwner(owner)).for('update');
  return row;
};

export const countWrongAttempt = async (db: Db, id: string) => {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id));
};

export const deleteCode = async (db: Db, id: string) => {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
};
