import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createLimitStore } from './create-limit-store';
import type { LimitStore } from './limit-store';
import { createMemoryLimitStore } from './memory-limit-store';
import { createRedisLimitStore } from './redis-limit-store';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.info('redis-limit-store: REDIS_URL is unset, skipping the Redis suite');

describe.skipIf(!redisUrl)('redis limit store (REDIS_URL)', () => {
  const prefix = `rela:test:${randomBytes(6).toString('hex')}:`;
  const stores: LimitStore[] = [];
  const open = () => {
    const store = createRedisLimitStore(redisUrl ?? '', { prefix });
    stores.push(store);
    return store;
  };
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
  });

  it('shares one counter between two instances', async () => {
    const [first, second] = [open(), open()];
    expect((await first.hit('shared', 60_000)).count).toBe(1);
    expect((await second.hit('shared', 60_000)).count).toBe(2);
    const third = await first.hit('shared', 60_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(0);
    expect(third.resetInMs).toBeLessThanOrEqual(60_000);
  });

  it('stores values with a time to live, visible to the other instance', async () => {
    const [first, second] = [open(), open()];
    await first.set('value', 'x', 60_000);
    expect(await second.get('value')).toBe('x');
    await second.del('value');
    expect(await first.get('value')).toBeNull();
  });
});

describe('createLimitStore', () => {
  it('uses process memory without REDIS_URL', async () => {
    const store = createLimitStore({ REDIS_URL: undefined });
    const memory = createMemoryLimitStore();
    expect(Object.keys(store).sort()).toEqual(Object.keys(memory).sort());
    expect((await store.hit('k', 1_000)).count).toBe(1);
    await store.close();
  });

  it.skipIf(!redisUrl)('uses Redis with REDIS_URL', async () => {
    const key = `create-limit-store:${randomBytes(6).toString('hex')}`;
    const viaFactory = createLimitStore({ REDIS_URL: redisUrl });
    const direct = createRedisLimitStore(redisUrl ?? '');
    await viaFactory.set(key, 'from-factory', 10_000);
    expect(await direct.get(key)).toBe('from-factory');
    await direct.del(key);
    await Promise.all([viaFactory.close(), direct.close()]);
  });
});
