import { accountMessages, timing, verificationCodes as codeRules } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, TEST_PASSWORD, type TestApp } from '../../../test/app';
import { drivers } from '../../../test/db';
import { outbox, smsNumbers, users, verificationCodes, type UserRow } from '../../db/schema';
import { handleInboundSms } from '../../platform/sms/sms-inbound';
import { accountLimits } from './account-limits';
import { accountMessageKinds as kinds } from './account-messages';
import { callsAs, codeIn, messagesOf, otherCode } from './test-support';

const generous = { LOGIN_LIMIT_PER_MINUTE: '1000', IP_LIMIT_PER_MINUTE: '1000' };

describe.each(drivers)('e-mail and phone changes (%s)', (driver) => {
  let t: TestApp;
  let ada: UserRow;
  let token: string;
  const api = callsAs(
    () => t.app,
    () => token,
  );

  beforeAll(async () => {
    t = await buildTestApp({ driver, env: generous });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Every cooldown and hourly window of the test before is over.
    t.clock.advance(60 * 60_000);
    await t.db.delete(outbox);
    await t.db.delete(smsNumbers);
    await t.db.delete(users);
    ada = await createUser(t.db, { username: 'ada', role: 'buyer', phone: '+14155550100' });
    await createUser(t.db, { username: 'grace', role: 'buyer', phone: '+14155550111' });
    token = await loginAs(t.app, 'ada');
  });

  const me = async () => (await t.db.select().from(users).where(eq(users.id, ada.id)))[0];
  const updateEmail = (userEmail: string) =>
    api.post('/api/dashboard/update-email', { userEmail, currentPassword: TEST_PASSWORD });
  const confirmEmail = (confirmationCode: string) =>
    api.post('/api/dashboard/confirm-email', { confirmationCode });
  const updatePhone = (phoneNumber: string) =>
    api.post('/api/dashboard/update-phone-number', { phoneNumber, currentPassword: TEST_PASSWORD });
  const confirmPhone = (confirmationCode: string) =>
    api.post('/api/dashboard/confirm-phone-number', { confirmationCode });
  const resend = (type: 'email' | 'phone') =>
    api.post('/api/resend-verification', { verification_type: type });

  describe('e-mail', () => {
    it('sends the code to the new address only, and tells the old one once confirmed (REQ-SEC-CONTACT-CHANGE)', async () => {
      const response = await updateEmail(' Ada.New@Rela.Example ');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ status: 201, message: accountMessages.emailCodeSent });
      expect(response.headers['cache-control']).toBe('no-store');

      const sent = await t.db.select().from(outbox);
      expect(sent.map((row) => [row.kind, row.recipient])).toEqual([
        [kinds.emailCode, 'ada.new@rela.example'],
      ]);
      expect(await me()).toMatchObject({ email: 'ada@rela.example', emailVerified: true });

      const done = await confirmEmail(codeIn(sent[0]));
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ status: 200, message: accountMessages.emailConfirmed });
      expect(await me()).toMatchObject({ email: 'ada.new@rela.example', emailVerified: true });

      const [notice] = await messagesOf(t.db, kinds.emailChanged);
      expect(notice).toMatchObject({ recipient: 'ada@rela.example' });
      expect(notice?.bodyText).toContain('a***@rela.example');
      expect(notice?.bodyText).not.toMatch(/\d{6}/);
      const info = await api.get('/api/my-account-info');
      expect(info.json()).toMatchObject({ userEmail: 'ada.new@rela.example', emailVerified: true });
    });

    it('answers 409 for an address someone else has, in any case, and sends nothing', async () => {
      const response = await updateEmail('GRACE@rela.example');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: accountMessages.emailInUse });
      expect(await t.db.select().from(outbox)).toEqual([]);
    });

    it('answers 409 at confirmation when someone else took the address meanwhile; the code lives on', async () => {
      await updateEmail('shared@rela.example');
      const [mail] = await messagesOf(t.db, kinds.emailCode);
      await t.db
        .update(users)
        .set({ email: 'shared@rela.example' })
        .where(eq(users.username, 'grace'));
      expect((await confirmEmail(codeIn(mail))).statusCode).toBe(409);
      expect(await me()).toMatchObject({ email: 'ada@rela.example' });
      await t.db
        .update(users)
        .set({ email: 'grace@rela.example' })
        .where(eq(users.username, 'grace'));
      expect((await confirmEmail(codeIn(mail))).statusCode).toBe(200);
    });

    it('refuses the current address and a malformed one', async () => {
      const same = await updateEmail('ADA@rela.example');
      expect(same.statusCode).toBe(400);
      expect(same.json()).toMatchObject({ message: accountMessages.emailSame });
      for (const bad of ['not-an-email', 'a@b', '', 'x'.repeat(250) + '@rela.example']) {
        expect((await updateEmail(bad)).statusCode).toBe(400);
      }
      expect(await t.db.select().from(outbox)).toEqual([]);
    });

    it(`kills the code after ${codeRules.maxAttempts} wrong attempts, even for the right one next (REQ-SEC-CODES)`, async () => {
      await updateEmail('ada2@rela.example');
      const code = codeIn((await messagesOf(t.db, kinds.emailCode))[0]);
      for (let attempt = 0; attempt < codeRules.maxAttempts; attempt += 1) {
        const wrong = await confirmEmail(otherCode(code));
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toMatchObject({ message: accountMessages.invalidCode });
      }
      expect((await confirmEmail(code)).statusCode).toBe(400);
      expect(await me()).toMatchObject({ email: 'ada@rela.example' });

      // A resend after the cooldown gives a new, working code to the same new address.
      t.clock.advance(timing.resendCooldownMs);
      expect((await resend('email')).statusCode).toBe(200);
      const mails = await messagesOf(t.db, kinds.emailCode);
      expect(mails.map((mail) => mail.recipient)).toEqual([
        'ada2@rela.example',
        'ada2@rela.example',
      ]);
      expect((await confirmEmail(codeIn(mails[1]))).statusCode).toBe(200);
    });

    it('expires the code after 10 minutes', async () => {
      await updateEmail('ada3@rela.example');
      const code = codeIn((await messagesOf(t.db, kinds.emailCode))[0]);
      t.clock.advance(codeRules.ttlMs);
      expect((await confirmEmail(code)).statusCode).toBe(400);
    });

    it('refuses a resend inside the 60 s cooldown with 429 and sends nothing; after it, the old code dies (REQ-SEC-COOLDOWN)', async () => {
      await updateEmail('ada4@rela.example');
      t.clock.advance(timing.resendCooldownMs - 1_000);
      const early = await resend('email');
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toBe('1');
      expect(await messagesOf(t.db, kinds.emailCode)).toHaveLength(1);

      t.clock.advance(1_000);
      expect((await resend('email')).statusCode).toBe(200);
      const [first, second] = await messagesOf(t.db, kinds.emailCode);
      if (codeIn(first) !== codeIn(second)) {
        expect((await confirmEmail(codeIn(first))).statusCode).toBe(400);
      }
      expect((await confirmEmail(codeIn(second))).statusCode).toBe(200);
    });

    it('limits codes per hour even after each cooldown', async () => {
      for (let index = 0; index < accountLimits.codesPerHour; index += 1) {
        expect((await updateEmail(`try${index}@rela.example`)).statusCode).toBe(201);
        t.clock.advance(timing.resendCooldownMs);
      }
      expect((await updateEmail('one-more@rela.example')).statusCode).toBe(429);
    });

    it('has nothing to resend when nothing waits for verification', async () => {
      const response = await resend('email');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: accountMessages.nothingToVerify });
    });

    it('binds the code to the change: a phone code does not confirm an e-mail change', async () => {
      await updateEmail('ada5@rela.example');
      await updatePhone('+1 (415) 555-0177');
      const phoneCode = codeIn((await messagesOf(t.db, kinds.phoneCode))[0]);
      const emailCode = codeIn((await messagesOf(t.db, kinds.emailCode))[0]);
      if (phoneCode !== emailCode) expect((await confirmEmail(phoneCode)).statusCode).toBe(400);
      expect((await confirmEmail(emailCode)).statusCode).toBe(200);
    });
  });

  describe('phone', () => {
    it('texts the code to the new number, shows it at /dev/outbox, and tells the old number once confirmed', async () => {
      const response = await updatePhone('1 (415) 555-0199');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ status: 201, message: accountMessages.phoneCodeSent });
      const [sms] = await messagesOf(t.db, kinds.phoneCode);
      expect(sms).toMatchObject({ channel: 'sms', recipient: '+14155550199' });
      expect(sms?.bodyText).toContain('Reply STOP to opt out');
      const page = await t.app.inject({ method: 'GET', url: '/dev/outbox.json' });
      expect(JSON.stringify(page.json())).toContain(codeIn(sms));

      const done = await confirmPhone(codeIn(sms));
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ status: 200, message: accountMessages.phoneConfirmed });
      expect(await me()).toMatchObject({ phone: '+14155550199', phoneVerified: true });
      const [notice] = await messagesOf(t.db, kinds.phoneChanged);
      expect(notice).toMatchObject({ channel: 'sms', recipient: '+14155550100' });
    });

    it.each([
      '555-0199',
      '415 555 0199',
      '+44 20 7946 0958',
      '2 415 555 0199',
      '+1415555019',
      '+141555501990',
    ])('refuses %j with the phone format message', async (phoneNumber) => {
      const response = await updatePhone(phoneNumber);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: accountMessages.phoneFormat });
    });

    it('answers 409 for a number someone else has', async () => {
      const response = await updatePhone('+1-415-555-0111');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: accountMessages.phoneInUse });
    });

    it('refuses the current verified number, but verifies the current unverified one', async () => {
      await t.db.update(users).set({ phoneVerified: true }).where(eq(users.id, ada.id));
      const same = await updatePhone('+1 415 555 0100');
      expect(same.statusCode).toBe(400);
      expect(same.json()).toMatchObject({ message: accountMessages.phoneSame });

      await t.db.update(users).set({ phoneVerified: false }).where(eq(users.id, ada.id));
      expect((await resend('phone')).statusCode).toBe(200);
      const [sms] = await messagesOf(t.db, kinds.phoneCode);
      expect(sms?.recipient).toBe('+14155550100');
      expect((await confirmPhone(codeIn(sms))).statusCode).toBe(200);
      expect(await me()).toMatchObject({ phone: '+14155550100', phoneVerified: true });
      expect(await messagesOf(t.db, kinds.phoneChanged)).toEqual([]);
    });

    it('sends no code to a number that opted out (STOP), and says why', async () => {
      await handleInboundSms({ db: t.db, clock: t.clock }, { from: '+14155550188', text: 'STOP' });
      const response = await updatePhone('1-415-555-0188');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: accountMessages.smsOptedOut });
      expect(await messagesOf(t.db, kinds.phoneCode)).toEqual([]);
      expect(await t.db.select().from(verificationCodes)).toEqual([]);
    });

    it('kills the code after 5 wrong attempts', async () => {
      await updatePhone('14155550166');
      const code = codeIn((await messagesOf(t.db, kinds.phoneCode))[0]);
      for (let attempt = 0; attempt < codeRules.maxAttempts; attempt += 1) {
        expect((await confirmPhone(otherCode(code))).statusCode).toBe(400);
      }
      expect((await confirmPhone(code)).statusCode).toBe(400);
      expect(await me()).toMatchObject({ phone: '+14155550100' });
    });

    it('refuses a resend inside the cooldown', async () => {
      await updatePhone('14155550155');
      expect((await resend('phone')).statusCode).toBe(429);
      expect(await messagesOf(t.db, kinds.phoneCode)).toHaveLength(1);
    });
  });

  it.each([
    ['/api/dashboard/update-email', { userEmail: 'x@rela.example' }],
    ['/api/dashboard/confirm-email', { confirmationCode: '123456' }],
    ['/api/dashboard/update-phone-number', { phoneNumber: '4155550100' }],
    ['/api/dashboard/confirm-phone-number', { confirmationCode: '123456' }],
    ['/api/resend-verification', { verification_type: 'email' }],
  ])('%s answers 401 without a token', async (url, payload) => {
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
  });

  it.each([
    { confirmationCode: '12345' },
    { confirmationCode: 'abcdef' },
    { confirmationCode: 123456 },
    {},
  ])('confirm answers 400 for the malformed body %j without counting an attempt', async (body) => {
    expect((await api.post('/api/dashboard/confirm-email', body)).statusCode).toBe(400);
  });

  it('resend answers 400 for an unknown verification type', async () => {
    expect(
      (await api.post('/api/resend-verification', { verification_type: 'fax' })).statusCode,
    ).toBe(400);
  });
});
