import { API_PREFIX, apiPaths } from '@rela/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/db/client';
import { invitations, outbox } from '../../../src/db/schema';
import { createUser, loginAs } from '../../app';
import { appOn } from '../app-on';
import { recordFigures } from '../tally';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inviteUrl = `${API_PREFIX}${apiPaths.inviteUser}`;

type Outcome = {
  email: string;
  status: number;
  ms: number;
  startedAt: number;
  endedAt: number;
  phase: 'up' | 'down' | 'back';
};

/**
 * REQ-REL-DB-DOWN: the database dies in the middle of a burst of writes and comes
 * back. Meanwhile every answer is 503 (fast, never a 500), readiness is 503; afterwards the service
 * works again by itself, every acknowledged write is there, and nothing is half-written (each
 * invitation with its e-mail in the outbox, written in one transaction).
 */
describe('the database goes away under a burst of writes', () => {
  let cluster: PrivatePostgres;
  let database: Database;
  let subject: Awaited<ReturnType<typeof appOn>>;
  let authorization: string;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    database = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 5 });
    await database.migrate();
    subject = await appOn(database);
    await createUser(database.db, { username: 'lead', role: 'team-leader' });
    authorization = `Bearer ${await loginAs(subject.app, 'lead')}`;
  }, 120_000);
  afterAll(async () => {
    await subject?.close();
    await database?.close();
    await cluster?.destroy();
  });

  it('answers 503 while it is down, recovers by itself, and loses no acknowledged write', async () => {
    const outcomes: Outcome[] = [];
    let phase: Outcome['phase'] = 'up';
    let next = 0;
    let sending = true;
    const readiness: number[] = [];
    const writer = async () => {
      while (sending) {
        const email = `burst-${next++}@rela.example`;
        const startedIn = phase;
        const started = performance.now();
        const response = await subject.app.inject({
          method: 'POST',
          url: inviteUrl,
          headers: { authorization },
          payload: { email },
        });
        const endedAt = performance.now();
        outcomes.push({
          email,
          status: response.statusCode,
          ms: endedAt - started,
          startedAt: started,
          endedAt,
          phase: startedIn,
        });
        if (phase === 'down') await sleep(20);
      }
    };
    const writers = Array.from({ length: 6 }, writer);

    await sleep(1_500);
    await cluster.stop();
    phase = 'down';
    const downFrom = performance.now();
    for (let probe = 0; probe < 5; probe += 1) {
      readiness.push(
        (await subject.app.inject({ url: `${API_PREFIX}${apiPaths.ready}` })).statusCode,
      );
      await sleep(300);
    }
    const downUntil = performance.now();
    await cluster.start();
    phase = 'back';
    // Recovery by itself: keep writing until writes are acknowledged again (no restart, no reset).
    const backBy = Date.now() + 30_000;
    while (Date.now() < backBy && !outcomes.some((o) => o.phase === 'back' && o.status === 201))
      await sleep(100);
    await sleep(1_000);
    sending = false;
    await Promise.all(writers);

    const statuses = new Set(outcomes.map((o) => o.status));
    // Requests made entirely while it was down (those in flight as it went or came are 201 or 503).
    const whileDown = outcomes.filter((o) => o.startedAt >= downFrom && o.endedAt <= downUntil);
    const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.email);
    const stored = await database.db
      .select({ email: invitations.email })
      .from(invitations)
      .where(
        inArray(
          invitations.email,
          outcomes.map((o) => o.email),
        ),
      );
    const storedEmails = new Set(stored.map((row) => row.email));
    const lost = acknowledged.filter((email) => !storedEmails.has(email));
    const mails = await database.db.select({ recipient: outbox.recipient }).from(outbox);
    const mailed = new Set(mails.map((row) => row.recipient));
    const halfWritten = [...storedEmails].filter((email) => !mailed.has(email));

    recordFigures('fault: database stopped under writes', {
      faultsInjected: 1,
      writesLost: lost.length,
      fiveHundreds: outcomes.filter((o) => o.status >= 500 && o.status !== 503).length,
      notes: [
        `${outcomes.length} writes: ${acknowledged.length} acknowledged, ${outcomes.filter((o) => o.status === 503).length} answered 503 while down`,
        `slowest 503 ${Math.round(Math.max(0, ...outcomes.filter((o) => o.status === 503).map((o) => o.ms)))} ms; readiness while down ${readiness.join(', ')}`,
        `half-written (an invitation without its e-mail) ${halfWritten.length}`,
      ],
    });

    expect([...statuses].sort(), 'only 201 and 503').toEqual(
      [...statuses].filter((s) => s === 201 || s === 503).sort(),
    );
    expect(whileDown.length).toBeGreaterThan(0);
    expect(whileDown.every((o) => o.status === 503)).toBe(true);
    // Fail fast: the pool's connect timeout (5 s) bounds the slowest refusal.
    expect(Math.max(...whileDown.map((o) => o.ms))).toBeLessThan(6_000);
    expect(readiness.every((status) => status === 503)).toBe(true);
    expect(outcomes.filter((o) => o.phase === 'back' && o.status === 201).length).toBeGreaterThan(
      0,
    );
    expect((await subject.app.inject({ url: `${API_PREFIX}${apiPaths.ready}` })).statusCode).toBe(
      200,
    );
    expect(lost).toEqual([]);
    expect(halfWritten).toEqual([]);
  }, 120_000);
});
