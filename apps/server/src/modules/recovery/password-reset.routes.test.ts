import { Writable } from 'node:stream';
import { passwordResetMessages, timing, verificationCodes as codeRules } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../../test/app';
import { drivers } from '../../../test/db';
import { outbox, users, verificationCodes, type UserRow } from '../../db/schema';
import { loggerOptions } from '../../platform/logging';
import { errorWithoutRequestId } from '../../../test/instance';
import { recoveryLimits } from './recovery-limits';
import { codeIn, freshAddress, outboxOf, postFrom } from '../../../test/requests';

const NEW_PASSWORD = 'Brand-new-2026!';
const generous = { LOGIN_LIMIT_PER_MINUTE: '1000', IP_LIMIT_PER_MINUTE: '1000' };

describe.each(drivers)('POST /api/forgot-password and /api/confirm-new-password (%s)', (driver) => {
  let t: TestApp;
  let post: ReturnType<typeof postFrom>;
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
      env: generous,
      logger: { ...loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'test' }), stream: logStream },
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    post = postFrom(() => t.app, freshAddress());
    // Every cooldown and limit window of the test before is over.
    t.clock.advance(recoveryLimits.perSubmission.windowMs);
    await t.db.delete(outbox);
    await t.db.delete(users);
  });

  const user = (username: string) => createUser(t.db, { username, role: 'buyer' });
  const forgot = (username: string) => post('/api/forgot-password', { username });
  const confirm = (username: string, confirmationCode: string, newPassword = NEW_PASSWORD) =>
    post('/api/confirm-new-password', { username, newPassword, confirmationCode });
  const resetMails = () => outboxOf(t.db, 'password-reset');
  const row = async (u: UserRow) => (await t.db.select().from(users).where(eq(users.id, u.id)))[0];
  const loginStatus = async (username: string, password: string) =>
    (await post('/api/login', { username, password })).statusCode;

  it('mails a 6-digit code to the address on file and resets the password with it', async () => {
    const ada = await user('ada');
    const response = await forgot(' ADA ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: passwordResetMessages.codeSent });
    expect(response.headers['cache-control']).toBe('no-store');
    const [mail] = await resetMails();
    expect(mail).toMatchObject({
      channel: 'email',
      recipient: 'ada@rela.example',
      subject: 'Your Rela password reset code',
    });
    expect(mail?.bodyHtml).toContain(codeIn(mail));

    const done = await confirm('ada', codeIn(mail));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 200, message: passwordResetMessages.success });
    expect(await row(ada)).toMatchObject({ credentialsVersion: ada.credentialsVersion + 1 });
    expect(await loginStatus('ada', TEST_PASSWORD)).toBe(401);
    expect(await loginStatus('ada', NEW_PASSWORD)).toBe(200);
    const [notice] = await outboxOf(t.db, 'password-changed');
    expect(notice).toMatchObject({
      recipient: 'ada@rela.example',
      subject: 'Your Rela password was changed',
    });
    expect(await t.db.select().from(verificationCodes)).toEqual([]);
  });

  it('ends every session: access and refresh tokens from before answer 401 (REQ-SEC-SESSION-LIFETIME)', async () => {
    await user('ada');
    const before = await post('/api/login', { username: 'ada', password: TEST_PASSWORD });
    const { accessToken, refreshToken } = before.json<{
      accessToken: string;
      refreshToken: string;
    }>();
    const me = () =>
      t.app.inject({ method: 'GET', url: '/api/my-account-info', headers: bearer(accessToken) });
    expect((await me()).statusCode).toBe(200);

    await forgot('ada');
    expect((await confirm('ada', codeIn((await resetMails())[0]))).statusCode).toBe(200);

    expect((await me()).statusCode).toBe(401);
    const refresh = await post('/api/refresh-access-token', { username: 'ada', refreshToken });
    expect(refresh.statusCode).toBe(401);
  });

  it('answers INVALID_CODE for a wrong code, an unknown user and no code at all', async () => {
    await user('ada');
    await forgot('ada');
    const code = codeIn((await resetMails())[0]);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const expected = {
      status: 400,
      code: 'INVALID_CODE',
      statusMessage: passwordResetMessages.incorrectCode,
      message: passwordResetMessages.incorrectCode,
    };
    const wrong = await confirm('ada', wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(errorWithoutRequestId(wrong)).toEqual(expected);
    expect(errorWithoutRequestId(await confirm('nobody', code))).toEqual(expected);
    await user('grace');
    expect(errorWithoutRequestId(await confirm('grace', code))).toEqual(expected);
    expect(await loginStatus('ada', TEST_PASSWORD)).toBe(200);
  });

  it('dies after 5 wrong codes, even with the right code on the 6th (REQ-SEC-CODES)', async () => {
    await user('ada');
    await forgot('ada');
    const code = codeIn((await resetMails())[0]);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < codeRules.maxAttempts; attempt += 1) {
      expect((await confirm('ada', wrongCode)).statusCode).toBe(400);
    }
    expect((await confirm('ada', code)).json()).toMatchObject({ code: 'INVALID_CODE' });
    expect(await loginStatus('ada', NEW_PASSWORD)).toBe(401);
  });

  it('refuses a code after 10 minutes (REQ-SEC-CODES)', async () => {
    await user('ada');
    await forgot('ada');
    t.clock.advance(codeRules.ttlMs);
    expect((await confirm('ada', codeIn((await resetMails())[0]))).statusCode).toBe(400);
  });

  it('answers 400 with the rules message for a weak password, costing no attempt', async () => {
    await user('ada');
    await forgot('ada');
    const code = codeIn((await resetMails())[0]);
    for (const weak of [
      'short1!',
      'alllowercase1!',
      'ALLUPPERCASE1!',
      'NoDigitsHere!',
      'NoSpecial123',
    ]) {
      const response = await confirm('ada', code, weak);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message: passwordResetMessages.requirementsNotMet,
      });
    }
    expect((await confirm('ada', code)).statusCode).toBe(200);
  });

  it('answers the same for an unknown user and sends nothing (REQ-SEC-RECOVERY-ORACLE)', async () => {
    await user('ada');
    const known = await forgot('ada');
    const unknown = await forgot('nobody');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    const mails = await t.db.select().from(outbox);
    expect(mails.map((mail) => mail.recipient)).toEqual(['ada@rela.example']);
  });

  it('refuses a resend inside 60 s with 429 and Retry-After, sending nothing (REQ-SEC-COOLDOWN)', async () => {
    await user('ada');
    await forgot('ada');
    t.clock.advance(timing.resendCooldownMs - 20_000);
    const again = await forgot('ada');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(again.headers['retry-after']).toBe('20');
    expect(await resetMails()).toHaveLength(1);
  });

  it('sends a new code after 60 s and the old one is dead (REQ-SEC-COOLDOWN)', async () => {
    await user('ada');
    await forgot('ada');
    const first = codeIn((await resetMails())[0]);
    t.clock.advance(timing.resendCooldownMs);
    expect((await forgot('ada')).statusCode).toBe(200);
    const mails = await resetMails();
    expect(mails).toHaveLength(2);
    const second = codeIn(mails[1]);
    if (second !== first) expect((await confirm('ada', first)).statusCode).toBe(400);
    expect((await confirm('ada', second)).statusCode).toBe(200);
  });

  it('applies the cooldown to unknown usernames too, so a 429 reveals nothing (REQ-SEC-RECOVERY-ORACLE)', async () => {
    expect((await forgot('nobody')).statusCode).toBe(200);
    const again = await forgot('nobody');
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
  });

  it('limits one submitted username to 10 requests an hour', async () => {
    await user('ada');
    const { max, windowMs } = recoveryLimits.perSubmission;
    for (let request = 0; request < max; request += 1) {
      expect((await forgot('ada')).statusCode).toBe(200);
      t.clock.advance(timing.resendCooldownMs);
    }
    expect((await forgot('ada')).statusCode).toBe(429);
    expect(await resetMails()).toHaveLength(max);
    t.clock.advance(windowMs);
    expect((await forgot('ada')).statusCode).toBe(200);
  });

  it('limits one client address over many usernames, known or not (REQ-SEC-RECOVERY-ORACLE)', async () => {
    await user('ada');
    for (let request = 0; request < recoveryLimits.perAddress.max - 1; request += 1) {
      expect((await forgot(`someone-${request}`)).statusCode).toBe(200);
    }
    expect((await forgot('ada')).statusCode).toBe(200);
    const limited = await forgot('ada-again');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = postFrom(() => t.app, freshAddress());
    expect((await elsewhere('/api/forgot-password', { username: 'grace' })).statusCode).toBe(200);
  });

  it('logs the queued e-mail and the event, never the code or the new password (REQ-SEC-LOGS)', async () => {
    await user('ada');
    lines.length = 0;
    await forgot('ada');
    const code = codeIn((await resetMails())[0]);
    await confirm('ada', code);
    const text = lines.join('\n');
    expect(text).toContain('email \\"password-reset\\" queued');
    expect(text).toContain('a***@rela.example');
    expect(text).toContain('"recoveryEvent":"confirm-new-password"');
    expect(text).not.toContain(code);
    expect(text).not.toContain(NEW_PASSWORD);
  });

  it('answers 400, never 5xx, to malformed bodies', async () => {
    for (const payload of [{}, { username: '' }, { username: 42 }, { username: 'x'.repeat(500) }]) {
      expect((await post('/api/forgot-password', payload)).statusCode).toBe(400);
    }
    for (const payload of [
      {},
      { username: 'ada', newPassword: NEW_PASSWORD },
      { username: 'ada', newPassword: NEW_PASSWORD, confirmationCode: '' },
    ]) {
      expect((await post('/api/confirm-new-password', payload)).statusCode).toBe(400);
    }
  });
});
