import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, TEST_PASSWORD, buildTestApp, type TestApp } from '../../../test/app';
import { drivers } from '../../../test/db';
import { users } from '../../db/schema';
import { announceChange } from '../../platform/cache/cached-reads';
import { issueAccessToken } from './access-tokens';
import { issueRegistrationChallenge } from './registration-challenge';

type Tokens = { accessToken: string; refreshToken: string };

describe.each(drivers)('authenticate (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
    await createUser(t.deps.database.db, { username: 'buyer', role: 'buyer' });
    await createUser(t.deps.database.db, { username: 'leaving', role: 'buyer' });
  });
  afterAll(() => t.close());

  const signIn = async (username: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: TEST_PASSWORD },
      })
    ).json<Tokens>();
  const me = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/my-account-info', headers });

  it('answers 401 without a token or with a malformed header', async () => {
    const variants: Record<string, string>[] = [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer' },
    ];
    for (const headers of variants) {
      const response = await me(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('answers 401 for a refresh token or a registration challenge as bearer', async () => {
    const session = await signIn('buyer');
    expect((await me(bearer(session.accessToken))).statusCode).toBe(200);
    expect((await me(bearer(session.refreshToken))).statusCode).toBe(401);
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.username, 'buyer'));
    if (!user) throw new Error('no user');
    const challenge = await issueRegistrationChallenge(t.deps, {
      userId: user.id,
      username: 'buyer',
      credentialsVersion: 0,
    });
    expect((await me(bearer(challenge))).statusCode).toBe(401);
  });

  it('answers 401 for a validly signed token whose session does not exist', async () => {
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.username, 'buyer'));
    if (!user) throw new Error('no user');
    const token = await issueAccessToken(t.deps, {
      userId: user.id,
      username: 'buyer',
      role: 'buyer',
      familyId: '00000000-0000-4000-8000-000000000000',
    });
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('answers 401 once the access token expired', async () => {
    const session = await signIn('buyer');
    t.clock.advance(3_600_000);
    expect((await me(bearer(session.accessToken))).statusCode).toBe(401);
  });

  it('answers 401 once the user is deleted', async () => {
    const session = await signIn('leaving');
    expect((await me(bearer(session.accessToken))).statusCode).toBe(200);
    const [gone] = await t.deps.database.db
      .delete(users)
      .where(eq(users.username, 'leaving'))
      .returning({ id: users.id });
    // Deleted behind the app's back: told to the cached reads as the app's delete does.
    announceChange(t.deps, 'user', gone?.id ?? '');
    expect((await me(bearer(session.accessToken))).statusCode).toBe(401);
  });
});
