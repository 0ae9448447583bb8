import { lockout } from '@rela/contracts';
import type { Clock } from '../../platform/clock';
import type { LimitStore } from '../../platform/rate-limit/limit-store';

/**
 * Escalating, never permanent lockout of one account, keyed on the normalized username whether or
 * not the account exists: from the `threshold`-th failure on, each failure locks the account for
 * `baseSeconds`, doubling per further failure, capped at `maxSeconds`.
 */
export type LockoutDeps = { limits: LimitStore; clock: Clock };

const failuresKey = (username: string) => `lockout:failures:${username}`;
const lockedUntilKey = (username: string) => `lockout:until:${username}`;

export const lockSecondsAfter = (failures: number): number =>
  failures < lockout.threshold
    ? 0
    : Math.min(lockout.baseSeconds * 2 ** (failures - lockout.threshold), lockout.maxSeconds);

/** Seconds until the account may try again; 0 when it is not locked. */
export const lockedForSeconds = async ({ limits, clock }: LockoutDeps, username: string) => {
  const until = Number(await limits.get(lockedUntilKey(username)));
  const remainingMs = until - clock.now().getTime();
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
};

/** Counts a failure; answers the lock it starts, in seconds (0 below the threshold). */
export const recordFailure = async ({ limits, clock }: LockoutDeps, username: string) => {
  const { count } = await limits.hit(failuresKey(username), lockout.failureMemorySeconds * 1000);
  const seconds = lockSecondsAfter(count);
  if (seconds > 0) {
    const until = clock.now().getTime() + seconds * 1000;
    await limits.set(lockedUntilKey(username), String(until), seconds * 1000);
  }
  return seconds;
};

export const clearFailures = async ({ limits }: LockoutDeps, username: string) => {
  await limits.del(failuresKey(username));
  await limits.del(lockedUntilKey(username));
};
