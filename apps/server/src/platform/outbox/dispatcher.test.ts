import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { drivers, createTestDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { jobs, outbox } from '../../db/schema';
import { manualClock } from '../clock';
import { retryPolicy } from './backoff';
import { startOutboxDispatcher } from './dispatcher';
import { enqueueMessage } from './enqueue';
import type { OutboxLogger, OutboxMessage } from './message';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer.test-support';
import { createSmtpTransport } from './transport';

type LogLine = { level: string; details: Record<string, unknown>; message: string };
const recordingLogger = () => {
  const lines: LogLine[] = [];
  const at = (level: string) => (details: Record<string, unknown>, message: string) => {
    lines.push({ level, details, message });
  };
  const logger: OutboxLogger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { lines, logger };
};

const mail = (recipient: string, code: string): OutboxMessage => ({
  channel: 'email',
  kind: 'verification-code',
  recipient,
  subject: 'Your Rela verification code',
  text: `Your verification code is ${code}.`,
});

describe.each(drivers)('outbox dispatcher over SMTP (%s)', (driver) => {
  let database: Database;
  let peer: SmtpPeer;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());
  afterEach(async () => {
    await peer?.close();
    await database.db.delete(outbox);
    await database.db.delete(jobs);
  });

  const setup = async () => {
    peer = await startSmtpPeer();
    const clock = manualClock();
    const { lines, logger } = recordingLogger();
    const transport = createSmtpTransport({ url: peer.url, from: 'Rela <no-reply@rela.test>' });
    const dispatcher = startOutboxDispatcher({
      db: database.db,
      transport,
      clock,
      logger,
      intervalMs: 0,
    });
    const enqueue = (message: OutboxMessage) =>
      enqueueMessage(database.db, message, { now: clock.now() });
    const row = async (id: string) =>
      (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];
    return { clock, lines, dispatcher, enqueue, row };
  };

  it('delivers a queued e-mail to the SMTP server and marks it sent', async () => {
    const { clock, dispatcher, enqueue, row } = await setup();
    const { id } = await enqueue(mail('ada@rela.example', '123456'));

    expect(await dispatcher.runOnce()).toBe(1);

    expect(peer.received).toHaveLength(1);
    const [received] = peer.received;
    expect(received?.to).toEqual(['ada@rela.example']);
    expect(received?.from).toBe('no-reply@rela.test');
    expect(received?.raw).toContain('Subject: Your Rela verification code');
    expect(received?.raw).toContain('Your verification code is 123456.');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, sentAt: clock.now() });
    expect(await dispatcher.runOnce()).toBe(0);
    expect(peer.received).toHaveLength(1);
  });

  it('keeps e-mails while the SMTP server is down and delivers them once when it is back', async () => {
    const { clock, lines, dispatcher, enqueue, row } = await setup();
    const port = peer.port;
    await peer.close();
    const { id } = await enqueue(mail('grace@rela.example', '654321'));

    expect(await dispatcher.runOnce()).toBe(0);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);
    expect(failed?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 5_000));
    expect(lines.find((line) => line.level === 'warn')?.details).toMatchObject({
      to: 'g***@rela.example',
      attempts: 1,
    });

    clock.advance(4_999);
    expect(await dispatcher.runOnce()).toBe(0);
    expect(await row(id)).toMatchObject({ attempts: 1 });

    peer = await startSmtpPeer(port);
    clock.advance(1);
    expect(await dispatcher.runOnce()).toBe(1);
    expect(await dispatcher.runOnce()).toBe(0);

    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]?.to).toEqual(['grace@rela.example']);
    expect(peer.received[0]?.raw).toContain('Your verification code is 654321.');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, sentAt: clock.now() });
    expect(JSON.stringify(lines)).not.toContain('654321');
  });

  it('doubles the wait after each failure and ends as failed, still listed, after the last attempt', async () => {
    const { clock, lines, dispatcher, enqueue, row } = await setup();
    await peer.close();
    const { id } = await enqueue(mail('alan@rela.example', '111111'));

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      await dispatcher.runOnce();
      const current = await row(id);
      const wait = (current?.nextAttemptAt.getTime() ?? 0) - clock.now().getTime();
      waits.push(wait / 1000);
      clock.advance(wait);
    }
    expect(waits).toEqual([5, 10, 20, 40, 80, 160, 320, 600]);

    // The queue counts the attempts: skip to the last one.
    await database.db
      .update(jobs)
      .set({ attempts: retryPolicy.maxAttempts - 1 })
      .where(eq(jobs.key, id));
    await dispatcher.runOnce();
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: retryPolicy.maxAttempts,
    });
    expect(lines.filter((line) => line.level === 'error')).toHaveLength(1);
    clock.advance(24 * 60 * 60 * 1000);
    expect(await dispatcher.runOnce()).toBe(0);
    expect(await row(id)).toMatchObject({ attempts: retryPolicy.maxAttempts });
  });

  it('lets two dispatchers run at once without sending any e-mail twice', async () => {
    const { clock, dispatcher, enqueue } = await setup();
    const { logger } = recordingLogger();
    const second = startOutboxDispatcher({
      db: database.db,
      transport: createSmtpTransport({ url: peer.url, from: 'Rela <no-reply@rela.test>' }),
      clock,
      logger,
      intervalMs: 0,
      batchSize: 3,
    });
    const recipients = Array.from({ length: 8 }, (_, index) => `buyer${index}@rela.example`);
    for (const recipient of recipients) await enqueue(mail(recipient, '222222'));

    const counts = await Promise.all([dispatcher.runOnce(), second.runOnce(), second.runOnce()]);
    const rest = await dispatcher.runOnce();

    expect(counts.reduce((sum, count) => sum + count, rest)).toBe(8);
    expect(peer.received.flatMap((received) => received.to).sort()).toEqual(recipients.sort());
  });

  it('runs in a loop until stopped, logging through a pino logger', async () => {
    const { clock, enqueue, row } = await setup();
    const app = Fastify({ logger: { level: 'silent' } });
    const looping = startOutboxDispatcher({
      db: database.db,
      transport: createSmtpTransport({ url: peer.url, from: 'Rela <no-reply@rela.test>' }),
      clock,
      logger: app.log,
      intervalMs: 5,
    });
    const { id } = await enqueue(mail('ada@rela.example', '444444'));

    await vi.waitFor(async () => expect((await row(id))?.status).toBe('sent'), {
      timeout: 10_000,
    });
    await looping.stop();
    await app.close();

    expect(peer.received).toHaveLength(1);
  });

  it('sends nothing without a transport and leaves the e-mail pending for /dev/outbox', async () => {
    const { clock, enqueue, row } = await setup();
    const { lines, logger } = recordingLogger();
    const idle = startOutboxDispatcher({
      db: database.db,
      transport: null,
      clock,
      logger,
      intervalMs: 1_000,
    });
    const { id } = await enqueue(mail('ada@rela.example', '333333'));

    expect(await idle.runOnce()).toBe(0);
    await idle.stop();

    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(peer.received).toHaveLength(0);
    expect(lines.map((line) => line.message)).toEqual([
      'SMTP_URL is not set: e-mails are not sent; they stay in the outbox',
    ]);
  });
});
