import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, createTestDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { jobs, outbox } from '../../db/schema';
import { manualClock } from '../clock';
import { startOutboxDispatcher } from './dispatcher';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer.test-support';
import { createSmtpTransport } from './transport';

const migration = path.resolve(
  import.meta.dirname,
  '../../../drizzle/0008_outbox_on_the_job_queue.sql',
);

/** The statement of the migration that gives messages already waiting their delivery jobs. */
const upgradeStatement = async () => {
  const statements = (await readFile(migration, 'utf8')).split('--> statement-breakpoint');
  const insert = statements.find((statement) => statement.includes('INSERT INTO "jobs"'));
  if (!insert) throw new Error('the migration has no INSERT INTO "jobs"');
  return insert;
};

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(drivers)('messages queued before delivery moved to the job queue (%s)', (driver) => {
  let database: Database;
  let peer: SmtpPeer;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    await peer.close();
    await database.close();
  });

  it('get a delivery job each, keeping their attempts, and are sent; sent and failed ones get none', async () => {
    const clock = manualClock();
    const message = (recipient: string, status: 'pending' | 'sent' | 'failed', attempts = 0) => ({
      channel: 'email' as const,
      kind: 'invitation',
      recipient,
      subject: 'You are invited to Rela',
      bodyText: `Welcome, ${recipient}`,
      status,
      attempts,
      createdAt: clock.now(),
      nextAttemptAt: clock.now(),
    });
    // Rows as the outbox wrote them before: no job beside them.
    const [waiting, retried] = await database.db
      .insert(outbox)
      .values([
        message('waiting@rela.example', 'pending'),
        message('retried@rela.example', 'pending', 3),
        message('sent@rela.example', 'sent', 1),
        message('failed@rela.example', 'failed', 150),
      ])
      .returning();

    await database.db.execute(sql.raw(await upgradeStatement()));

    const upgraded = await database.db.select().from(jobs);
    expect(upgraded.map((job) => [job.kind, job.key, job.attempts]).sort()).toEqual(
      [
        ['outbox-email', waiting?.id, 0],
        ['outbox-email', retried?.id, 3],
      ].sort(),
    );

    const dispatcher = startOutboxDispatcher({
      db: database.db,
      transport: createSmtpTransport({ url: peer.url, from: 'Rela <no-reply@rela.test>' }),
      clock,
      logger: quiet,
      intervalMs: 0,
    });
    expect(await dispatcher.runOnce()).toBe(2);
    expect(peer.received.flatMap((mail) => mail.to).sort()).toEqual([
      'retried@rela.example',
      'waiting@rela.example',
    ]);
    const rows = await database.db.select().from(outbox);
    expect(rows.find((row) => row.id === retried?.id)).toMatchObject({
      status: 'sent',
      attempts: 4,
    });
  });
});
