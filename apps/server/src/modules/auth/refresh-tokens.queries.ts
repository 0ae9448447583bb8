import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshFamilies, refreshTokens, users } from '../../db/schema';

export type RevokeReason = 'logout' | 'reuse-detected' | 'expired' | 'revoke-all';

export const insertFamily = async (
  db: Db,
  values: { userId: string; rememberMe: boolean; now: Date; absoluteExpiresAt: Date },
) => {
  const [family] = await db
    .insert(refreshFamilies)
    .values({
      userId: values.userId,
      rememberMe: values.rememberMe,
      createdAt: values.now,
      lastUsedAt: values.now,
      absoluteExpiresAt: values.absoluteExpiresAt,
    })
    .returning();
  if (!family) throw new Error('refresh family insert returned nothing');
  return family;
};

/** Inserts the token unless its hash is already there (a successor answered again in the grace). */
export const insertToken = async (
  db: Db,
  values: { familyId: string; tokenHash: string; now: Date },
) => {
  await db
    .insert(refreshTokens)
    .values({ familyId: values.familyId, tokenHash: values.tokenHash, createdAt: values.now })
    .onConflictDoNothing({ target: refreshTokens.tokenHash });
};

/** The token row, locked until the transaction ends so concurrent refreshes take turns. */
export const lockTokenByHash = async (db: Db, tokenHash: string) => {
  const [token] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return token;
};

export const findTokenFamilyId = async (db: Db, tokenHash: string) => {
  const [token] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return token?.familyId;
};

export const findFamilyWithUser = async (db: Db, familyId: string) => {
  const [row] = await db
    .select({
      family: refreshFamilies,
      user: { id: users.id, username: users.username, role: users.role },
    })
    .from(refreshFamilies)
    .innerJoin(users, eq(users.id, refreshFamilies.userId))
    .where(eq(refreshFamilies.id, familyId));
  return row;
};

export const markRotated = async (db: Db, tokenId: string, at: Date) => {
  await db.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.id, tokenId));
};

export const touchFamily = async (db: Db, familyId: string, at: Date) => {
  await db.update(refreshFamilies).set({ lastUsedAt: at }).where(eq(refreshFamilies.id, familyId));
};

export const revokeFamilyById = async (
  db: Db,
  familyId: string,
  reason: RevokeReason,
  at: Date,
) => {
  await db
    .update(refreshFamilies)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(refreshFamilies.id, familyId), isNull(refreshFamilies.revokedAt)));
};

export const revokeFamiliesOfUser = async (
  db: Db,
  params: { userId: string; except?: string; reason: RevokeReason; at: Date },
) => {
  const revoked = await db
    .update(refreshFamilies)
    .set({ revokedAt: params.at, revokedReason: params.reason })
    .where(
      and(
        eq(refreshFamilies.userId, params.userId),
        isNull(refreshFamilies.revokedAt),
        params.except ? ne(refreshFamilies.id, params.except) : undefined,
      ),
    )
    .returning({ id: refreshFamilies.id });
  return revoked.map((family) => family.id);
};

/** A session backs access tokens while it is unrevoked, unexpired and its user still exists. */
export const isFamilyActive = async (
  db: Db,
  params: { familyId: string; userId: string; now: Date },
) => {
  const [row] = await db
    .select({ id: refreshFamilies.id })
    .from(refreshFamilies)
    .innerJoin(users, eq(users.id, refreshFamilies.userId))
    .where(
      and(
        eq(refreshFamilies.id, params.familyId),
        eq(refreshFamilies.userId, params.userId),
        isNull(refreshFamilies.revokedAt),
        gt(refreshFamilies.absoluteExpiresAt, params.now),
      ),
    );
  return row !== undefined;
};
