import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

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
