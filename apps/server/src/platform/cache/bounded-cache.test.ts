import { describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { createBoundedCache } from './bounded-cache';

describe('bounded cache', () => {
  it('keeps at most its size, dropping the least recently used first', () => {
    const cache = createBoundedCache<string, number>({ max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
  });

  it('lets entries live their time by the injected clock, read at every look', () => {
    const clock = manualClock();
    const cache = createBoundedCache<string, number>({ max: 10, clock, ttlMs: 1_000 });
    cache.set('a', 1);
    cache.set('b', 2, { ttl: 5_000 });
    clock.advance(1_001);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    clock.advance(4_000);
    expect(cache.has('b')).toBe(false);
  });
});
