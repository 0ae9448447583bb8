import { forgotUsernameMessages, timing } from '@rela/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/app';
import { drivers } from '../../../test/db';
import { outbox, users } from '../../db/schema';
import { recoveryLimits } from './recovery-limits';
import { freshAddress, outboxOf, postFrom } from '../../../test/requests';

describe.each(drivers)('POST /api/forgot-username (%s)', (driver) => {
  let t: TestApp;
  let post: ReturnType<typeof postFrom>;

  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    post = postFrom(() => t.app, freshAddress());
    t.clock.advance(recoveryLimits.perSubmission.windowMs);
    await t.db.delete(outbox);
    await t.db.delete(users);
    await createUser(t.db, { username: 'ada', role: 'buyer', email: 'Ada.Lovelace@rela.example' });
  });

  const forgot = (email: string) => post('/api/forgot-username', { email });
  const reminders = () => outboxOf(t.db, 'username-reminder');

  it('answers 202 and mails the username to the address on file', async () => {
    const response = await forgot('  ada.lovelace@RELA.example ');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 202, message: forgotUsernameMessages.sent });
    expect(response.headers['cache-control']).toBe('no-store');
    const [mail] = await reminders();
    expect(mail).toMatchObject({
      recipient: 'Ada.Lovelace@rela.example',
      subject: 'Your Rela username',
    });
    expect(mail?.bodyText).toContain('Your Rela username is “ada”.');
    expect(mail?.bodyText).toContain('http://localhost:3000/auth/login');
    expect(mail?.bodyHtml).toContain('Your Rela username is “ada”.');
  });

  it('answers the same for an unknown address and sends nothing (REQ-SEC-RECOVERY-ORACLE)', async () => {
    const known = await forgot('ada.lovelace@rela.example');
    const unknown = await forgot('nobody@rela.example');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect((await t.db.select().from(outbox)).map((mail) => mail.recipient)).toEqual([
      'Ada.Lovelace@rela.example',
    ]);
  });

  it('refuses a second request for the same address inside 60 s, known or not (REQ-SEC-COOLDOWN, REQ-SEC-RECOVERY-ORACLE)', async () => {
    for (const email of ['ada.lovelace@rela.example', 'nobody@rela.example']) {
      expect((await forgot(email)).statusCode).toBe(202);
      t.clock.advance(timing.resendCooldownMs - 1_000);
      const again = await forgot(email.toUpperCase());
      expect(again.statusCode).toBe(429);
      expect(again.headers['retry-after']).toBe('1');
      t.clock.advance(1_000);
      expect((await forgot(email)).statusCode).toBe(202);
    }
    expect(await reminders()).toHaveLength(2);
  });

  it('limits one client address over many e-mail addresses (REQ-SEC-RECOVERY-ORACLE)', async () => {
    for (let request = 0; request < recoveryLimits.perAddress.max; request += 1) {
      expect((await forgot(`someone-${request}@rela.example`)).statusCode).toBe(202);
    }
    expect((await forgot('ada.lovelace@rela.example')).statusCode).toBe(429);
    expect(await reminders()).toHaveLength(0);
  });

  it('answers 400 to a missing or malformed address', async () => {
    for (const payload of [{}, { email: '' }, { email: 'not-an-email' }, { email: 7 }]) {
      const response = await post('/api/forgot-username', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
  });
});
