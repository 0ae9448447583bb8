import { randomBytes } from 'node:crypto';
import { serverMessages } from '@rela/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD, buildTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase, drivers } from '../../../test/db';
import { manualClock } from '../../platform/clock';
import { createRedisLimitStore } from '../../platform/rate-limit/redis-limit-store';
import { buildInstance } from '../../../test/instance';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl)
  console.info('login limits: REDIS_URL is unset, skipping the two-instance Redis test');

type From = { address?: string; headers?: Record<string, string> };

const login = (
  app: FastifyInstance,
  username: string,
  from: From = {},
  password = 'Wrong-pass-1!',
) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: from.address,
    headers: from.headers,
  });

describe.each(drivers)('sign-in rate limits (%s)', (driver) => {
  const limits = { LOGIN_LIMIT_PER_MINUTE: '3', IP_LIMIT_PER_MINUTE: '8' };
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    // One after the other: building two whole apps at once can outlast Fastify's plugin timeout.
    direct = await buildTestApp({ driver, env: limits });
    proxied = await buildTestApp({ driver, env: { ...limits, TRUST_PROXY: 'true' } });
    for (const t of [direct, proxied]) {
      await createUser(t.db, { username: 'buyer', role: 'buyer' });
      await createUser(t.db, { username: 'realtor', role: 'realtor' });
    }
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  it('limits one address on one account; a spoofed X-Forwarded-For does not reset it', async () => {
    const from = { address: '192.0.2.1' };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(direct.app, 'buyer', from)).statusCode).toBe(401);
    }
    const limited = await login(direct.app, 'buyer', from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: serverMessages.rateLimited,
    });
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.headers['cache-control']).toBe('no-store');
    const spoofed = { ...from, headers: { 'x-forwarded-for': '203.0.113.9' } };
    expect((await login(direct.app, 'buyer', spoofed)).statusCode).toBe(429);
    // Another account from the same address has its own counter (until the address limit).
    expect((await login(direct.app, 'realtor', from)).statusCode).toBe(401);
    direct.clock.advance(60_000);
    expect((await login(direct.app, 'buyer', from)).statusCode).toBe(401);
  });

  it('limits one address across accounts', async () => {
    const from = { address: '192.0.2.2' };
    for (const username of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      expect((await login(direct.app, username, from)).statusCode).toBe(401);
    }
    const limited = await login(direct.app, 'i', from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('keys on the forwarded address when the proxy is trusted', async () => {
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(proxied.app, 'buyer', from('198.51.100.1'))).statusCode).toBe(401);
    }
    expect((await login(proxied.app, 'buyer', from('198.51.100.1'))).statusCode).toBe(429);
    expect((await login(proxied.app, 'buyer', from('198.51.100.2'))).statusCode).toBe(401);
  });

  it('sets the refresh cookie Secure when the request came over HTTPS', async () => {
    const response = await proxied.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'realtor', password: TEST_PASSWORD },
      headers: { 'x-session-transport': 'cookie', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toContain('Secure');
  });
});

describe.skipIf(!redisUrl)('sign-in rate limits across two instances (REDIS_URL)', () => {
  it('holds the per-address-and-account limit across instances sharing Redis', async () => {
    const database = await createTestDatabase('pglite');
    const prefix = `rela:test:${randomBytes(6).toString('hex')}:`;
    const env = { LOGIN_LIMIT_PER_MINUTE: '4', IP_LIMIT_PER_MINUTE: '1000' };
    const clock = manualClock();
    const stores = [0, 1].map(() => createRedisLimitStore(redisUrl ?? '', { prefix }));
    const apps = await Promise.all(
      stores.map((limits) => buildInstance({ database, limits, clock, env })),
    );
    try {
      await createUser(database.db, { username: 'buyer', role: 'buyer' });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const app = apps[attempt % 2];
        if (!app) throw new Error('missing app');
        statuses.push((await login(app, 'buyer')).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(stores.map((store) => store.close()));
      await database.close();
    }
  });

  it('locks the failing address on both instances, never the owner from another address', async () => {
    const database = await createTestDatabase('pglite');
    const prefix = `rela:test:${randomBytes(6).toString('hex')}:`;
    const clock = manualClock();
    const stores = [0, 1].map(() => createRedisLimitStore(redisUrl ?? '', { prefix }));
    const [a, b] = await Promise.all(
      stores.map((limits) => buildInstance({ database, limits, clock, env: {} })),
    );
    try {
      if (!a || !b) throw new Error('missing app');
      await createUser(database.db, { username: 'owner', role: 'realtor' });
      const attacker = { address: '203.0.113.5' };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1)
        statuses.push((await login(attempt % 2 ? b : a, 'owner', attacker)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      expect((await login(a, 'owner', attacker, TEST_PASSWORD)).json()).toMatchObject({
        code: 'ACCOUNT_LOCKED',
      });
      expect((await login(b, 'owner', { address: '198.51.100.7' }, TEST_PASSWORD)).statusCode).toBe(
        200,
      );
    } finally {
      await Promise.all([a, b].map((app) => app?.close()));
      await Promise.all(stores.map((store) => store.close()));
      await database.close();
    }
  });
});
