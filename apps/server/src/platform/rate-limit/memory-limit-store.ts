import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { LimitStore } from './limit-store';
import { limitStoreOn } from './limit-store-on';

/**
 * One process's counters in rate-limiter-flexible's memory store. Its windows end on `Date.now`
 * (tests move that with fake timers); each key's own timer sweeps it once its window is over.
 */
export const createMemoryLimitStore = (): LimitStore =>
  // `points` and `duration` would be one rule's verdict; every rule's window and maximum are given
  // per call instead (see `limitStoreOn`), so these two are never read.
  limitStoreOn(new RateLimiterMemory({ points: 1, duration: 60 }));
