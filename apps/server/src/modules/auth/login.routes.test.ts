import { Writable } from 'node:stream';
import { tokens, REFRESH_COOKIE, serverMessages } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, TEST_PASSWORD, buildTestApp, type TestApp } from '../../../test/app';
import { drivers } from '../../../test/db';
import { users } from '../../db/schema';
import { loggerOptions } from '../../platform/logging';
import { passwords } from '../../platform/passwords';
import { unicodePassword } from '../../platform/passwords.fixtures';
import { verifyRegistrationChallenge } from './registration-challenge';
import { errorWithoutRequestId, setCookieHeaders } from '../../../test/instance';

const generous = { LOGIN_LIMIT_PER_MINUTE: '1000', IP_LIMIT_PER_MINUTE: '1000' };

describe.each(drivers)('POST /api/login (%s)', (driver) => {
  let t: TestApp;
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload, headers });

  beforeAll(async () => {
    t = await buildTestApp({
      driver,
      env: generous,
      logger: { ...loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'test' }), stream: logStream },
    });
    const db = t.deps.database.db;
    await createUser(db, { username: 'buyer', role: 'buyer' });
    await createUser(db, { username: 'locked', role: 'buyer' });
    await createUser(db, { username: 'unicode', role: 'buyer', password: unicodePassword });
    await createUser(db, { username: 'newbie', role: 'realtor', status: 'FORCE_CHANGE_PASSWORD' });
    const stale = await createUser(db, {
      username: 'stale',
      role: 'realtor',
      status: 'FORCE_CHANGE_PASSWORD',
    });
    await db
      .update(users)
      .set({ temporaryPasswordExpiresAt: new Date(t.clock.now().getTime() - 1) })
      .where(eq(users.id, stale.id));
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers tokens, the refresh token in the body, and Cache-Control: no-store', async () => {
    const response = await login({ username: '  Buyer ', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      accessToken: expect.any(String),
      accessTokenExpire: tokens.accessTokenTtlSeconds,
      refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      username: 'buyer',
    });
    expect(setCookieHeaders(response)).toEqual([]);
  });

  it('answers the same 401 for a wrong password and an unknown user, verifying the dummy hash', async () => {
    const verify = vi.spyOn(passwords, 'verify');
    const wrong = await login({ username: 'buyer', password: 'Wrong-pass-1!' });
    const unknown = await login({ username: 'nobody-at-all', password: 'Wrong-pass-1!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorWithoutRequestId(unknown)).toEqual(errorWithoutRequestId(wrong));
    expect(errorWithoutRequestId(unknown)).toEqual({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      statusMessage: serverMessages.invalidCredentials,
      message: serverMessages.invalidCredentials,
    });
    expect(unknown.headers['cache-control']).toBe('no-store');
    const dummy = await passwords.dummyHash();
    expect(dummy).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify).toHaveBeenLastCalledWith(dummy, 'Wrong-pass-1!');
  });

  it('locks an account after 5 failures, doubling up to 15 minutes, never for good; success resets', async () => {
    const attempt = (password: string) => login({ username: 'locked', password });
    for (let failure = 0; failure < 5; failure += 1) {
      expect((await attempt('Wrong-pass-1!')).statusCode).toBe(401);
    }
    for (const seconds of [30, 60, 120, 240, 480, 900, 900]) {
      const locked = await attempt(TEST_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({
        code: 'ACCOUNT_LOCKED',
        message: serverMessages.accountLocked,
      });
      expect(locked.headers['retry-after']).toBe(String(seconds));
      t.clock.advance(seconds * 1000 - 1000);
      expect((await attempt(TEST_PASSWORD)).statusCode).toBe(429);
      t.clock.advance(1000);
      expect((await attempt('Wrong-pass-1!')).statusCode).toBe(401);
    }
    t.clock.advance(900_000);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
    for (let failure = 0; failure < 4; failure += 1) {
      expect((await attempt('Wrong-pass-1!')).statusCode).toBe(401);
    }
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('locks an unknown username the same way', async () => {
    for (let failure = 0; failure < 5; failure += 1) {
      expect((await login({ username: 'ghost', password: 'Wrong-pass-1!' })).statusCode).toBe(401);
    }
    const locked = await login({ username: 'ghost', password: 'Wrong-pass-1!' });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('30');
  });

  it('locks the address that fails, not the owner signing in from another address', async () => {
    await createUser(t.deps.database.db, { username: 'targeted', role: 'buyer' });
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'targeted', password },
        remoteAddress,
      });
    for (let failure = 0; failure < 6; failure += 1) {
      const statusCode = (await from('203.0.113.66', 'Wrong-pass-1!')).statusCode;
      expect(statusCode).toBe(failure < 5 ? 401 : 429);
    }
    expect((await from('198.51.100.20', TEST_PASSWORD)).statusCode).toBe(200);
    const attacker = await from('203.0.113.66', TEST_PASSWORD);
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('round-trips a 64-character Unicode password byte-exact', async () => {
    expect((await login({ username: 'unicode', password: unicodePassword })).statusCode).toBe(200);
    const composed = unicodePassword.normalize('NFC');
    expect((await login({ username: 'unicode', password: composed })).statusCode).toBe(401);
  });

  it('answers 206 with a registration challenge and no tokens for a temporary password', async () => {
    const response = await login({ username: 'newbie', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(206);
    const body = response.json();
    expect(body).toEqual({
      status: 206,
      username: 'newbie',
      challenge: expect.any(String),
      message: serverMessages.passwordChangeRequired,
    });
    expect(setCookieHeaders(response)).toEqual([]);
    const challenge = await verifyRegistrationChallenge(t.deps, body.challenge);
    expect(challenge).toMatchObject({ username: 'newbie', credentialsVersion: 0 });
  });

  it('answers the generic 401 for an expired temporary password', async () => {
    const response = await login({ username: 'stale', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('sets only the HttpOnly cookie with the session transport header', async () => {
    const persistent = await login(
      { username: 'buyer', password: TEST_PASSWORD, rememberMe: true },
      { 'x-session-transport': 'cookie' },
    );
    expect(persistent.statusCode).toBe(200);
    expect(persistent.json()).not.toHaveProperty('refreshToken');
    const [cookie] = setCookieHeaders(persistent);
    expect(cookie).toMatch(new RegExp(`^${REFRESH_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('Path=/api');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');

    const session = await login(
      { username: 'buyer', password: TEST_PASSWORD },
      { 'x-session-transport': 'cookie' },
    );
    const [sessionCookie] = setCookieHeaders(session);
    expect(sessionCookie).toContain('HttpOnly');
    expect(sessionCookie).toContain('SameSite=Strict');
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/);
  });

  it('logs every outcome with the request id and user, never the password or a token', async () => {
    lines.length = 0;
    const ok = await login({ username: 'buyer', password: TEST_PASSWORD });
    await login({ username: 'buyer', password: 'Secret-wrong-1!' });
    const events = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((l) => l.authEvent);
    expect(events).toEqual([
      expect.objectContaining({
        authEvent: 'login',
        outcome: 'success',
        username: 'buyer',
        requestId: expect.any(String),
      }),
      expect.objectContaining({
        authEvent: 'login',
        outcome: 'failure',
        username: 'buyer',
        requestId: expect.any(String),
      }),
    ]);
    const text = lines.join('\n');
    for (const secret of [
      TEST_PASSWORD,
      'Secret-wrong-1!',
      ok.json().accessToken,
      ok.json().refreshToken,
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
