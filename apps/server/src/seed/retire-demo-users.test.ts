import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test/app';
import { drivers } from '../../test/db';
import { SESSION_CHECK_TTL_MS } from '../modules/auth';
import { passwords } from '../platform/passwords';
import { refreshFamilies, users } from '../db/schema';
import { retireDemoUsers, seedDemoData } from './demo-seed';

const demoPassword = 'Rela-demo-2026!';
const fastHash = (password: string) => passwords.hash(password);

/** REQ-SEC-DEV-ONLY: demo users left from a development start do not sign in in production. */
describe.each(drivers)('retireDemoUsers (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
    await seedDemoData(t.db, { password: demoPassword, hash: fastHash });
  });
  afterAll(() => t.close());

  const signIn = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

  it('retires the demo users still on the demo password: no sign-in, no session, no token', async () => {
    const token = await loginAs(t.app, 'owner', demoPassword);
    const accountInfo = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/my-account-info',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await accountInfo()).statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ passwordHash: await passwords.hash('Own-pass-2026!') })
      .where(eq(users.username, 'buyer2'));

    expect(await retireDemoUsers(t.db, { password: demoPassword })).toEqual(
      expect.arrayContaining(['owner', 'lead', 'realtor', 'buyer']),
    );
    expect(await retireDemoUsers(t.db, { password: demoPassword })).toEqual([]);

    for (const username of ['owner', 'lead', 'realtor', 'buyer'])
      expect((await signIn(username, demoPassword)).statusCode).toBe(401);
    const [owner] = await t.db.select().from(users).where(eq(users.username, 'owner'));
    expect(
      await t.db
        .select()
        .from(refreshFamilies)
        .where(eq(refreshFamilies.userId, owner?.id ?? '')),
    ).toEqual([]);
    t.clock.advance(SESSION_CHECK_TTL_MS + 1);
    expect((await accountInfo()).statusCode).toBe(401);
  });

  it('keeps a demo username whose password was changed', async () => {
    expect((await signIn('buyer2', 'Own-pass-2026!')).statusCode).toBe(200);
  });
});
