import {
  passwordResetMessages,
  lockout,
  tokens,
  registrationMessages,
  serverMessages,
} from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../../test/app';
import { drivers } from '../../../test/db';
import { users, type UserRow } from '../../db/schema';
import { setCookieHeaders } from '../../../test/instance';
import { freshAddress, postFrom } from '../../../test/requests';

const NEW_PASSWORD = 'Chosen-pass-2026!';
const DAY = 24 * 60 * 60 * 1000;

/** REQ-SEC-TEMP-PASSWORD: the 206 challenge only completes the registration; the temporary password expires. */
describe.each(drivers)(
  'temporary passwords and POST /api/complete-user-registration (%s)',
  (driver) => {
    let t: TestApp;
    let post: ReturnType<typeof postFrom>;
    let newbie: UserRow;

    beforeAll(async () => {
      t = await buildTestApp({
        driver,
        env: { LOGIN_LIMIT_PER_MINUTE: '1000', IP_LIMIT_PER_MINUTE: '1000' },
      });
    });
    afterAll(() => t.close());
    beforeEach(async () => {
      post = postFrom(() => t.app, freshAddress());
      t.clock.advance(DAY);
      await t.db.delete(users);
      newbie = await createUser(t.db, {
        username: 'newbie',
        role: 'realtor',
        status: 'FORCE_CHANGE_PASSWORD',
      });
      await t.db
        .update(users)
        .set({
          temporaryPasswordExpiresAt: new Date(
            t.clock.now().getTime() + tokens.temporaryPasswordTtlMs,
          ),
        })
        .where(eq(users.id, newbie.id));
    });

    const login = (password: string) => post('/api/login', { username: 'newbie', password });
    const challengeOf = async () => {
      const response = await login(TEST_PASSWORD);
      expect(response.statusCode).toBe(206);
      return response.json<{ challenge: string }>().challenge;
    };
    const complete = (payload: Record<string, unknown>) =>
      post('/api/complete-user-registration', {
        username: 'newbie',
        newPassword: NEW_PASSWORD,
        ...payload,
      });
    const stored = async () => (await t.db.select().from(users).where(eq(users.id, newbie.id)))[0];
    const invalidCredentials = {
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: serverMessages.invalidCredentials,
    };

    it('answers 206 with a challenge and no tokens, and the challenge opens nothing else', async () => {
      const response = await login(TEST_PASSWORD);
      expect(response.statusCode).toBe(206);
      const body = response.json<Record<string, unknown>>();
      expect(Object.keys(body).sort()).toEqual(['challenge', 'message', 'status', 'username']);
      expect(setCookieHeaders(response)).toEqual([]);
      const challenge = String(body.challenge);
      for (const url of ['/api/my-account-info', '/api/users/me']) {
        const other = await t.app.inject({ method: 'GET', url, headers: bearer(challenge) });
        expect(other.statusCode).toBe(401);
      }
      const asRefresh = await post('/api/refresh-access-token', {
        username: 'newbie',
        refreshToken: challenge,
      });
      expect(asRefresh.statusCode).toBe(401);
    });

    it('completes the registration with the challenge; the user signs in with the new password', async () => {
      const challenge = await challengeOf();
      const response = await complete({ challenge });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, message: registrationMessages.completed });
      expect(setCookieHeaders(response)).toEqual([]);
      expect(response.json()).not.toHaveProperty('accessToken');
      expect(await stored()).toMatchObject({
        status: 'CONFIRMED',
        temporaryPasswordExpiresAt: null,
        credentialsVersion: newbie.credentialsVersion + 1,
      });
      expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
      expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
    });

    it('takes a challenge once', async () => {
      const challenge = await challengeOf();
      expect((await complete({ challenge })).statusCode).toBe(200);
      const again = await complete({ challenge, newPassword: 'Another-pass-2026!' });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toMatchObject(invalidCredentials);
      expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('completes the registration with the temporary password, as the field is named', async () => {
      const response = await complete({ tempPassword: TEST_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect((await stored())?.status).toBe('CONFIRMED');
      expect((await complete({ tempPassword: TEST_PASSWORD })).statusCode).toBe(401);
    });

    it('refuses a new password equal to the temporary one', async () => {
      for (const proof of [{ tempPassword: TEST_PASSWORD }, { challenge: await challengeOf() }]) {
        const response = await complete({ ...proof, newPassword: TEST_PASSWORD });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION',
          message: passwordResetMessages.sameAsTemporary,
        });
      }
      expect((await stored())?.status).toBe('FORCE_CHANGE_PASSWORD');
    });

    it('refuses a password that breaks the rules', async () => {
      const response = await complete({ tempPassword: TEST_PASSWORD, newPassword: 'weakpass' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: passwordResetMessages.requirementsNotMet });
    });

    it('answers the generic 401 to a wrong temporary password, a bad challenge or an unknown user', async () => {
      const challenge = await challengeOf();
      const answers = [
        await complete({ tempPassword: 'Wrong-pass-2026!' }),
        await complete({ challenge: `${challenge}x` }),
        await complete({ challenge: 'not-a-jwt' }),
        await post('/api/complete-user-registration', {
          username: 'nobody',
          newPassword: NEW_PASSWORD,
          tempPassword: TEST_PASSWORD,
        }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toMatchObject(invalidCredentials);
      }
    });

    it('refuses a challenge after its 10 minutes', async () => {
      const challenge = await challengeOf();
      t.clock.advance(tokens.registrationChallengeTtlMs);
      expect((await complete({ challenge })).statusCode).toBe(401);
    });

    it('refuses a challenge issued to another user', async () => {
      await createUser(t.db, { username: 'other', role: 'buyer', status: 'FORCE_CHANGE_PASSWORD' });
      const response = await post('/api/login', { username: 'other', password: TEST_PASSWORD });
      const challenge = response.json<{ challenge: string }>().challenge;
      expect((await complete({ challenge })).statusCode).toBe(401);
    });

    it('is for FORCE_CHANGE_PASSWORD users only', async () => {
      await createUser(t.db, { username: 'confirmed', role: 'buyer' });
      const response = await post('/api/complete-user-registration', {
        username: 'confirmed',
        newPassword: NEW_PASSWORD,
        tempPassword: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(401);
    });

    it('expires the temporary password after 7 days, at sign-in and here', async () => {
      t.clock.advance(tokens.temporaryPasswordTtlMs - 1);
      expect((await login(TEST_PASSWORD)).statusCode).toBe(206);
      t.clock.advance(1);
      const expired = await login(TEST_PASSWORD);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject(invalidCredentials);
      expect((await complete({ tempPassword: TEST_PASSWORD })).statusCode).toBe(401);
    });

    it('counts wrong temporary passwords towards the sign-in lockout', async () => {
      for (let failure = 0; failure < lockout.threshold; failure += 1) {
        expect((await complete({ tempPassword: 'Wrong-pass-2026!' })).statusCode).toBe(401);
      }
      const locked = await complete({ tempPassword: TEST_PASSWORD });
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBe(String(lockout.baseSeconds));
      expect((await login(TEST_PASSWORD)).statusCode).toBe(429);
    });

    it('wants exactly one of tempPassword and challenge', async () => {
      const challenge = await challengeOf();
      expect((await complete({})).statusCode).toBe(400);
      expect((await complete({ tempPassword: TEST_PASSWORD, challenge })).statusCode).toBe(400);
    });
  },
);
