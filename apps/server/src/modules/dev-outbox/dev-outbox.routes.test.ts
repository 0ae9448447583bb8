import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, createTestDatabase } from '../../../test/db';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { manualClock } from '../../platform/clock';
import { enqueueMessage } from '../../platform/outbox';
import { devOutboxRoutes } from './dev-outbox.routes';
import type { OutboxEntry } from './dev-outbox.view';

const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'production-secret-0123456789abcdefghij',
};

describe.each(drivers)('GET /dev/outbox (%s)', (driver) => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const clock = manualClock();
    await enqueueMessage(
      database.db,
      {
        channel: 'email',
        kind: 'verification-code',
        recipient: 'ada@rela.example',
        subject: 'Your code',
        text: 'Your verification code is 123456.\nIt expires in 10 minutes.',
      },
      { now: clock.now() },
    );
    clock.advance(1_000);
    await enqueueMessage(
      database.db,
      {
        channel: 'sms',
        kind: 'phone-code',
        recipient: '+14155550101',
        subject: '<script>alert("x")</script>',
        text: 'Code 654321 & <b>more</b>',
      },
      { now: clock.now() },
    );
    app = Fastify();
    await app.register(devOutboxRoutes, {
      deps: { config: loadConfig({ NODE_ENV: 'test' }), database },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists every message in full as JSON, newest first', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { messages } = response.json<{ messages: OutboxEntry[] }>();
    expect(messages.map((message) => message.kind)).toEqual(['phone-code', 'verification-code']);
    expect(messages[1]).toMatchObject({
      channel: 'email',
      recipient: 'ada@rela.example',
      subject: 'Your code',
      text: 'Your verification code is 123456.\nIt expires in 10 minutes.',
      status: 'pending',
      attempts: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      sentAt: null,
    });
  });

  it('renders a self-contained page with every value escaped', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = response.body;
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).toContain('Code 654321 &amp; &lt;b&gt;more&lt;/b&gt;');
    expect(page).toContain('Your verification code is 123456.\nIt expires in 10 minutes.');
    expect(page).toContain('+14155550101');
    expect(page.indexOf('phone-code')).toBeLessThan(page.indexOf('verification-code'));
    expect(page).not.toMatch(/<(link|script|img)\b|src=|https?:\/\//);
  });

  it('says messages are kept here, not sent, on a channel with no transport', async () => {
    const page = (await app.inject({ method: 'GET', url: '/dev/outbox' })).body;
    expect(page).toContain('E-mails are kept here and not sent: SMTP_URL is not set.');
    expect(page).toContain(
      'Text messages are kept here and not sent: SMS_PROVIDER_URL is not set.',
    );
    expect(page).toContain('Kept here (no SMTP_URL)');
    expect(page).toContain('Kept here (no SMS_PROVIDER_URL)');
    expect(page).not.toMatch(/>pending</);
    const { messages } = (await app.inject({ method: 'GET', url: '/dev/outbox.json' })).json<{
      messages: OutboxEntry[];
    }>();
    expect(messages.map((message) => message.keptHere)).toEqual([true, true]);
  });

  it('shows the real delivery states when a transport is configured', async () => {
    const delivering = Fastify();
    await delivering.register(devOutboxRoutes, {
      deps: {
        config: loadConfig({
          NODE_ENV: 'test',
          SMTP_URL: 'smtp://mail.rela.example:587',
          DEV_OUTBOX: 'true',
          SMS_PROVIDER_URL: 'https://sms.rela.example/send',
        }),
        database,
      },
    });
    const page = (await delivering.inject({ method: 'GET', url: '/dev/outbox' })).body;
    expect(page).not.toContain('kept here');
    expect(page).not.toContain('Kept here');
    expect(page.match(/>pending</g)).toHaveLength(2);
    const { messages } = (
      await delivering.inject({ method: 'GET', url: '/dev/outbox.json' })
    ).json<{ messages: OutboxEntry[] }>();
    expect(messages.map((message) => message.keptHere)).toEqual([false, false]);
    await delivering.close();
  });

  it.each([
    [{}, 200],
    [{ HOST: 'localhost' }, 200],
    [{ HOST: '::1' }, 200],
    [{ HOST: '0.0.0.0' }, 404],
    [{ HOST: '192.168.1.20' }, 404],
    [{ SMTP_URL: 'smtp://mail.rela.example:587' }, 404],
    [{ HOST: '0.0.0.0', DEV_OUTBOX: 'true' }, 200],
    [{ SMTP_URL: 'smtp://mail.rela.example:587', DEV_OUTBOX: 'true' }, 200],
    [{ DEV_OUTBOX: 'false' }, 404],
  ])(
    'with %j answers %i (served on loopback without SMTP_URL, or as DEV_OUTBOX says)',
    async (env, status) => {
      const app = Fastify();
      await app.register(devOutboxRoutes, {
        deps: { config: loadConfig({ NODE_ENV: 'development', ...env }), database },
      });
      for (const url of ['/dev/outbox', '/dev/outbox.json'])
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(status);
      await app.close();
    },
  );

  it('answers 404 in production, and DEV_OUTBOX=true there is a configuration error', async () => {
    expect(() => loadConfig({ ...productionEnv, DEV_OUTBOX: 'true' })).toThrow(
      'DEV_OUTBOX: never in production',
    );
    const production = Fastify();
    await production.register(devOutboxRoutes, {
      deps: { config: loadConfig(productionEnv), database },
    });
    for (const url of ['/dev/outbox', '/dev/outbox.json']) {
      const response = await production.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
    await production.close();
  });
});
