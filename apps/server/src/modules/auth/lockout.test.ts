import { lockout } from '@rela/contracts';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock';
import { createMemoryLimitStore } from '../../platform/rate-limit/memory-limit-store';
import { clearFailures, lockedForSeconds, lockSecondsAfter, recordFailure } from './lockout';

describe('lockout', () => {
  it('locks from the fifth failure, doubling, capped at 15 minutes', () => {
    const seconds = Array.from({ length: 12 }, (_, index) => lockSecondsAfter(index + 1));
    expect(seconds).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
    expect(lockSecondsAfter(10_000)).toBe(lockout.maxSeconds);
  });

  it('keeps the lock for its time on the clock, then lets the account try again', async () => {
    const clock = manualClock();
    const deps = { clock, limits: createMemoryLimitStore(clock) };
    for (let failure = 1; failure < lockout.threshold; failure += 1) {
      expect(await recordFailure(deps, 'someone')).toBe(0);
    }
    expect(await lockedForSeconds(deps, 'someone')).toBe(0);
    expect(await recordFailure(deps, 'someone')).toBe(30);
    expect(await lockedForSeconds(deps, 'someone')).toBe(30);
    clock.advance(29_500);
    expect(await lockedForSeconds(deps, 'someone')).toBe(1);
    clock.advance(500);
    expect(await lockedForSeconds(deps, 'someone')).toBe(0);
    await clearFailures(deps, 'someone');
    expect(await recordFailure(deps, 'someone')).toBe(0);
  });

  it('forgets failures after a day, so no lock lasts forever', async () => {
    const clock = manualClock();
    const deps = { clock, limits: createMemoryLimitStore(clock) };
    for (let failure = 0; failure < 20; failure += 1) await recordFailure(deps, 'someone');
    expect(await lockedForSeconds(deps, 'someone')).toBe(lockout.maxSeconds);
    clock.advance(lockout.failureMemorySeconds * 1000);
    expect(await lockedForSeconds(deps, 'someone')).toBe(0);
    expect(await recordFailure(deps, 'someone')).toBe(0);
  });
});
