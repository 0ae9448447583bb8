import { limits } from '@rela/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../test/db';
import type { Database } from '../../db/client';
import { jobs, outbox, smsNumbers } from '../../db/schema';
import { manualClock, type ManualClock } from '../clock';
import { startOutboxDispatcher } from '../outbox';
import { createHttpSmsTransport } from '../outbox/sms-transport';
import { startFakeSmsProvider, type FakeSmsProvider } from '../outbox/sms-provider.test-support';
import { enqueueSms, type SmsAllowance } from './enqueue-sms';
import { handleInboundSms } from './sms-inbound';
import { smsKeywordOf } from './sms-keywords';
import { smsTexts } from './sms-texts';

const phone = '+14155550123';

describe('smsKeywordOf', () => {
  it.each([
    ['STOP', 'stop'],
    [' stop. ', 'stop'],
    ['Unsubscribe', 'stop'],
    ['start', 'start'],
    ['UNSTOP', 'start'],
    ['help', 'help'],
    ['Help?', 'help'],
    ['stop texting me', null],
    ['hello', null],
  ])('%j is %s', (text, keyword) => {
    expect(smsKeywordOf(text)).toBe(keyword);
  });
});

describe.each(drivers)('text messages through the outbox (%s)', (driver) => {
  let database: Database;
  let clock: ManualClock;
  let provider: FakeSmsProvider;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    provider = await startFakeSmsProvider();
  });
  afterAll(async () => {
    await provider.close();
    await database.close();
  });
  beforeEach(async () => {
    clock = manualClock(new Date('2026-03-10T12:00:00Z'));
    await database.db.delete(outbox);
    await database.db.delete(jobs);
    await database.db.delete(smsNumbers);
    provider.received.length = 0;
    provider.failWith(0);
  });

  const send = (allowance: SmsAllowance, kind = 'account-notice', to = phone) =>
    enqueueSms(
      database.db,
      { to, kind, label: 'Rela notice', text: `A ${kind}` },
      { allowance, now: clock.now() },
    );
  const queued = async () =>
    (await database.db.select().from(outbox)).map((row) => `${row.recipient} ${row.kind}`);
  const dispatcher = () =>
    startOutboxDispatcher({
      db: database.db,
      transport: null,
      sms: createHttpSmsTransport({ url: provider.url, apiKey: 'sms-key', from: 'Rela' }),
      clock,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      intervalMs: 0,
    });
  const inbound = (text: string, from = phone) =>
    handleInboundSms({ db: database.db, clock }, { from, text });

  it(`sends at most ${limits.smsMessagesPerMonth} messages a month to one number, besides requested codes`, async () => {
    for (let index = 0; index < limits.smsMessagesPerMonth; index += 1) {
      expect(await send('capped')).toBe('queued');
    }
    expect(await send('capped')).toBe('monthly-limit');
    expect(await send('requested', 'phone-verification-code')).toBe('queued');
    expect(await send('requested', 'phone-verification-code')).toBe('queued');
    expect(await send('capped', 'account-notice', '+14155550199')).toBe('queued');
    expect(await queued()).toHaveLength(limits.smsMessagesPerMonth + 3);

    clock.set(new Date('2026-04-01T00:00:00Z'));
    expect(await send('capped')).toBe('queued');
  });

  it('counts concurrent capped messages one by one', async () => {
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => send('capped')));
    expect(outcomes.filter((outcome) => outcome === 'queued')).toHaveLength(
      limits.smsMessagesPerMonth,
    );
  });

  it('STOP confirms once, then nothing reaches the number, codes included, until START', async () => {
    expect(await inbound('STOP')).toBe('stop');
    expect(await send('capped')).toBe('opted-out');
    expect(await send('requested', 'phone-verification-code')).toBe('opted-out');
    expect(await inbound('stop')).toBe('stop');
    expect(await inbound('HELP')).toBe('help');
    expect(await queued()).toEqual([`${phone} sms-stop-confirmation`]);

    await dispatcher().runOnce();
    expect(provider.received.map((sms) => sms.body)).toEqual([
      { from: 'Rela', to: phone, text: smsTexts.stopped },
    ]);

    expect(await inbound('START')).toBe('start');
    expect(await send('requested', 'phone-verification-code')).toBe('queued');
  });

  it('HELP answers with the help text, which does not count toward the monthly cap', async () => {
    for (let index = 0; index < limits.smsMessagesPerMonth; index += 1) await send('capped');
    expect(await inbound('help')).toBe('help');
    const rows = await database.db.select().from(outbox);
    expect(rows.find((row) => row.kind === 'sms-help')?.bodyText).toBe(smsTexts.help);
    expect(smsTexts.help).toContain(`${limits.smsMessagesPerMonth} msgs/month`);
  });

  it('ignores other texts and numbers that are not +1', async () => {
    expect(await inbound('hello there')).toBeNull();
    expect(await inbound('STOP', '+447700900123')).toBeNull();
    expect(await queued()).toEqual([]);
  });

  it('delivers through the provider with its key and retries while the provider fails', async () => {
    await send('requested', 'phone-verification-code');
    provider.failWith(503);
    const sms = dispatcher();
    expect(await sms.runOnce()).toBe(0);
    const [failed] = await database.db.select().from(outbox);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SMS provider answered 503',
    });

    provider.failWith(0);
    clock.advance(5_000);
    expect(await sms.runOnce()).toBe(1);
    expect(provider.received).toEqual([
      {
        authorization: 'Bearer sms-key',
        body: { from: 'Rela', to: phone, text: 'A phone-verification-code' },
      },
    ]);
    const [sent] = await database.db.select().from(outbox);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('does not deliver a message queued before the number opted out', async () => {
    await send('capped');
    await inbound('STOP');
    expect(await dispatcher().runOnce()).toBe(1);
    expect(provider.received.map((sms) => sms.body.text)).toEqual([smsTexts.stopped]);
    const rows = await database.db.select().from(outbox);
    expect(rows.find((row) => row.kind === 'account-notice')).toMatchObject({
      status: 'failed',
      lastError: 'the number opted out (STOP)',
    });
  });
});
