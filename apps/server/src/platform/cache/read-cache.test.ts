import { describe, expect, it, vi } from 'vitest';
import { manualClock } from '../clock';
import { createLocalInvalidationBus, createRedisInvalidationBus } from './invalidation-bus';
import { createReadCache, READ_CACHE_QUIET_MS, READ_CACHE_TTL_MS } from './read-cache';

const topic = 'read:test';

const setup = () => {
  const clock = manualClock();
  const bus = createLocalInvalidationBus();
  return { clock, bus, cache: createReadCache<string>({ bus, topic, clock }) };
};

/** A load the test finishes by hand, to change things while it is under way. */
const heldLoad = () => {
  let finish: (value: string) => void = () => undefined;
  const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
  return { load, finish: (value: string) => finish(value) };
};

describe('read cache', () => {
  it('loads a key once per TTL, and again after it', async () => {
    const { clock, cache } = setup();
    const load = vi.fn(async () => 'v1');
    expect(await cache.get('alice', load)).toBe('v1');
    expect(await cache.get('alice', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(READ_CACHE_TTL_MS + 1);
    expect(await cache.get('alice', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps keys apart', async () => {
    const { cache } = setup();
    await cache.get('alice', async () => 'alice-v1');
    expect(await cache.get('bob', async () => 'bob-v1')).toBe('bob-v1');
    expect(await cache.get('alice', async () => 'other')).toBe('alice-v1');
  });

  it('forgets a key when it changes, and reads it again after the quiet time', async () => {
    const { clock, cache } = setup();
    await cache.get('alice', async () => 'v1');
    cache.changed('alice');
    const load = vi.fn(async () => 'v2');
    expect(await cache.get('alice', load)).toBe('v2');
    // Inside the quiet time nothing is kept: a change announced before its commit cannot stick.
    expect(await cache.get('alice', load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
    clock.advance(READ_CACHE_QUIET_MS + 1);
    await cache.get('alice', load);
    await cache.get('alice', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep what a load under way read before a change', async () => {
    const { clock, cache } = setup();
    const stale = heldLoad();
    const pending = cache.get('alice', stale.load);
    cache.changed('alice');
    stale.finish('old rows');
    expect(await pending).toBe('old rows');
    clock.advance(READ_CACHE_QUIET_MS + 1);
    expect(await cache.get('alice', async () => 'new rows')).toBe('new rows');
  });

  it('lets concurrent reads of a key share one load, but not one started before a change', async () => {
    const { cache } = setup();
    const first = heldLoad();
    const a = cache.get('alice', first.load);
    const b = cache.get('alice', first.load);
    expect(first.load).toHaveBeenCalledTimes(1);
    cache.changed('alice');
    const after = vi.fn(async () => 'after');
    const c = cache.get('alice', after);
    first.finish('before');
    expect(await Promise.all([a, b, c])).toEqual(['before', 'before', 'after']);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const { cache } = setup();
    await expect(cache.get('alice', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.get('alice', async () => 'v1')).toBe('v1');
  });

  it('hears changes announced by another cache of the same read on the bus', async () => {
    const { clock, bus, cache } = setup();
    const writer = createReadCache<string>({ bus, topic, clock });
    await cache.get('alice', async () => 'v1');
    writer.changed('alice');
    expect(await cache.get('alice', async () => 'v2')).toBe('v2');
  });
});

const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)('read cache across instances (REDIS_URL)', () => {
  it('a change on one instance makes the other read again', async () => {
    const clock = manualClock();
    const busA = createRedisInvalidationBus(redisUrl ?? '');
    const busB = createRedisInvalidationBus(redisUrl ?? '');
    try {
      const instanceA = createReadCache<string>({ bus: busA, topic, clock });
      const instanceB = createReadCache<string>({ bus: busB, topic, clock });
      await instanceB.get('alice', async () => 'v1');
      // Subscriptions are asynchronous: tell again until B's subscriber has heard it. (The session
      // check is such a read cache: a logout on one instance reaches the other this way.)
      await vi.waitFor(
        async () => {
          instanceA.changed('alice');
          await new Promise((resolve) => setTimeout(resolve, 50));
          expect(await instanceB.get('alice', async () => 'v2')).toBe('v2');
        },
        { timeout: 5_000 },
      );
    } finally {
      await busA.close();
      await busB.close();
    }
  });
});
