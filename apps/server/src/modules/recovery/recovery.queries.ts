import { usernameSkeleton } from '@rela/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announce, type Announcer } from '../../platform/cache/cached-reads';
import { users, type NewUserRow } from '../../db/schema';
import { withHouseholdOfOne } from '../../platform/households/household-of-one';

const recipientColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
};

export const findRecipientByUsername = async (db: Db, username: string) => {
  const [user] = await db.select(recipientColumns).from(users).where(eq(users.username, username));
  return user;
};

/** The user whose e-mail address on file is `email`, compared without regard to case. */
export const findRecipientByEmail = async (db: Db, email: string) => {
  const [user] = await db
    .select(recipientColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
};

export type Recipient = NonNullable<Awaited<ReturnType<typeof findRecipientByUsername>>>;

/** A chosen password: confirmed, no temporary password, and every earlier credential void. */
const chosenPassword = (passwordHash: string, now: Date) => ({
  passwordHash,
  status: 'CONFIRMED' as const,
  temporaryPasswordExpiresAt: null,
  credentialsVersion: sql`${users.credentialsVersion} + 1`,
  updatedAt: now,
});

export const setChosenPassword = async (
  db: Db,
  params: { userId: string; passwordHash: string; now: Date },
  bus: Announcer,
) => {
  await db
    .update(users)
    .set(chosenPassword(params.passwordHash, params.now))
    .where(eq(users.id, params.userId));
  announce(bus, 'user', params.userId);
};

/**
 * Completes a first-time registration only while the user still awaits it at the credentials
 * version that was proven, so a challenge or temporary password works once. Answers whether it did.
 */
export const completeRegistration = async (
  db: Db,
  params: { userId: string; credentialsVersion: number; passwordHash: string; now: Date },
  bus: Announcer,
) => {
  const updated = await db
    .update(users)
    .set(chosenPassword(params.passwordHash, params.now))
    .where(
      and(
        eq(users.id, params.userId),
        eq(users.status, 'FORCE_CHANGE_PASSWORD'),
        eq(users.credentialsVersion, params.credentialsVersion),
      ),
    )
    .returning({ id: users.id });
  announce(bus, 'user', params.userId);
  return updated.length > 0;
};

export const findUserIdByUsername = async (db: Db, username: string) => {
  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.username, username));
  return user;
};

/** Whether a username (or one confusable with it) or an e-mail address (any case) is taken. */
export const findTakenIdentity = async (db: Db, params: { username: string; email: string }) => {
  const [byUsername] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.usernameSkeleton, usernameSkeleton(params.username)));
  if (byUsername) return 'username' as const;
  const byEmail = await findRecipientByEmail(db, params.email);
  return byEmail ? ('email' as const) : null;
};

/**
 * A new user: nothing to announce, since no cache can hold an id that did not exist. A buyer joining
 * no household gets one of their own (ADR 049).
 */
export const insertUser = async (db: Db, user: NewUserRow) => {
  const [row] = await db
    .insert(users)
    .values(await withHouseholdOfOne(db, user))
    .returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
};
