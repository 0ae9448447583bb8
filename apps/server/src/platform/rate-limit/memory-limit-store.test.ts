import { describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { createMemoryLimitStore } from './memory-limit-store';

describe('memory limit store', () => {
  it('counts hits in a fixed window that the clock ends', async () => {
    const clock = manualClock();
    const store = createMemoryLimitStore(clock);
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    clock.advance(20_000);
    expect(await store.hit('k', 60_000)).toEqual({ count: 2, resetInMs: 40_000 });
    clock.advance(40_000);
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('keeps values until their time to live ends, and deletes them', async () => {
    const clock = manualClock();
    const store = createMemoryLimitStore(clock);
    await store.set('v', 'x', 1_000);
    expect(await store.get('v')).toBe('x');
    clock.advance(1_000);
    expect(await store.get('v')).toBeNull();
    await store.set('v', 'y', 1_000);
    await store.del('v');
    expect(await store.get('v')).toBeNull();
  });
});
