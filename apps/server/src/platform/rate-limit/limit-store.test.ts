import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLimitStore } from './create-limit-store';
import type { LimitStore } from './limit-store';
import { createMemoryLimitStore } from './memory-limit-store';
import { createRedisLimitStore } from './redis-limit-store';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.info('limit store: REDIS_URL is unset, skipping the Redis suites');

const prefix = () => `rela:test:${randomBytes(6).toString('hex')}:`;

type Kind = {
  name: string;
  open: () => LimitStore;
  /** Whether the store keeps time by `Date.now`, which the tests then fake. */
  readsDate: boolean;
  /** Lets `ms` pass on the store's time: fake `Date` in memory, real time for Redis TTLs. */
  pass: (ms: number) => Promise<void>;
};

const memory: Kind = {
  name: 'memory',
  open: createMemoryLimitStore,
  readsDate: true,
  pass: async (ms) => {
    vi.setSystemTime(Date.now() + ms);
  },
};
const redisPrefix = prefix();
const redis: Kind = {
  name: 'redis',
  open: () => createRedisLimitStore(redisUrl ?? '', { prefix: redisPrefix }),
  readsDate: false,
  // A Redis TTL ends a little after its milliseconds; the margin keeps the test from racing it.
  pass: (ms) => sleep(ms + 100),
};

describe.each(redisUrl ? [memory, redis] : [memory])('limit store ($name)', (kind) => {
  const stores: LimitStore[] = [];
  const open = () => {
    const store = kind.open();
    stores.push(store);
    return store;
  };
  const key = () => `k:${randomBytes(4).toString('hex')}`;
  beforeEach(() => {
    if (kind.readsDate) vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
  });

  it('counts hits in a window that starts with the first and ends on its own', async () => {
    const store = open();
    const k = key();
    const first = await store.hit(k, 1_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(900);
    expect(first.resetInMs).toBeLessThanOrEqual(1_000);
    expect((await store.hit(k, 1_000)).count).toBe(2);
    expect(await store.peek(k)).toMatchObject({ count: 2 });
    await kind.pass(1_000);
    expect(await store.peek(k)).toBeNull();
    expect((await store.hit(k, 1_000)).count).toBe(1);
  });

  it('keeps a block until it ends, whatever the key held, and forgets a reset key', async () => {
    const store = open();
    const [blocked, counted] = [key(), key()];
    await store.hit(blocked, 60_000);
    await store.block(blocked, 1_000);
    const lock = await store.peek(blocked);
    expect(lock?.resetInMs).toBeGreaterThan(0);
    expect(lock?.resetInMs).toBeLessThanOrEqual(1_000);
    await kind.pass(1_000);
    expect(await store.peek(blocked)).toBeNull();
    await store.hit(counted, 60_000);
    await store.reset(counted);
    expect(await store.peek(counted)).toBeNull();
    expect((await store.hit(counted, 60_000)).count).toBe(1);
  });

  it('rounds a part second up to a whole one, the least window the store keeps', async () => {
    const store = open();
    const { resetInMs } = await store.hit(key(), 1);
    expect(resetInMs).toBeGreaterThan(900);
    expect(resetInMs).toBeLessThanOrEqual(1_000);
  });
});

describe('memory limit store on the clock of the tests', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the exact time left, moved by fake Date alone', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T00:00:00Z') });
    const store = createMemoryLimitStore();
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    vi.setSystemTime(Date.now() + 20_000);
    expect(await store.hit('k', 60_000)).toEqual({ count: 2, resetInMs: 40_000 });
    vi.setSystemTime(Date.now() + 40_000);
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    await store.close();
  });
});

describe.skipIf(!redisUrl)('redis limit store across instances (REDIS_URL)', () => {
  it('shares one counter and one block between two instances', async () => {
    const shared = prefix();
    const [first, second] = [0, 1].map(() =>
      createRedisLimitStore(redisUrl ?? '', { prefix: shared }),
    );
    if (!first || !second) throw new Error('missing store');
    try {
      expect((await first.hit('shared', 60_000)).count).toBe(1);
      expect((await second.hit('shared', 60_000)).count).toBe(2);
      const third = await first.hit('shared', 60_000);
      expect(third.count).toBe(3);
      expect(third.resetInMs).toBeGreaterThan(0);
      expect(third.resetInMs).toBeLessThanOrEqual(60_000);
      await first.block('lock', 30_000);
      expect((await second.peek('lock'))?.resetInMs).toBeGreaterThan(29_000);
      await second.reset('lock');
      expect(await first.peek('lock')).toBeNull();
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('createLimitStore', () => {
  it('uses process memory without REDIS_URL', async () => {
    const store = createLimitStore({ REDIS_URL: undefined });
    expect((await store.hit('k', 1_000)).count).toBe(1);
    await store.close();
  });

  it.skipIf(!redisUrl)('uses Redis with REDIS_URL', async () => {
    const key = `create-limit-store:${randomBytes(6).toString('hex')}`;
    const viaFactory = createLimitStore({ REDIS_URL: redisUrl });
    const direct = createRedisLimitStore(redisUrl ?? '');
    try {
      await viaFactory.block(key, 10_000);
      expect(await direct.peek(key)).not.toBeNull();
      await direct.reset(key);
    } finally {
      await Promise.all([viaFactory.close(), direct.close()]);
    }
  });
});
