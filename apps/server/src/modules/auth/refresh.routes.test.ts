import { Writable } from 'node:stream';
import { REFRESH_COOKIE, tokens } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, TEST_PASSWORD, buildTestApp, type TestApp } from '../../../test/app';
import { drivers } from '../../../test/db';
import { loggerOptions } from '../../platform/logging';
import { maxPresentationsInGrace } from './refresh-tokens.service';
import { setCookieHeaders } from '../../../test/instance';

type Tokens = { accessToken: string; refreshToken: string };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(drivers)('POST /api/refresh-access-token (%s)', (driver) => {
  let t: TestApp;
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  beforeAll(async () => {
    t = await buildTestApp({
      driver,
      env: { LOGIN_LIMIT_PER_MINUTE: '1000', IP_LIMIT_PER_MINUTE: '1000' },
      logger: { ...loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'test' }), stream: logStream },
    });
    await createUser(t.deps.database.db, { username: 'buyer', role: 'buyer' });
  });
  afterAll(() => t.close());

  const signIn = async (rememberMe = false): Promise<Tokens> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'buyer', password: TEST_PASSWORD, rememberMe },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Tokens>();
  };
  const refresh = (refreshToken: string, username = 'buyer') =>
    t.app.inject({
      method: 'POST',
      url: '/api/refresh-access-token',
      payload: { username, refreshToken },
    });
  const accountStatus = async (accessToken: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/my-account-info',
        headers: bearer(accessToken),
      })
    ).statusCode;

  it('rotates the refresh token on every use', async () => {
    const first = await signIn();
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const next = response.json<Tokens & { accessTokenExpire: number; username: string }>();
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(next).toMatchObject({
      accessTokenExpire: tokens.accessTokenTtlSeconds,
      username: 'buyer',
    });
    expect(await accountStatus(next.accessToken)).toBe(200);
  });

  it('revokes the whole family when a rotated token is replayed after the grace period', async () => {
    const first = await signIn();
    const second = (await refresh(first.refreshToken)).json<Tokens>();
    t.clock.advance(tokens.refreshGraceMs + 1);
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect(await accountStatus(second.accessToken)).toBe(401);
    expect(await accountStatus(first.accessToken)).toBe(401);
  });

  it('answers a just-rotated token within the grace (two tabs) with the same successor', async () => {
    const first = await signIn();
    const tabA = (await refresh(first.refreshToken)).json<Tokens>();
    t.clock.advance(tokens.refreshGraceMs - 1);
    const tabBResponse = await refresh(first.refreshToken);
    expect(tabBResponse.statusCode).toBe(200);
    const tabB = tabBResponse.json<Tokens>();
    expect(tabB.refreshToken).toBe(tabA.refreshToken);
    expect(tabB.accessToken).not.toBe(tabA.accessToken);
    const next = await refresh(tabA.refreshToken);
    expect(next.statusCode).toBe(200);
    expect(await accountStatus(next.json<Tokens>().accessToken)).toBe(200);
  });

  it('answers a rotated token a few times in the grace, then refuses, logs and revokes', async () => {
    const first = await signIn();
    const answers = [];
    for (let presentation = 0; presentation < maxPresentationsInGrace; presentation += 1) {
      const response = await refresh(first.refreshToken);
      expect(response.statusCode).toBe(200);
      answers.push(response.json<Tokens>().refreshToken);
    }
    expect(new Set(answers).size).toBe(1);
    lines.length = 0;
    const beyond = await refresh(first.refreshToken);
    expect(beyond.statusCode).toBe(401);
    expect(lines.join('')).toContain('"outcome":"reuse-detected"');
    expect((await refresh(answers[0] ?? '')).statusCode).toBe(401);
  });

  it('lets two concurrent refreshes with the same token both succeed', async () => {
    const first = await signIn();
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    t.clock.advance(tokens.refreshGraceMs + 1);
    const next = await refresh(a.json<Tokens>().refreshToken);
    expect(next.statusCode).toBe(200);
    expect(await accountStatus(next.json<Tokens>().accessToken)).toBe(200);
  });

  it('ends a session without remember-me after 12 hours, however active', async () => {
    let current = await signIn(false);
    for (let hour = 0; hour < 11; hour += 1) {
      t.clock.advance(HOUR);
      const response = await refresh(current.refreshToken);
      expect(response.statusCode).toBe(200);
      current = response.json<Tokens>();
    }
    t.clock.advance(HOUR);
    expect((await refresh(current.refreshToken)).statusCode).toBe(401);
  });

  it('ends a remember-me session after 30 days, however active', async () => {
    let current = await signIn(true);
    for (let step = 0; step < 2; step += 1) {
      t.clock.advance(13 * DAY);
      const response = await refresh(current.refreshToken);
      expect(response.statusCode).toBe(200);
      current = response.json<Tokens>();
    }
    t.clock.advance(4 * DAY);
    expect((await refresh(current.refreshToken)).statusCode).toBe(401);
    expect(await accountStatus(current.accessToken)).toBe(401);
  });

  it('ends an idle session after 2 hours without remember-me and 14 days with it', async () => {
    const session = await signIn(false);
    t.clock.advance(2 * HOUR - 1000);
    const stillValid = await refresh(session.refreshToken);
    expect(stillValid.statusCode).toBe(200);
    t.clock.advance(2 * HOUR);
    expect((await refresh(stillValid.json<Tokens>().refreshToken)).statusCode).toBe(401);

    const remembered = await signIn(true);
    t.clock.advance(14 * DAY);
    expect((await refresh(remembered.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a token for another username, an unknown token and no token, changing nothing', async () => {
    const session = await signIn();
    expect((await refresh(session.refreshToken, 'someone-else')).statusCode).toBe(401);
    expect((await refresh('A'.repeat(43))).statusCode).toBe(401);
    const none = await t.app.inject({ method: 'POST', url: '/api/refresh-access-token' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });

  it('refreshes from the cookie and rotates the cookie', async () => {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'buyer', password: TEST_PASSWORD, rememberMe: true },
      headers: { 'x-session-transport': 'cookie' },
    });
    const cookieValue = signedIn.cookies.find((c) => c.name === REFRESH_COOKIE)?.value ?? '';
    t.clock.advance(DAY);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/refresh-access-token',
      cookies: { [REFRESH_COOKIE]: cookieValue },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('refreshToken');
    const [cookie] = setCookieHeaders(response);
    expect(cookie).toMatch(new RegExp(`^${REFRESH_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(cookie).not.toContain(cookieValue);
    expect(cookie).toContain(`Max-Age=${29 * 24 * 3600}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
  });
});
