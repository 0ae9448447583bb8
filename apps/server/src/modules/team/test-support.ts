import type { Role } from '@rela/contracts';
import { asc } from 'drizzle-orm';
import { buildTestApp, createUser, loginAs, type TestApp } from '../../../test/app';
import type { DriverKind } from '../../../test/db';
import type { Db } from '../../db/client';
import { buyerHomes, invitations, users } from '../../db/schema';

/** Two branches: owner{n} > lead{n} > realtor{n} > buyer{n}a, buyer{n}b, for n = 1, 2. */
export const branchUsers: readonly (readonly [string, Role, string | null])[] = [1, 2].flatMap(
  (n) =>
    [
      [`owner${n}`, 'company-owner', null],
      [`lead${n}`, 'team-leader', `owner${n}`],
      [`realtor${n}`, 'realtor', `lead${n}`],
      [`buyer${n}a`, 'buyer', `realtor${n}`],
      [`buyer${n}b`, 'buyer', `realtor${n}`],
    ] as const,
);

export type TeamWorld = {
  t: TestApp;
  ids: Record<string, string>;
  /** Bearer headers of a user, signed in once and kept. */
  as: (username: string) => Promise<{ authorization: string }>;
  close: () => Promise<void>;
};

/** Inserts the branches (with real passwords and phones) into an empty users table. */
export const insertBranches = async (db: Db) => {
  const ids: Record<string, string> = {};
  for (const [index, [username, role, supervisor]] of branchUsers.entries()) {
    const row = await createUser(db, {
      username,
      role,
      supervisorId: supervisor ? ids[supervisor] : null,
      firstName: username.replace(/\d.*/, '').replace(/^./, (c) => c.toUpperCase()),
      lastName: `Branch${username.replace(/\D/g, '')}`,
      phone: `+1555000${String(index).padStart(4, '0')}`,
    });
    ids[username] = row.id;
  }
  return ids;
};

export const buildTeamWorld = async (driver: DriverKind): Promise<TeamWorld> => {
  const t = await buildTestApp({
    driver,
    env: { LOGIN_LIMIT_PER_MINUTE: '10000', IP_LIMIT_PER_MINUTE: '10000' },
  });
  const ids = await insertBranches(t.db);
  const tokens = new Map<string, string>();
  const as = async (username: string) => {
    const token = tokens.get(username) ?? (await loginAs(t.app, username));
    tokens.set(username, token);
    return { authorization: `Bearer ${token}` };
  };
  return { t, ids, as, close: () => t.close() };
};

/** Every row of the tables a team call could change, in a stable order. */
export const teamSnapshot = async (db: Db) => ({
  users: await db.select().from(users).orderBy(asc(users.username)),
  invitations: await db.select().from(invitations).orderBy(asc(invitations.id)),
  buyerHomes: await db.select().from(buyerHomes).orderBy(asc(buyerHomes.id)),
});

/** The requestId and e-mail of the link in an invitation e-mail. */
export const linkIn = (text: string) => {
  const match = /(https?:\/\/\S+\/register\/invite\?\S+)/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation link in ${text}`);
  const url = new URL(match[1]);
  return {
    path: url.pathname,
    requestId: url.searchParams.get('requestId'),
    email: url.searchParams.get('email'),
  };
};
