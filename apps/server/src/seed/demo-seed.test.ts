import { storedPhonePattern } from '@rela/contracts';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, createTestDatabase } from '../../test/db';
import { passwords } from '../platform/passwords';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { seedDemoData } from './demo-seed';

const password = 'Rela-demo-2026!';

describe.each(drivers)('seedDemoData (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());

  it('seeds the demo hierarchy once, then does nothing', async () => {
    const created = await seedDemoData(database.db, { password, hash: passwords.hash });
    expect(created).toEqual(['owner', 'lead', 'realtor', 'buyer', 'buyer2']);
    expect(await seedDemoData(database.db, { password: 'Other-pass-1!' })).toEqual([]);

    const rows = await database.db.select().from(users).orderBy(asc(users.username));
    expect(rows).toHaveLength(5);
    const byName = new Map(rows.map((row) => [row.username, row]));
    const supervisorOf = (username: string) => {
      const supervisorId = byName.get(username)?.supervisorId;
      return rows.find((row) => row.id === supervisorId)?.username ?? null;
    };
    expect(['owner', 'lead', 'realtor', 'buyer', 'buyer2'].map(supervisorOf)).toEqual([
      null,
      'owner',
      'lead',
      'realtor',
      'realtor',
    ]);
    expect(Object.fromEntries(rows.map((row) => [row.username, row.role]))).toEqual({
      owner: 'company-owner',
      lead: 'team-leader',
      realtor: 'realtor',
      buyer: 'buyer',
      buyer2: 'buyer',
    });
    for (const row of rows) {
      expect(row).toMatchObject({
        email: `${row.username}@rela.example`,
        emailVerified: true,
        phoneVerified: true,
        status: 'CONFIRMED',
      });
      expect(row.firstName).toMatch(/^[A-Z][a-z]+$/);
      expect(row.lastName).toMatch(/^[A-Z][a-z]+$/);
      expect(row.phone).toMatch(storedPhonePattern);
      expect(row.phone).toMatch(/^\+1\d{3}555\d{4}$/);
    }
    const buyer = byName.get('buyer');
    expect(await passwords.verify(buyer?.passwordHash ?? '', password)).toBe(true);
    expect(await passwords.verify(buyer?.passwordHash ?? '', 'Other-pass-1!')).toBe(false);
  });
});
