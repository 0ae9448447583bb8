import { verificationCodes as codeRules } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, TEST_JWT_SECRET } from '../../../test/app';
import { createTestDatabase, drivers } from '../../../test/db';
import type { Database } from '../../db/client';
import { users, verificationCodes, type UserRow } from '../../db/schema';
import { manualClock, type ManualClock } from '../clock';
import { consumeVerificationCode, issueVerificationCode, type CodeRequest } from '.';

/** REQ-SEC-CODES: codes are 6 digits, hashed, 10 minutes, 5 attempts, one user and one purpose. */
describe.each(drivers)('verification codes (%s)', (driver) => {
  let database: Database;
  let clock: ManualClock;
  let ada: UserRow;
  let grace: UserRow;
  const secret = new TextEncoder().encode(TEST_JWT_SECRET);
  const deps = () => ({ db: database.db, clock, secret });
  const issue = (request: CodeRequest) => issueVerificationCode(deps(), request);
  const consume = (request: CodeRequest, code: string) =>
    consumeVerificationCode(deps(), { ...request, code });
  /** A code other than `code`, so a "wrong code" is never right by chance. */
  const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    ada = await createUser(database.db, { username: 'ada', role: 'buyer' });
    grace = await createUser(database.db, { username: 'grace', role: 'buyer' });
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    clock = manualClock();
    await database.db.delete(verificationCodes);
  });

  const reset = () => ({ userId: ada.id, purpose: 'password-reset' as const });

  it('issues 6 digits and stores only a keyed hash of them', async () => {
    const { code, expiresAt } = await issue(reset());
    expect(code).toMatch(/^\d{6}$/);
    expect(expiresAt).toEqual(new Date(clock.now().getTime() + codeRules.ttlMs));
    const rows = await database.db.select().from(verificationCodes);
    expect(rows).toEqual([
      expect.objectContaining({ userId: ada.id, purpose: 'password-reset', attempts: 0 }),
    ]);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(code);
    expect(stored).not.toMatch(/(?<![0-9a-f])\d{6}(?![0-9a-f])/);
  });

  it('accepts the right code once', async () => {
    const { code } = await issue(reset());
    expect(await consume(reset(), code)).toEqual({ ok: true });
    expect(await consume(reset(), code)).toEqual({ ok: false, reason: 'missing' });
  });

  it('is valid for 10 minutes and not a millisecond more', async () => {
    const first = await issue(reset());
    clock.advance(codeRules.ttlMs - 1);
    expect(await consume(reset(), first.code)).toEqual({ ok: true });
    const second = await issue(reset());
    clock.advance(codeRules.ttlMs);
    expect(await consume(reset(), second.code)).toEqual({ ok: false, reason: 'expired' });
  });

  it('dies after 5 wrong attempts, even for the right code on the 6th', async () => {
    const { code } = await issue(reset());
    for (let attempt = 0; attempt < codeRules.maxAttempts; attempt += 1) {
      expect(await consume(reset(), other(code))).toEqual({ ok: false, reason: 'wrong' });
    }
    expect(await consume(reset(), code)).toEqual({ ok: false, reason: 'dead' });
  });

  it('still takes the right code after 4 wrong attempts', async () => {
    const { code } = await issue(reset());
    for (let attempt = 0; attempt < codeRules.maxAttempts - 1; attempt += 1) {
      await consume(reset(), other(code));
    }
    expect(await consume(reset(), code)).toEqual({ ok: true });
  });

  it('counts concurrent wrong attempts one by one', async () => {
    const { code } = await issue(reset());
    await Promise.all(
      Array.from({ length: codeRules.maxAttempts }, () => consume(reset(), other(code))),
    );
    expect(await consume(reset(), code)).toEqual({ ok: false, reason: 'dead' });
  });

  it('is bound to its user: a code of one user does not work for another', async () => {
    const forAda = await issue(reset());
    let forGrace = await issue({ userId: grace.id, purpose: 'password-reset' });
    while (forGrace.code === forAda.code)
      forGrace = await issue({ userId: grace.id, purpose: 'password-reset' });
    expect(await consume({ userId: grace.id, purpose: 'password-reset' }, forAda.code)).toEqual({
      ok: false,
      reason: 'wrong',
    });
    expect(await consume(reset(), forAda.code)).toEqual({ ok: true });
  });

  it('is bound to its purpose: a reset code is no e-mail change code', async () => {
    const resetCode = await issue(reset());
    const change = { userId: ada.id, purpose: 'email-change' as const, target: 'new@rela.example' };
    expect(await consume(change, resetCode.code)).toEqual({ ok: false, reason: 'missing' });
    let changeCode = await issue(change);
    while (changeCode.code === resetCode.code) changeCode = await issue(change);
    expect(await consume(change, resetCode.code)).toEqual({ ok: false, reason: 'wrong' });
    expect(await consume(reset(), resetCode.code)).toEqual({ ok: true });
  });

  it('is bound to its target: an e-mail change code confirms only its new address', async () => {
    const change = { userId: ada.id, purpose: 'email-change' as const, target: 'new@rela.example' };
    const { code } = await issue(change);
    expect(await consume({ ...change, target: 'evil@rela.example' }, code)).toEqual({
      ok: false,
      reason: 'wrong',
    });
    expect(await consume(change, code)).toEqual({ ok: true });
  });

  it('kills the earlier code of the same user and purpose when a new one is issued', async () => {
    const first = await issue(reset());
    let second = await issue(reset());
    while (second.code === first.code) second = await issue(reset());
    expect(await consume(reset(), first.code)).toEqual({ ok: false, reason: 'wrong' });
    expect(await consume(reset(), second.code)).toEqual({ ok: true });
    expect(await database.db.select().from(verificationCodes)).toEqual([]);
  });

  it('goes with its user', async () => {
    const temporary = await createUser(database.db, { username: 'temporary', role: 'buyer' });
    await issue({ userId: temporary.id, purpose: 'phone-change', target: '+14155550199' });
    await database.db.delete(users).where(eq(users.id, temporary.id));
    expect(await database.db.select().from(verificationCodes)).toEqual([]);
  });
});
