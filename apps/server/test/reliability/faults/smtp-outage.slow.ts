import { API_PREFIX, apiPaths } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema';
import { startOutboxDispatcher } from '../../../src/platform/outbox';
import { startSmtpPeer, type SmtpPeer } from '../../../src/platform/outbox/smtp-peer.test-support';
import { createSmtpTransport } from '../../../src/platform/outbox/transport';
import { bearer, buildTestApp, createUser, loginAs, type TestApp } from '../../app';
import { recordFigures } from '../tally';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const MINUTE = 60_000;

/**
 * REQ-REL-MAIL-DOWN: the mail server is down for half an hour while the product
 * keeps writing e-mails. Nothing is lost: every e-mail stays in the outbox and is delivered once
 * when the server is back.
 */
describe('the mail server goes away for a while', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let headers: Record<string, string>;
  let invited = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    await createUser(t.db, { username: 'lead', role: 'team-leader' });
    headers = bearer(await loginAs(t.app, 'lead'));
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    await peer.close();
    await t.close();
  });

  /** Invitations are e-mails written in the same transaction as the change (the outbox). */
  const invite = async (count: number) => {
    for (let index = 0; index < count; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}${apiPaths.inviteUser}`,
        headers,
        payload: { email: `mail-${invited++}@rela.example` },
      });
      expect(response.statusCode).toBe(201);
    }
  };

  it('keeps every e-mail while the server is down and delivers each once when it is back', async () => {
    const dispatcher = startOutboxDispatcher({
      db: t.db,
      transport: createSmtpTransport({ url: peer.url, from: 'Rela <no-reply@rela.local>' }),
      clock: t.clock,
      logger: silent,
      intervalMs: 0,
    });
    await invite(5);
    expect(await dispatcher.runOnce()).toBe(5);

    await peer.close();
    let failedPasses = 0;
    for (let minute = 0; minute < 30; minute += 3) {
      await invite(2);
      expect(await dispatcher.runOnce()).toBe(0);
      failedPasses += 1;
      t.clock.advance(3 * MINUTE);
    }
    const waiting = await t.db.select().from(outbox);
    expect(waiting.filter((row) => row.status === 'pending').length).toBe(invited - 5);

    peer = await startSmtpPeer(peer.port);
    let delivered = 0;
    for (let pass = 0; pass < 10 && delivered < invited - 5; pass += 1) {
      t.clock.advance(10 * MINUTE);
      delivered += await dispatcher.runOnce();
    }
    await dispatcher.stop();

    const rows = await t.db.select().from(outbox);
    const recipients = peer.received.flatMap((mail) => mail.to);
    const expected = Array.from(
      { length: invited - 5 },
      (_, index) => `mail-${index + 5}@rela.example`,
    );
    const lost = expected.filter((address) => !recipients.includes(address));
    const twice = recipients.filter((address, index) => recipients.indexOf(address) !== index);
    recordFigures('fault: SMTP server down for 30 minutes', {
      faultsInjected: 1,
      writesLost: lost.length,
      notes: [
        `${invited} e-mails written, ${invited - 5} while the server was down; ${failedPasses} failed passes; ${twice.length} delivered twice`,
      ],
    });
    expect(lost).toEqual([]);
    expect(twice).toEqual([]);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
  });
});
