import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { outbox } from '../../db/schema';
import { isOptedOut } from './sms-numbers.queries';
import { SMS_SECRET_HEADER } from './sms-inbound.routes';
import { smsTexts } from './sms-texts';

const secret = 'inbound-secret-0123456789';

describe('POST /api/sms/inbound', () => {
  let t: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SMS_INBOUND_SECRET: secret } });
    closed = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
    await closed.close();
  });

  const inbound = (app: TestApp, payload: Record<string, unknown>, key: string | null = secret) =>
    app.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      payload,
      headers: key === null ? {} : { [SMS_SECRET_HEADER]: key },
    });

  it('opts a number out on STOP and answers HELP, with the secret only', async () => {
    expect((await inbound(t, { from: '+14155550123', text: 'STOP' }, 'wrong')).statusCode).toBe(
      401,
    );
    expect((await inbound(t, { from: '+14155550123', text: 'STOP' }, null)).statusCode).toBe(401);
    expect(await isOptedOut(t.db, '+14155550123')).toBe(false);

    const stop = await inbound(t, { from: '+1 (415) 555-0123', text: ' Stop ' });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ status: 200, message: 'stop' });
    expect(await isOptedOut(t.db, '+14155550123')).toBe(true);

    expect((await inbound(t, { from: '+14155550124', text: 'HELP' })).json()).toEqual({
      status: 200,
      message: 'help',
    });
    expect((await inbound(t, { from: '+14155550124', text: 'hi' })).json()).toEqual({
      status: 200,
      message: 'ignored',
    });
    const texts = (await t.db.select().from(outbox)).map((row) => [row.recipient, row.bodyText]);
    expect(texts).toEqual([
      ['+14155550123', smsTexts.stopped],
      ['+14155550124', smsTexts.help],
    ]);
  });

  it('answers 400 for a malformed body', async () => {
    expect((await inbound(t, { from: '', text: 'STOP' })).statusCode).toBe(400);
    expect((await inbound(t, { text: 'STOP' })).statusCode).toBe(400);
  });

  it('checks the secret before reading the body: broken JSON without it is a 401, not a 400', async () => {
    const broken = (key: string | null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        payload: '{"from": "+14155550123", "text": ',
        headers: {
          'content-type': 'application/json',
          ...(key === null ? {} : { [SMS_SECRET_HEADER]: key }),
        },
      });
    for (const key of [null, 'wrong']) {
      const answer = await broken(key);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).not.toHaveProperty('issues');
    }
    expect((await broken(secret)).statusCode).toBe(400);
  });

  it('does not exist without SMS_INBOUND_SECRET', async () => {
    expect((await inbound(closed, { from: '+14155550123', text: 'STOP' })).statusCode).toBe(404);
  });
});
