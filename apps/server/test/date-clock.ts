import { vi } from 'vitest';
import type { ManualClock } from '../src/platform/clock';

let holders = 0;

/**
 * The test app's clock, which moves `Date` itself: vitest fakes `Date` alone (timers stay real), so
 * the rate limiter, which reads `Date.now`, and every rule that takes the clock keep one time. Apps
 * of one test file share it; the first one starts it at `start`, the last `release` ends it.
 */
export const dateClock = (
  start = new Date('2026-01-01T00:00:00Z'),
): ManualClock & { release: () => void } => {
  if (holders === 0) vi.useFakeTimers({ toFake: ['Date'], now: start });
  holders += 1;
  let released = false;
  return {
    now: () => new Date(),
    advance: (ms) => vi.setSystemTime(Date.now() + ms),
    set: (date) => vi.setSystemTime(date),
    release: () => {
      if (released) return;
      released = true;
      holders -= 1;
      if (holders === 0) vi.useRealTimers();
    },
  };
};
