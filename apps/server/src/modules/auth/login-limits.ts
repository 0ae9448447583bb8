import type { Config } from '../../config';
import { appError } from '../../platform/errors';
import type { LimitStore } from '../../platform/rate-limit/limit-store';

const windowMs = 60_000;

export type LoginLimitDeps = {
  limits: LimitStore;
  config: Pick<Config, 'LOGIN_LIMIT_PER_MINUTE' | 'IP_LIMIT_PER_MINUTE'>;
};

/** Counts one hit; a 429 with Retry-After once the window holds more than `max`. */
export const enforceLimit = async (limits: LimitStore, key: string, max: number) => {
  const { count, resetInMs } = await limits.hit(key, windowMs);
  if (count > max) {
    const retryAfter = Math.max(1, Math.ceil(resetInMs / 1000));
    throw appError('RATE_LIMITED', undefined, { 'retry-after': String(retryAfter) });
  }
};

/** Per client address, and per client address plus account (the address is Fastify's `request.ip`). */
export const enforceLoginLimits = async (
  { limits, config }: LoginLimitDeps,
  address: string,
  username: string,
) => {
  await enforceLimit(limits, `login:address:${address}`, config.IP_LIMIT_PER_MINUTE);
  await enforceLimit(
    limits,
    `login:address-account:${address}|${username}`,
    config.LOGIN_LIMIT_PER_MINUTE,
  );
};

/** The address limit alone, for the other unauthenticated auth calls (refresh). */
export const enforceAddressLimit = ({ limits, config }: LoginLimitDeps, address: string) =>
  enforceLimit(limits, `auth:address:${address}`, config.IP_LIMIT_PER_MINUTE);
