import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announce, type Announcer } from '../../platform/cache/cached-reads';
import {
  refreshFamilies,
  users,
  verificationCodes,
  type VerificationPurpose,
} from '../../db/schema';

export const findAccountById = async (db: Db, userId: string) => {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      profileImage: users.profileImage,
      role: users.role,
      status: users.status,
      phoneVerified: users.phoneVerified,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user;
};

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

export const findPasswordHash = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.passwordHash ?? null;
};

/** When the session (refresh family) of an access token signed in: its family's creation. */
export const findSignInTime = async (db: Db, familyId: string) => {
  const [row] = await db
    .select({ createdAt: refreshFamilies.createdAt })
    .from(refreshFamilies)
    .where(eq(refreshFamilies.id, familyId));
  return row?.createdAt ?? null;
};

/** Another user (not `userId`) whose e-mail is `email`, compared without regard to case. */
export const isEmailTakenByOther = async (
  db: Db,
  { email, userId }: { email: string; userId: string },
) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)));
  return row !== undefined;
};

export const isPhoneTakenByOther = async (
  db: Db,
  { phone, userId }: { phone: string; userId: string },
) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)));
  return row !== undefined;
};

/** The address a live (or spent) code of the user's change waits to confirm, if any. */
export const findPendingTarget = async (
  db: Db,
  { userId, purpose }: { userId: string; purpose: VerificationPurpose },
) => {
  const [row] = await db
    .select({ target: verificationCodes.target })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)));
  return row?.target ?? null;
};

export const setVerifiedEmail = async (
  db: Db,
  { userId, email, now }: { userId: string; email: string; now: Date },
  bus: Announcer,
) => {
  await db
    .update(users)
    .set({ email, emailVerified: true, updatedAt: now })
    .where(eq(users.id, userId));
  announce(bus, 'user', userId);
};

export const setVerifiedPhone = async (
  db: Db,
  { userId, phone, now }: { userId: string; phone: string; now: Date },
  bus: Announcer,
) => {
  await db
    .update(users)
    .set({ phone, phoneVerified: true, updatedAt: now })
    .where(eq(users.id, userId));
  announce(bus, 'user', userId);
};

export const updateNames = async (
  db: Db,
  {
    userId,
    names,
    now,
  }: { userId: string; names: { firstName?: string; lastName?: string }; now: Date },
  bus: Announcer,
) => {
  await db
    .update(users)
    .set({ ...names, updatedAt: now })
    .where(eq(users.id, userId));
  announce(bus, 'user', userId);
};

/** Sets the photo URL; answers the one it replaces. */
export const replaceProfileImage = async (
  db: Db,
  { userId, url, now }: { userId: string; url: string; now: Date },
  bus: Announcer,
) => {
  const replaced = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ profileImage: users.profileImage })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) return { found: false as const };
    await tx.update(users).set({ profileImage: url, updatedAt: now }).where(eq(users.id, userId));
    return { found: true as const, previous: before.profileImage };
  });
  announce(bus, 'user', userId);
  return replaced;
};
