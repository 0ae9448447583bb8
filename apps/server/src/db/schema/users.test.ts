import { usernameSkeleton } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../test/db';
import type { Database } from '../client';
import { users } from './users';

const user = (username: string) => ({
  username,
  email: `${username}@users.test`,
  role: 'buyer' as const,
  passwordHash: 'x',
});

describe.each(drivers)('users.username_skeleton (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());

  it('is the skeleton of contracts, computed by the database', async () => {
    const names = ['ada', 'rn_0', 'vv1ll', 'cl-io', 'b.o.b', 'x9'];
    await database.db.insert(users).values(names.map(user));
    const rows = await database.db
      .select({ username: users.username, skeleton: users.usernameSkeleton })
      .from(users);
    expect(rows.map((row) => [row.username, row.skeleton]).sort()).toEqual(
      names.map((name) => [name, usernameSkeleton(name)]).sort(),
    );
  });

  it('refuses a second username with the same skeleton', async () => {
    for (const lookAlike of ['m.o', 'wlll', 'd_i0', 'b_0-b', 'x9'])
      await expect(database.db.insert(users).values(user(lookAlike))).rejects.toThrow();
    await database.db.insert(users).values(user('ada2'));
    const [row] = await database.db.select().from(users).where(eq(users.username, 'ada2'));
    expect(row?.usernameSkeleton).toBe('ada2');
  });
});
