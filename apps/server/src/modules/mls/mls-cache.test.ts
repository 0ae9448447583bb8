import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock';
import { createMemoryMlsCache, createMlsCache, createRedisMlsCache } from './mls-cache';

const redisUrl = process.env.REDIS_URL;

describe('MLS cache in memory', () => {
  it('answers what was stored until its time to live ends', async () => {
    const clock = manualClock();
    const cache = createMemoryMlsCache(clock);
    await cache.setMany(
      [
        ['property:K1', { ListingKey: 'K1' }],
        ['property:K2', null],
      ],
      1_000,
    );
    expect(await cache.getMany(['property:K1', 'property:K2', 'property:K3'])).toEqual(
      new Map<string, unknown>([
        ['property:K1', { ListingKey: 'K1' }],
        ['property:K2', null],
      ]),
    );
    clock.advance(999);
    expect((await cache.getMany(['property:K1'])).size).toBe(1);
    clock.advance(2);
    expect((await cache.getMany(['property:K1'])).size).toBe(0);
  });

  it('hands out copies, and drops the least recently used entries beyond its size', async () => {
    const cache = createMemoryMlsCache(manualClock(), 2);
    await cache.setMany([['a', { n: 1 }]], 1_000);
    const first = await cache.getMany(['a']);
    (first.get('a') as { n: number }).n = 99;
    expect((await cache.getMany(['a'])).get('a')).toEqual({ n: 1 });
    await cache.setMany(
      [
        ['b', 2],
        ['c', 3],
      ],
      1_000,
    );
    expect([...(await cache.getMany(['a', 'b', 'c'])).keys()]).toEqual(['b', 'c']);
  });

  it('is the default without REDIS_URL', async () => {
    const cache = createMlsCache({ REDIS_URL: undefined }, manualClock());
    await cache.setMany([['k', 1]], 1_000);
    expect((await cache.getMany(['k'])).get('k')).toBe(1);
    await cache.close();
  });
});

describe.skipIf(!redisUrl)('MLS cache in Redis (REDIS_URL)', () => {
  it('is shared by two instances', async () => {
    const prefix = `rela:test:mls:${randomBytes(6).toString('hex')}:`;
    const [first, second] = [
      createRedisMlsCache(redisUrl ?? '', { prefix }),
      createRedisMlsCache(redisUrl ?? '', { prefix }),
    ];
    await first.setMany([['media:K1', { urls: ['https://x/1.jpg'], complete: true }]], 60_000);
    expect((await second.getMany(['media:K1', 'media:K2'])).get('media:K1')).toEqual({
      urls: ['https://x/1.jpg'],
      complete: true,
    });
    await Promise.all([first.close(), second.close()]);
  });

  it('misses instead of failing while Redis is unreachable', async () => {
    const cache = createRedisMlsCache('redis://127.0.0.1:9');
    await cache.setMany([['k', 1]], 1_000);
    expect((await cache.getMany(['k'])).size).toBe(0);
    await cache.close();
  });
});
