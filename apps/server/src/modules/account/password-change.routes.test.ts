import {
  accountMessages,
  passwordResetMessages,
  timing,
  resetModalMessages,
  verificationCodes as codeRules,
} from '@rela/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../../test/app';
import { drivers } from '../../../test/db';
import { outbox, users } from '../../db/schema';
import { accountMessageKinds as kinds } from './account-messages';
import { codeIn, messagesOf, otherCode } from './test-support';

const NEW_PASSWORD = 'Brand-new-2026!';
const generous = { LOGIN_LIMIT_PER_MINUTE: '1000', IP_LIMIT_PER_MINUTE: '1000' };

type Session = { accessToken: string; cookie: string };

/** The Reset Password modal of the account page (REQ-ACCOUNT-PASSWORD-MODAL). */
describe.each(drivers)('the Reset Password modal calls (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver, env: generous });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.advance(60 * 60_000);
    await t.db.delete(outbox);
    await t.db.delete(users);
    await createUser(t.db, { username: 'ada', role: 'buyer' });
  });

  const signIn = async (password = TEST_PASSWORD): Promise<Session> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ada', password },
      headers: { 'x-session-transport': 'cookie' },
    });
    expect(response.statusCode).toBe(200);
    const cookie = [response.headers['set-cookie']].flat()[0]?.split(';')[0] ?? '';
    return { accessToken: response.json<{ accessToken: string }>().accessToken, cookie };
  };
  const post = (session: Session, url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(session.accessToken) });
  const sendCode = (session: Session) => post(session, '/api/dashboard/send-password-change-code');
  const change = (session: Session, confirmationCode: string, newPassword = NEW_PASSWORD) =>
    post(session, '/api/dashboard/change-password', { confirmationCode, newPassword });
  const codes = () => messagesOf(t.db, 'password-reset');
  const refresh = (session: Session) =>
    t.app.inject({
      method: 'POST',
      url: '/api/refresh-access-token',
      headers: { cookie: session.cookie, 'x-session-transport': 'cookie' },
    });

  it('mails a code to the address on file and changes the password with it; this session lives on, others end', async () => {
    const here = await signIn();
    const elsewhere = await signIn();
    const sent = await sendCode(here);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: 200, message: accountMessages.passwordCodeSent });
    const [mail] = await codes();
    expect(mail?.recipient).toBe('ada@rela.example');

    const done = await change(here, codeIn(mail));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 200, message: resetModalMessages.success });

    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: bearer(here.accessToken),
        })
      ).statusCode,
    ).toBe(200);
    expect((await refresh(here)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: bearer(elsewhere.accessToken),
        })
      ).statusCode,
    ).toBe(401);
    expect((await refresh(elsewhere)).statusCode).toBe(401);

    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ada', password: TEST_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    await signIn(NEW_PASSWORD);
    const [notice] = await messagesOf(t.db, kinds.passwordChanged);
    expect(notice?.recipient).toBe('ada@rela.example');
  });

  it('checks the password rules before the code: a weak password costs no attempt', async () => {
    const session = await signIn();
    await sendCode(session);
    const code = codeIn((await codes())[0]);
    for (let attempt = 0; attempt < codeRules.maxAttempts + 1; attempt += 1) {
      const weak = await change(session, code, 'weakpass');
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ message: passwordResetMessages.requirementsNotMet });
    }
    expect((await change(session, code)).statusCode).toBe(200);
  });

  it('refuses wrong codes with the modal message and kills the code after 5 (REQ-SEC-CODES)', async () => {
    const session = await signIn();
    await sendCode(session);
    const code = codeIn((await codes())[0]);
    for (let attempt = 0; attempt < codeRules.maxAttempts; attempt += 1) {
      const wrong = await change(session, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: resetModalMessages.incorrectCode });
    }
    expect((await change(session, code)).statusCode).toBe(400);
    await signIn(TEST_PASSWORD);
  });

  it('refuses a new code inside the 60 s cooldown (REQ-SEC-COOLDOWN)', async () => {
    const session = await signIn();
    expect((await sendCode(session)).statusCode).toBe(200);
    const early = await sendCode(session);
    expect(early.statusCode).toBe(429);
    expect(await codes()).toHaveLength(1);
    t.clock.advance(timing.resendCooldownMs);
    expect((await sendCode(session)).statusCode).toBe(200);
    const [first, second] = await codes();
    if (codeIn(first) !== codeIn(second))
      expect((await change(session, codeIn(first))).statusCode).toBe(400);
    expect((await change(session, codeIn(second))).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    for (const url of [
      '/api/dashboard/send-password-change-code',
      '/api/dashboard/change-password',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: { confirmationCode: '123456', newPassword: NEW_PASSWORD },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
