import { REFRESH_COOKIE, serverMessages } from '@rela/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, TEST_PASSWORD, buildTestApp, type TestApp } from '../../../test/app';
import { drivers } from '../../../test/db';
import type { UserRow } from '../../db/schema';
import { revokeAllSessions } from './refresh-tokens.service';
import { setCookieHeaders } from '../../../test/instance';

type Tokens = { accessToken: string; refreshToken: string };

describe.each(drivers)('POST /api/logout and revokeAllSessions (%s)', (driver) => {
  let t: TestApp;
  let buyer: UserRow;
  beforeAll(async () => {
    t = await buildTestApp({
      driver,
      env: { LOGIN_LIMIT_PER_MINUTE: '1000', IP_LIMIT_PER_MINUTE: '1000' },
    });
    buyer = await createUser(t.deps.database.db, { username: 'buyer', role: 'buyer' });
  });
  afterAll(() => t.close());

  const signIn = async (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'buyer', password: TEST_PASSWORD },
      headers,
    });
  const tokensOf = async () => (await signIn()).json<Tokens>();
  const refreshStatus = async (refreshToken: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/refresh-access-token',
        payload: { username: 'buyer', refreshToken },
      })
    ).statusCode;
  const accountStatus = async (accessToken: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(accessToken) }))
      .statusCode;
  const logout = (options: {
    headers?: Record<string, string>;
    payload?: object;
    cookies?: Record<string, string>;
  }) => t.app.inject({ method: 'POST', url: '/api/logout', ...options });

  it('revokes the bearer token session, clears the cookie, and is idempotent', async () => {
    const session = await tokensOf();
    const response = await logout({ headers: bearer(session.accessToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: serverMessages.loggedOut });
    expect(response.headers['cache-control']).toBe('no-store');
    const [cleared] = setCookieHeaders(response);
    expect(cleared).toMatch(new RegExp(`^${REFRESH_COOKIE}=;`));
    expect(cleared).toContain('Path=/api');
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await accountStatus(session.accessToken)).toBe(401);
    expect(await refreshStatus(session.refreshToken)).toBe(401);
    expect((await logout({ headers: bearer(session.accessToken) })).statusCode).toBe(200);
    expect((await logout({})).statusCode).toBe(200);
  });

  it('revokes the session of the cookie alone', async () => {
    const signedIn = await signIn({ 'x-session-transport': 'cookie' });
    const cookie = signedIn.cookies.find((c) => c.name === REFRESH_COOKIE)?.value ?? '';
    const { accessToken } = signedIn.json<Tokens>();
    expect((await logout({ cookies: { [REFRESH_COOKIE]: cookie } })).statusCode).toBe(200);
    expect(await accountStatus(accessToken)).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/refresh-access-token',
      cookies: { [REFRESH_COOKIE]: cookie },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('revokes the session of a refresh token in the body', async () => {
    const session = await tokensOf();
    expect((await logout({ payload: { refreshToken: session.refreshToken } })).statusCode).toBe(
      200,
    );
    expect(await refreshStatus(session.refreshToken)).toBe(401);
    expect(await accountStatus(session.accessToken)).toBe(401);
  });

  it('revokeAllSessions ends every session of a user except the one named', async () => {
    const [kept, second, third] = [await tokensOf(), await tokensOf(), await tokensOf()];
    if (!kept || !second || !third) throw new Error('sign-in failed');
    const keptFamily = String(decodeJwt(kept.accessToken).sid);
    const ended = await revokeAllSessions(t.deps.database.db, buyer.id, {
      except: keptFamily,
      sessions: t.deps.sessions,
    });
    expect(ended).toBeGreaterThanOrEqual(2);
    expect(await accountStatus(kept.accessToken)).toBe(200);
    expect(await refreshStatus(kept.refreshToken)).toBe(200);
    for (const session of [second, third]) {
      expect(await accountStatus(session.accessToken)).toBe(401);
      expect(await refreshStatus(session.refreshToken)).toBe(401);
    }
    await revokeAllSessions(t.deps.database.db, buyer.id, { sessions: t.deps.sessions });
    expect(await accountStatus(kept.accessToken)).toBe(401);
  });
});
