import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildTestApp, createUser, loginAs, type TestApp } from '../../../test/app';
import type { DriverKind } from '../../../test/db';

/**
 * Two branches, owner{n} > lead{n} > realtor{n} > buyer{n}a, buyer{n}b (n = 1, 2), each buyer a
 * household of one; named "Buyer Branch1" and so on.
 */
export const buildHouseholdWorld = async (driver: DriverKind) => {
  const t: TestApp = await buildTestApp({
    driver,
    env: { LOGIN_LIMIT_PER_MINUTE: '10000', IP_LIMIT_PER_MINUTE: '10000' },
  });
  const ids: Record<string, string> = {};
  for (const n of [1, 2]) {
    const chain = [
      [`owner${n}`, 'company-owner', null],
      [`lead${n}`, 'team-leader', `owner${n}`],
      [`realtor${n}`, 'realtor', `lead${n}`],
      [`buyer${n}a`, 'buyer', `realtor${n}`],
      [`buyer${n}b`, 'buyer', `realtor${n}`],
    ] as const;
    for (const [username, role, supervisor] of chain) {
      const row = await createUser(t.db, {
        username,
        role,
        supervisorId: supervisor ? ids[supervisor] : null,
        firstName: username.replace(/\d.*/, '').replace(/^./, (c) => c.toUpperCase()),
        lastName: `Branch${n}`,
      });
      ids[username] = row.id;
    }
  }
  // They joined their households of one long before the test clock's registrations (ADR 049).
  await t.db
    .update(users)
    .set({ joinedHouseholdAt: new Date('2025-01-01T00:00:00Z') })
    .where(eq(users.role, 'buyer'));
  const tokens = new Map<string, string>();
  const as = async (username: string) => {
    const token = tokens.get(username) ?? (await loginAs(t.app, username));
    tokens.set(username, token);
    return { authorization: `Bearer ${token}` };
  };
  return { t, ids, as, close: () => t.close() };
};

export type HouseholdWorld = Awaited<ReturnType<typeof buildHouseholdWorld>>;

/** The requestId of the registration link in an invitation e-mail. */
export const requestIdIn = (text: string) => {
  const match = /(https?:\/\/\S+\/register\/invite\?\S+)/.exec(text);
  return match?.[1] ? new URL(match[1]).searchParams.get('requestId') : null;
};
