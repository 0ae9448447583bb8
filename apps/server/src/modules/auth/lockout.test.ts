import { randomBytes } from 'node:crypto';
import { lockout } from '@rela/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dateClock } from '../../../test/date-clock';
import type { ManualClock } from '../../platform/clock';
import { createMemoryLimitStore } from '../../platform/rate-limit/memory-limit-store';
import { createRedisLimitStore } from '../../platform/rate-limit/redis-limit-store';
import {
  accountWide,
  clearFailures,
  guardAttempt,
  lockedForSeconds,
  lockSecondsAfter,
  recordFailure,
} from './lockout';

const someone = { username: 'someone', address: '192.0.2.1' };

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.info('lockout: REDIS_URL is unset, skipping the Redis suite');

describe('lockout', () => {
  // The store ends windows on `Date.now`; this clock moves it.
  let clock: ManualClock & { release: () => void };
  beforeEach(() => {
    clock = dateClock();
  });
  afterEach(() => clock.release());

  it('locks from the fifth failure, doubling, capped at 15 minutes', () => {
    const seconds = Array.from({ length: 12 }, (_, index) => lockSecondsAfter(index + 1));
    expect(seconds).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
    expect(lockSecondsAfter(10_000)).toBe(lockout.maxSeconds);
  });

  it('keeps the lock for its time on the clock, then lets the account try again', async () => {
    const deps = { limits: createMemoryLimitStore() };
    for (let failure = 1; failure < lockout.threshold; failure += 1) {
      expect(await recordFailure(deps, someone)).toBe(0);
    }
    expect(await lockedForSeconds(deps, someone)).toBe(0);
    expect(await recordFailure(deps, someone)).toBe(30);
    expect(await lockedForSeconds(deps, someone)).toBe(30);
    clock.advance(29_500);
    expect(await lockedForSeconds(deps, someone)).toBe(1);
    clock.advance(500);
    expect(await lockedForSeconds(deps, someone)).toBe(0);
    await clearFailures(deps, someone);
    expect(await recordFailure(deps, someone)).toBe(0);
  });

  it('forgets failures after a day, so no lock lasts forever', async () => {
    const deps = { limits: createMemoryLimitStore() };
    for (let failure = 0; failure < 20; failure += 1) await recordFailure(deps, someone);
    expect(await lockedForSeconds(deps, someone)).toBe(lockout.maxSeconds);
    clock.advance(lockout.failureMemorySeconds * 1000);
    expect(await lockedForSeconds(deps, someone)).toBe(0);
    expect(await recordFailure(deps, someone)).toBe(0);
  });

  it('locks the failing address only: the owner signs in from another address', async () => {
    const deps = { limits: createMemoryLimitStore() };
    const attacker = { username: 'owner', address: '203.0.113.7' };
    const owner = { username: 'owner', address: '198.51.100.4' };
    for (let failure = 0; failure < 8; failure += 1) await recordFailure(deps, attacker);
    expect(await lockedForSeconds(deps, attacker)).toBeGreaterThan(0);
    expect(await lockedForSeconds(deps, owner)).toBe(0);
    await expect(guardAttempt(deps, attacker)).rejects.toMatchObject({ code: 'ACCOUNT_LOCKED' });
    await expect(guardAttempt(deps, owner)).resolves.toBeUndefined();
    await clearFailures(deps, owner);
    expect(await lockedForSeconds(deps, attacker)).toBeGreaterThan(0);
  });

  it('slows, never refuses, every address once the account fails too often from many', async () => {
    const pauses: number[] = [];
    const deps = {
      limits: createMemoryLimitStore(),
      pause: async (ms: number) => {
        pauses.push(ms);
      },
    };
    const owner = { username: 'owner', address: '198.51.100.4' };
    for (let failure = 0; failure < accountWide.slowAfterFailures - 1; failure += 1)
      await recordFailure(deps, { username: 'owner', address: `203.0.113.${failure}` });
    await guardAttempt(deps, owner);
    expect(pauses).toEqual([]);
    await recordFailure(deps, { username: 'owner', address: '203.0.113.250' });
    await expect(guardAttempt(deps, owner)).resolves.toBeUndefined();
    expect(pauses).toEqual([accountWide.delayMs]);
    await guardAttempt(deps, { username: 'someone-else', address: '203.0.113.1' });
    expect(pauses).toHaveLength(1);
    clock.advance(accountWide.windowSeconds * 1000);
    await guardAttempt(deps, owner);
    expect(pauses).toHaveLength(1);
  });
});

describe.skipIf(!redisUrl)('lockout on Redis (REDIS_URL)', () => {
  it('locks from the fifth failure for 30 s on the Redis TTL, and a success clears it', async () => {
    const limits = createRedisLimitStore(redisUrl ?? '', {
      prefix: `rela:test:${randomBytes(6).toString('hex')}:`,
    });
    const deps = { limits };
    try {
      for (let failure = 1; failure < lockout.threshold; failure += 1)
        expect(await recordFailure(deps, someone)).toBe(0);
      expect(await recordFailure(deps, someone)).toBe(lockout.baseSeconds);
      // Real time runs on Redis, so the lock is read as a Retry-After rather than waited out.
      expect(await lockedForSeconds(deps, someone)).toBe(lockout.baseSeconds);
      await expect(guardAttempt(deps, someone)).rejects.toMatchObject({
        code: 'ACCOUNT_LOCKED',
        headers: { 'retry-after': String(lockout.baseSeconds) },
      });
      await clearFailures(deps, someone);
      expect(await lockedForSeconds(deps, someone)).toBe(0);
      expect(await recordFailure(deps, someone)).toBe(0);
    } finally {
      await limits.close();
    }
  });
});
