import type { Config } from '../../config';
import { enforceWithin } from '../../platform/rate-limit/enforce-limit';
import type { LimitStore } from '../../platform/rate-limit/limit-store';

const windowMs = 60_000;

export type LoginLimitDeps = {
  limits: LimitStore;
  config: Pick<Config, 'LOGIN_LIMIT_PER_MINUTE' | 'IP_LIMIT_PER_MINUTE'>;
};

/** Counts one hit; a 429 with Retry-After once the minute holds more than `max`. */
export const enforceLimit = (limits: LimitStore, key: string, max: number) =>
  enforceWithin(limits, key, { max, windowMs });

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
