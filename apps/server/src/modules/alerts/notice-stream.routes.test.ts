import http from 'node:http';
import { limits } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, loginAs, type TestApp } from '../../../test/app';
import { drivers } from '../../../test/db';
import { insertNotice } from './notifications.queries';

const path = '/api/notifications/stream';

/** One open stream read as text over its own connection, with a way to wait for what it says. */
const openStream = async (base: string, token?: string, accept = 'text/event-stream') => {
  let text = '';
  let ended = false;
  const { request, response } = await new Promise<{
    request: http.ClientRequest;
    response: http.IncomingMessage;
  }>((resolve, reject) => {
    const request = http.get(
      `${base}${path}`,
      {
        agent: false,
        headers: { accept, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (response) => resolve({ request, response }),
    );
    request.on('error', reject);
  });
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (text += chunk));
  response.on('close', () => (ended = true));
  response.on('error', () => undefined);
  /** Waits until `pattern` has been said `times` times in all, or `ms` passed. */
  const said = async (pattern: string, times = 1, ms = 3_000) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (text.split(pattern).length - 1 >= times) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  };
  const header = (name: string) => {
    const value = response.headers[name];
    return Array.isArray(value) ? value.join(', ') : (value ?? null);
  };
  return {
    status: response.statusCode,
    header,
    said,
    count: (pattern: string) => text.split(pattern).length - 1,
    ended: () => ended,
    close: async () => {
      request.destroy();
      await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
};

const notice = (userId: string, dedupeKey: string) => ({
  userId,
  kind: 'homes-added' as const,
  dedupeKey,
  title: 'Ana added 1 home',
  body: 'A new home is on your list.',
  data: {},
});

/** REQ-ALERT-LIVE: a committed notice reaches its owner's open streams within moments. */
describe.each(drivers)('the notices stream (%s)', (driver) => {
  let t: TestApp;
  let base: string;
  let buyer: { id: string; token: string };
  let other: { id: string; token: string };

  beforeAll(async () => {
    t = await buildTestApp({
      driver,
      env: { LOGIN_LIMIT_PER_MINUTE: '1000' },
      noticeStreams: { heartbeatMs: 100, perUser: 2 },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const make = async (username: string) => {
      const user = await createUser(t.db, { username, role: 'buyer' });
      return { id: user.id, token: await loginAs(t.app, username) };
    };
    buyer = await make('stream-buyer');
    other = await make('stream-other');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 without a token, before any stream opens', async () => {
    const stream = await openStream(base);
    expect(stream.status).toBe(401);
    await stream.close();
  });

  it('opens with the security headers and tells of a notice once its transaction commits', async () => {
    const stream = await openStream(base, buyer.token);
    expect(stream.status).toBe(200);
    expect(stream.header('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.header('cache-control')).toBe('no-store');
    expect(stream.header('content-security-policy')).toContain("default-src 'self'");
    expect(stream.header('x-request-id')).toBeTruthy();
    expect(await stream.said('event: ready')).toBe(true);

    const written = Date.now();
    await t.db.transaction(async (tx) => {
      await insertNotice(tx, notice(buyer.id, 'stream:1'));
      // Not yet committed: nothing is told.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stream.count('event: notice')).toBe(0);
    });
    expect(await stream.said('event: notice')).toBe(true);
    expect(Date.now() - written).toBeLessThan(5_000);

    // Another user's notice, or one rolled back, tells this stream nothing.
    await insertNotice(t.db, notice(other.id, 'stream:2'));
    await t.db
      .transaction(async (tx) => {
        await insertNotice(tx, notice(buyer.id, 'stream:3'));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.count('event: notice')).toBe(1);
    await stream.close();
  });

  it('answers a caller that does not ask for a stream with the opening alone', async () => {
    const stream = await openStream(base, buyer.token, 'application/json');
    expect(await stream.said('event: ready')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.ended()).toBe(true);
  });

  it('keeps the stream alive with heartbeats', async () => {
    const stream = await openStream(base, buyer.token);
    expect(await stream.said(': ping', 2)).toBe(true);
    await stream.close();
  });

  it('refuses a stream past the per-user cap with 429, and frees a place when one closes', async () => {
    expect(limits.noticeStreamsPerUser).toBeGreaterThan(1);
    const first = await openStream(base, buyer.token);
    const second = await openStream(base, buyer.token);
    expect(await second.said('event: ready')).toBe(true);
    const third = await openStream(base, buyer.token);
    expect(third.status).toBe(429);
    await third.close();
    // Someone else is not held to the buyer's cap.
    const others = await openStream(base, other.token);
    expect(others.status).toBe(200);
    await first.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await openStream(base, buyer.token);
    expect(again.status).toBe(200);
    await Promise.all([second.close(), others.close(), again.close()]);
  });
});

describe('the notices stream ends', () => {
  it('after its longest age, and when the server closes', async () => {
    const t = await buildTestApp({ noticeStreams: { maxAgeMs: 200 } });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await createUser(t.db, { username: 'stream-age', role: 'buyer' });
    const token = await loginAs(t.app, 'stream-age');
    const aged = await openStream(base, token);
    expect(await aged.said('event: ready')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(aged.ended()).toBe(true);

    const open = await openStream(base, token);
    expect(await open.said('event: ready')).toBe(true);
    await t.close();
    expect(open.ended()).toBe(true);
  });
});
