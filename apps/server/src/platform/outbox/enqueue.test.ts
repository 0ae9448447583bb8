import { TransactionRollbackError } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drivers, createTestDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { jobs, outbox, users } from '../../db/schema';
import { manualClock } from '../clock';
import { retryPolicy } from './backoff';
import { enqueueMessage, outboxReadAt } from './enqueue';
import { maskRecipient, type OutboxLogger, type OutboxMessage } from './message';

const invitation: OutboxMessage = {
  channel: 'email',
  kind: 'invitation',
  recipient: 'new.buyer@rela.example',
  subject: 'You are invited to Rela',
  text: 'Sign in with the temporary password Temp-Pass-9! at http://localhost:3000/auth/login?x=secret-link',
  html: '<p>Sign in with the temporary password <b>Temp-Pass-9!</b></p>',
};

describe.each(drivers)('enqueueMessage (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());
  afterEach(async () => {
    await database.db.delete(outbox);
    await database.db.delete(jobs);
    await database.db.delete(users);
  });

  it('writes the message in full, pending and due now, with its delivery job', async () => {
    const clock = manualClock();
    const { id } = await enqueueMessage(database.db, invitation, { now: clock.now() });
    expect(await database.db.select().from(jobs)).toEqual([
      expect.objectContaining({
        kind: 'outbox-email',
        key: id,
        status: 'queued',
        attempts: 0,
        maxAttempts: retryPolicy.maxAttempts,
        runAt: clock.now(),
      }),
    ]);
    const rows = await database.db.select().from(outbox);
    expect(rows).toEqual([
      expect.objectContaining({
        channel: 'email',
        kind: 'invitation',
        recipient: 'new.buyer@rela.example',
        subject: 'You are invited to Rela',
        bodyText: invitation.text,
        bodyHtml: invitation.html,
        status: 'pending',
        attempts: 0,
        createdAt: clock.now(),
        nextAttemptAt: clock.now(),
        sentAt: null,
      }),
    ]);
  });

  it('writes nothing when the transaction that causes it rolls back', async () => {
    const attempt = database.db.transaction(async (tx) => {
      await tx.insert(users).values({
        username: 'new.buyer@rela.example',
        email: 'new.buyer@rela.example',
        role: 'buyer',
        passwordHash: 'x',
      });
      await enqueueMessage(tx, invitation);
      tx.rollback();
    });
    await expect(attempt).rejects.toBeInstanceOf(TransactionRollbackError);
    expect(await database.db.select().from(outbox)).toEqual([]);
    expect(await database.db.select().from(jobs)).toEqual([]);
    expect(await database.db.select().from(users)).toEqual([]);
  });

  it('is committed together with the change that causes it', async () => {
    await database.db.transaction(async (tx) => {
      await enqueueMessage(tx, { ...invitation, channel: 'sms', recipient: '+14155550123' });
      await enqueueMessage(tx, invitation);
    });
    const messages = await database.db.select().from(outbox);
    const deliveries = await database.db.select().from(jobs);
    expect(deliveries.map((job) => [job.kind, job.key]).sort()).toEqual(
      messages.map((message) => [`outbox-${message.channel}`, message.id]).sort(),
    );
  });

  it('logs the kind, a masked recipient and where to read it, never the body or link', async () => {
    const lines: unknown[] = [];
    const record = (details: Record<string, unknown>, message: string) => {
      lines.push({ details, message });
    };
    const logger: OutboxLogger = { info: record, warn: record, error: record };
    const readAt = outboxReadAt({ isProduction: false, publicUrl: 'http://localhost:3000' });
    const { id } = await enqueueMessage(database.db, invitation, { logger, readAt });

    expect(lines).toEqual([
      {
        details: {
          outboxId: id,
          channel: 'email',
          kind: 'invitation',
          to: 'n***@rela.example',
          readAt: 'http://localhost:3000/dev/outbox',
        },
        message: 'email "invitation" queued; read it at http://localhost:3000/dev/outbox',
      },
    ]);
    const logged = JSON.stringify(lines);
    for (const secret of ['Temp-Pass-9!', 'secret-link', 'new.buyer', invitation.subject]) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('outbox helpers', () => {
  it('masks e-mail addresses and phone numbers', () => {
    expect(maskRecipient('buyer2@rela.example')).toBe('b***@rela.example');
    expect(maskRecipient('+14155550105')).toBe('+*********05');
    expect(maskRecipient('??')).toBe('***');
  });

  it('points at /dev/outbox only outside production', () => {
    expect(outboxReadAt({ isProduction: false, publicUrl: 'http://localhost:3000' })).toBe(
      'http://localhost:3000/dev/outbox',
    );
    expect(outboxReadAt({ isProduction: true, publicUrl: 'https://rela.example' })).toBeNull();
  });
});
