import { lockout } from '@rela/contracts';
import { appError } from '../../platform/errors';
import type { LimitStore } from '../../platform/rate-limit/limit-store';

/**
 * Escalating, never permanent lockout of one account *from one client address* (failures are
 * counted per username and address, whether or not the account exists): from the `threshold`-th
 * failure on, each failure locks that pair for `baseSeconds`, doubling per further failure, capped at
 * `maxSeconds`. So an attacker who fails from one address never keeps the owner out from another.
 *
 * Failures on the account from every address together are counted too, with a looser cap that slows
 * rather than refuses: from `accountWide.slowAfterFailures` in an hour on, every attempt on the
 * account waits `accountWide.delayMs` before its password is checked (the right password is never
 * refused for it).
 */
export type LockoutDeps = {
  /** Failures are counted in its windows and a lock is one of its blocks, so both end on its time. */
  limits: LimitStore;
  /** Waits the account-wide delay; tests pass a recorder instead of a timer. */
  pause?: (ms: number) => Promise<void>;
};

/** The account being tried and the client address trying it (Fastify's `request.ip`). */
export type Attempt = { username: string; address: string };

export const accountWide = {
  slowAfterFailures: 20,
  windowSeconds: 60 * 60,
  delayMs: 2_000,
} as const;

const pairKey = ({ username, address }: Attempt) => `${username}|${address}`;
const failuresKey = (attempt: Attempt) => `lockout:failures:${pairKey(attempt)}`;
const lockKey = (attempt: Attempt) => `lockout:lock:${pairKey(attempt)}`;
const accountFailuresKey = (username: string) => `lockout:account-failures:${username}`;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const lockSecondsAfter = (failures: number): number =>
  failures < lockout.threshold
    ? 0
    : Math.min(lockout.baseSeconds * 2 ** (failures - lockout.threshold), lockout.maxSeconds);

/** Seconds until this address may try this account again; 0 when the pair is not locked. */
export const lockedForSeconds = async ({ limits }: LockoutDeps, attempt: Attempt) => {
  const lock = await limits.peek(lockKey(attempt));
  return lock ? Math.ceil(lock.resetInMs / 1000) : 0;
};

/** Waits the account-wide delay when the account is under attack from many addresses. */
export const slowWhenTargeted = async (
  { limits, pause = sleep }: LockoutDeps,
  { username }: Attempt,
) => {
  const failures = (await limits.peek(accountFailuresKey(username)))?.count ?? 0;
  if (failures >= accountWide.slowAfterFailures) await pause(accountWide.delayMs);
};

/** Before a password is checked: refuses a locked pair (429 with Retry-After), slows a targeted account. */
export const guardAttempt = async (deps: LockoutDeps, attempt: Attempt) => {
  const lockedFor = await lockedForSeconds(deps, attempt);
  if (lockedFor > 0)
    throw appError('ACCOUNT_LOCKED', undefined, { 'retry-after': String(lockedFor) });
  await slowWhenTargeted(deps, attempt);
};

/** Counts a failure of the pair and of the account; answers the lock it starts, in seconds. */
export const recordFailure = async ({ limits }: LockoutDeps, attempt: Attempt) => {
  await limits.hit(accountFailuresKey(attempt.username), accountWide.windowSeconds * 1000);
  const { count } = await limits.hit(failuresKey(attempt), lockout.failureMemorySeconds * 1000);
  const seconds = lockSecondsAfter(count);
  if (seconds > 0) await limits.block(lockKey(attempt), seconds * 1000);
  return seconds;
};

/** After a success: this address starts afresh (the account-wide count runs out on its own). */
export const clearFailures = async ({ limits }: LockoutDeps, attempt: Attempt) => {
  await limits.reset(failuresKey(attempt));
  await limits.reset(lockKey(attempt));
};
