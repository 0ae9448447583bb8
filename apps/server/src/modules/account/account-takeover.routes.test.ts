import { accountMessages, lockout } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createUser,
  loginAs,
  TEST_PASSWORD,
  type TestApp,
} from '../../../test/app';
import { drivers } from '../../../test/db';
import { outbox, users, type UserRow } from '../../db/schema';
import { accountLimits } from './account-limits';
import { accountMessageKinds as kinds } from './account-messages';
import { emailUndoWindowMs } from './email-change-undo.service';
import { freshSignInMs } from './reauthenticate';
import { codeIn, messagesOf } from './test-support';

const generous = { LOGIN_LIMIT_PER_MINUTE: '1000', IP_LIMIT_PER_MINUTE: '1000' };
const NEW_PASSWORD = 'Brand-new-2026!';

/** REQ-ACCOUNT-STEP-UP, REQ-SEC-CONTACT-ORACLE: what one stolen access token can no longer do. */
describe.each(drivers)('a stolen access token cannot take the account (%s)', (driver) => {
  let t: TestApp;
  let ada: UserRow;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({ driver, env: generous });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.advance(24 * 60 * 60_000);
    await t.db.delete(outbox);
    await t.db.delete(users);
    ada = await createUser(t.db, { username: 'ada', role: 'buyer', phone: '+14155550100' });
    await createUser(t.db, { username: 'grace', role: 'buyer', phone: '+14155550111' });
    token = await loginAs(t.app, 'ada');
  });

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const publicPost = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload });
  const me = async () => (await t.db.select().from(users).where(eq(users.id, ada.id)))[0];
  const signInGetsOld = () => t.clock.advance(freshSignInMs + 1000);

  const changes = [
    ['/api/dashboard/update-email', { userEmail: 'thief@evil.example' }],
    ['/api/dashboard/update-phone-number', { phoneNumber: '+1 415 555 0199' }],
    ['/api/dashboard/change-password', { confirmationCode: '123456', newPassword: NEW_PASSWORD }],
  ] as const;

  it('asks for the current password once the sign-in is over 5 minutes old: missing or wrong is a 403 and changes nothing', async () => {
    signInGetsOld();
    for (const [url, body] of changes) {
      const missing = await post(url, body);
      expect(missing.statusCode, url).toBe(403);
      expect(missing.json()).toMatchObject({ message: accountMessages.currentPasswordRequired });
      const wrong = await post(url, { ...body, currentPassword: 'Not-my-password-1!' });
      expect(wrong.statusCode, url).toBe(403);
      expect(wrong.json()).toMatchObject({ message: accountMessages.currentPasswordWrong });
    }
    expect(await t.db.select().from(outbox)).toEqual([]);
    expect(await loginAs(t.app, 'ada', TEST_PASSWORD)).toBeTruthy();

    const right = await post(changes[0][0], { ...changes[0][1], currentPassword: TEST_PASSWORD });
    expect(right.statusCode).toBe(201);
  });

  it('needs no password within 5 minutes of signing in', async () => {
    t.clock.advance(freshSignInMs - 1000);
    expect((await post(...changes[0])).statusCode).toBe(201);
    expect((await post(...changes[1])).statusCode).toBe(201);
  });

  it('counts wrong current passwords as failed sign-ins of this address: it is locked out, the right password too', async () => {
    signInGetsOld();
    const [url, body] = changes[0];
    for (let index = 0; index < lockout.threshold; index += 1) {
      expect(
        (await post(url, { ...body, currentPassword: `Wrong-guess-${index}!` })).statusCode,
      ).toBe(403);
    }
    expect((await post(url, { ...body, currentPassword: TEST_PASSWORD })).statusCode).toBe(429);
    const signIn = await publicPost('/api/login', { username: 'ada', password: TEST_PASSWORD });
    expect(signIn.statusCode).toBe(429);
  });

  const changeEmailTo = async (email: string) => {
    expect((await post('/api/dashboard/update-email', { userEmail: email })).statusCode).toBe(201);
    const [code] = await messagesOf(t.db, kinds.emailCode);
    expect(
      (await post('/api/dashboard/confirm-email', { confirmationCode: codeIn(code) })).statusCode,
    ).toBe(200);
    const [notice] = await messagesOf(t.db, kinds.emailChanged);
    const undoToken = /undo-email-change\?token=([\w-]+)/.exec(notice?.bodyText ?? '')?.[1];
    expect(notice?.recipient).toBe('ada@rela.example');
    expect(notice?.bodyHtml).toContain(`token=${undoToken ?? 'none'}`);
    return undoToken ?? '';
  };
  const resetCodeRecipients = async () =>
    (await messagesOf(t.db, 'password-reset')).map((message) => message.recipient);

  it('mails the old verified address a link that undoes an e-mail change: it restores the address, ends every session and works once', async () => {
    const undoToken = await changeEmailTo('thief@evil.example');
    expect(await me()).toMatchObject({ email: 'thief@evil.example' });

    // Meanwhile, reset codes (forgotten or changed password) go to the old address.
    expect((await publicPost('/api/forgot-password', { username: 'ada' })).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await post('/api/dashboard/send-password-change-code')).statusCode).toBe(200);
    expect(await resetCodeRecipients()).toEqual(['ada@rela.example', 'ada@rela.example']);

    const undone = await publicPost('/api/undo-email-change', { token: undoToken });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ status: 200, message: accountMessages.emailChangeUndone });
    expect(await me()).toMatchObject({ email: 'ada@rela.example', emailVerified: true });
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/my-account-info',
      headers: bearer(token),
    });
    expect(info.statusCode).toBe(401);

    const again = await publicPost('/api/undo-email-change', { token: undoToken });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: accountMessages.emailUndoInvalid });
    const forged = await publicPost('/api/undo-email-change', { token: `${undoToken}x` });
    expect(forged.statusCode).toBe(400);
  });

  it('lets the undo expire after 7 days; then reset codes go to the new address', async () => {
    const undoToken = await changeEmailTo('ada.new@rela.example');
    t.clock.advance(emailUndoWindowMs + 60_000);
    expect((await publicPost('/api/undo-email-change', { token: undoToken })).statusCode).toBe(400);
    expect((await publicPost('/api/forgot-password', { username: 'ada' })).statusCode).toBe(200);
    expect(await resetCodeRecipients()).toEqual(['ada.new@rela.example']);
    expect(await me()).toMatchObject({ email: 'ada.new@rela.example' });
  });

  it('sends the password-change code to a verified address only', async () => {
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, ada.id));
    const response = await post('/api/dashboard/send-password-change-code');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: accountMessages.noVerifiedEmail });
    expect(await resetCodeRecipients()).toEqual([]);
  });

  it('counts change requests before it looks at the address: past the hourly allowance a taken address is a 429 too (REQ-SEC-CONTACT-ORACLE)', async () => {
    const taken = [
      ['/api/dashboard/update-email', { userEmail: 'grace@rela.example' }],
      ['/api/dashboard/update-phone-number', { phoneNumber: '+1 415 555 0111' }],
    ] as const;
    for (const [url, body] of taken) {
      for (let index = 0; index < accountLimits.changeAttemptsPerHour; index += 1) {
        expect((await post(url, body)).statusCode, url).toBe(409);
      }
      const limited = await post(url, body);
      expect(limited.statusCode, url).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    }
  });
});
