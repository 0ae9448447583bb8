import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock';
import { startDeadline } from './deadline';
import { MlsError } from './mls-errors';
import {
  backoffMs,
  parseRetryAfter,
  sendWithRetry,
  type FetchLike,
  type MlsHttpDeps,
} from './mls-http';

type Step = Response | Error;

/** A fetch at the network edge that answers a script, one step per request. */
const scripted = (steps: Step[]) => {
  const calls: string[] = [];
  const fetchFn: FetchLike = async (url) => {
    calls.push(url);
    const step = steps[Math.min(calls.length - 1, steps.length - 1)];
    if (step instanceof Error) throw step;
    return step!.clone();
  };
  return { fetch: fetchFn, calls };
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const setup = (steps: Step[], budgetMs = 30_000) => {
  const clock = manualClock();
  const sleeps: number[] = [];
  const fake = scripted(steps);
  const deps: MlsHttpDeps = {
    fetch: fake.fetch,
    clock,
    random: () => 0.5,
    retry: { maxAttempts: 3, baseDelayMs: 250, maxDelayMs: 4_000 },
    sleep: async (ms) => {
      sleeps.push(ms);
      clock.advance(ms);
    },
  };
  const deadline = startDeadline(budgetMs, clock);
  const send = () => sendWithRetry(deps, { url: 'http://mls.test/odata/Property' }, deadline);
  return { send, sleeps, calls: fake.calls, done: () => deadline.clear() };
};

describe('sendWithRetry (REQ-REL-MLS-DOWN: retries with backoff)', () => {
  it('retries a 429 after its Retry-After, then answers', async () => {
    const t = setup([
      json(429, { error: { code: 'TooManyRequests', message: 'slow' } }, { 'retry-after': '2' }),
      json(200, { value: [] }),
    ]);
    const response = await t.send();
    t.done();
    expect(response).toEqual({ status: 200, body: { value: [] } });
    expect(t.calls).toHaveLength(2);
    expect(t.sleeps).toEqual([2_000]);
  });

  it('waits the exponential backoff with jitter when Retry-After is shorter or absent', async () => {
    const t = setup([json(503, {}), json(502, {}), json(200, { value: [] })]);
    await t.send();
    t.done();
    expect(t.sleeps).toEqual([188, 375]);
    expect(t.calls).toHaveLength(3);
  });

  it('retries 5xx and network errors, at most maxAttempts times', async () => {
    const t = setup([new TypeError('fetch failed'), json(500, {}), json(500, {})]);
    await expect(t.send()).rejects.toMatchObject({ kind: 'server', details: { status: 500 } });
    t.done();
    expect(t.calls).toHaveLength(3);
  });

  it('does not retry a 4xx answer', async () => {
    const t = setup([json(400, { error: { code: 'BadRequest', message: 'no' } }), json(200, {})]);
    const response = await t.send();
    t.done();
    expect(response.status).toBe(400);
    expect(t.calls).toHaveLength(1);
    expect(t.sleeps).toEqual([]);
  });

  it('does not retry a 501: the MLS does not implement what was asked (ADR 047)', async () => {
    const t = setup([
      json(501, { error: { code: 'NotImplemented', message: 'no' } }),
      json(200, {}),
    ]);
    const response = await t.send();
    t.done();
    expect(response.status).toBe(501);
    expect(t.calls).toHaveLength(1);
  });

  it('gives up at once when Retry-After is beyond the budget', async () => {
    const t = setup([json(429, {}, { 'retry-after': '60' }), json(200, {})], 5_000);
    await expect(t.send()).rejects.toMatchObject({ kind: 'throttled' });
    t.done();
    expect(t.calls).toHaveLength(1);
    expect(t.sleeps).toEqual([]);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('caps the backoff', () => {
    const policy = { maxAttempts: 9, baseDelayMs: 250, maxDelayMs: 1_000 };
    expect(backoffMs(8, policy, () => 0.999)).toBeLessThanOrEqual(1_000);
    expect(backoffMs(1, policy, () => 0)).toBe(125);
  });
});

describe('sendWithRetry timeout (REQ-REL-MLS-DOWN)', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // An MLS that accepts the request and never answers.
    server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/odata/Property`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('fails with a timeout error at its budget', async () => {
    const clock = manualClock();
    const deadline = startDeadline(100, clock);
    const deps: MlsHttpDeps = {
      fetch: (target, init) => fetch(target, init),
      clock,
      random: () => 0.5,
      retry: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 10 },
      sleep: async () => undefined,
    };
    const error = await sendWithRetry(deps, { url }, deadline).catch((caught: unknown) => caught);
    deadline.clear();
    expect(error).toBeInstanceOf(MlsError);
    expect(error).toMatchObject({
      kind: 'timeout',
      message: 'The MLS did not answer within 100 ms',
    });
  });
});
