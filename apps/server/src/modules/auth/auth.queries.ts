import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export const findUserByUsername = async (db: Db, username: string) => {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      status: users.status,
      passwordHash: users.passwordHash,
      temporaryPasswordExpiresAt: users.temporaryPasswordExpiresAt,
      credentialsVersion: users.credentialsVersion,
    })
    .from(users)
    .where(eq(users.username, username));
  return user;
};

export type LoginUser = NonNullable<Awaited<ReturnType<typeof findUserByUsername>>>;
