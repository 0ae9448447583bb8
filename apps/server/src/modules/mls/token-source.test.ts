import { describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock';
import type { MlsRequest, MlsResponse } from './mls-http';
import { createTokenSource, staticTokenSource } from './token-source';

const setup = (expiresIn = 3600) => {
  const clock = manualClock();
  const requests: MlsRequest[] = [];
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  const send = async (request: MlsRequest): Promise<MlsResponse> => {
    requests.push(request);
    await gate;
    return {
      status: 200,
      body: { access_token: `t${requests.length}`, token_type: 'Bearer', expires_in: expiresIn },
    };
  };
  const tokens = createTokenSource({
    credentials: {
      tokenUrl: 'http://mls.test/oauth2/token',
      clientId: 'id',
      clientSecret: 's3cret',
    },
    send,
    clock,
  });
  const hold = () => {
    gate = new Promise((resolve) => (release = resolve));
  };
  return { clock, tokens, requests, hold, release: () => release() };
};

describe('MLS token source', () => {
  it('posts client credentials as a form', async () => {
    const t = setup();
    await t.tokens.get();
    expect(t.requests[0]).toMatchObject({ method: 'POST', url: 'http://mls.test/oauth2/token' });
    expect(new URLSearchParams(t.requests[0]?.body)).toEqual(
      new URLSearchParams('grant_type=client_credentials&client_id=id&client_secret=s3cret'),
    );
  });

  it('shares one fetch between concurrent callers and caches the token', async () => {
    const t = setup();
    t.hold();
    const all = Promise.all(Array.from({ length: 10 }, () => t.tokens.get()));
    t.release();
    expect(new Set(await all)).toEqual(new Set(['t1']));
    expect(await t.tokens.get()).toBe('t1');
    expect(t.requests).toHaveLength(1);
  });

  it('keeps the token until 60 s before it expires, then fetches a new one', async () => {
    const t = setup();
    await t.tokens.get();
    t.clock.advance(3_540_000 - 1);
    expect(await t.tokens.get()).toBe('t1');
    t.clock.advance(1);
    expect(await t.tokens.get()).toBe('t2');
    expect(t.requests).toHaveLength(2);
  });

  it('refreshes a short-lived token at half its lifetime', async () => {
    const t = setup(60);
    await t.tokens.get();
    t.clock.advance(29_999);
    expect(await t.tokens.get()).toBe('t1');
    t.clock.advance(1);
    expect(await t.tokens.get()).toBe('t2');
  });

  it('forgets a refused token once, whoever reports it', async () => {
    const t = setup();
    const first = await t.tokens.get();
    t.tokens.invalidate(first);
    const second = await t.tokens.get();
    t.tokens.invalidate(first);
    expect(await t.tokens.get()).toBe(second);
    expect(t.requests).toHaveLength(2);
  });

  it('answers a static token without any request', async () => {
    const tokens = staticTokenSource('fixed');
    tokens.invalidate('fixed');
    expect(await tokens.get()).toBe('fixed');
  });

  it('reports refused credentials without the secret', async () => {
    const tokens = createTokenSource({
      credentials: {
        tokenUrl: 'http://mls.test/oauth2/token',
        clientId: 'id',
        clientSecret: 's3cret',
      },
      send: async () => ({ status: 401, body: { error: 'invalid_client' } }),
      clock: manualClock(),
    });
    const error = await tokens.get().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'unauthorized' });
    expect(String((error as Error).message)).not.toContain('s3cret');
  });
});
