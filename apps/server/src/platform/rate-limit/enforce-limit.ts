import { appError } from '../errors';
import type { LimitStore } from './limit-store';

/** A rule: at most `max` hits per key in a window of `windowMs`. */
export type LimitRule = { max: number; windowMs: number };

/**
 * The 429 of every limit: `Retry-After` says the whole seconds until the window ends (at least 1);
 * the message is the area's own sentence when it has one (given the seconds), else the shared one.
 */
const rateLimited = (resetInMs: number, message?: (retryAfterSeconds: number) => string) => {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return appError('RATE_LIMITED', message?.(seconds), { 'retry-after': String(seconds) });
};

/**
 * Counts one hit on `key`; a 429 with Retry-After once its window holds more than `max`, saying
 * `message` when the rule has its own sentence (else the catalogue's general one).
 */
export const enforceWithin = async (
  limits: LimitStore,
  key: string,
  { max, windowMs }: LimitRule,
  message?: (retryAfterSeconds: number) => string,
) => {
  const { count, resetInMs } = await limits.hit(key, windowMs);
  if (count > max) throw rateLimited(resetInMs, message);
};
