import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { LimitStore } from './limit-store';
import { limitStoreOn } from './limit-store-on';

export type RedisLimitStoreOptions = {
  /** Prepended to every key; instances that share limits use the same prefix. */
  prefix?: string;
};

/** Counters shared by every instance that talks to the same Redis (rate-limiter-flexible's store). */
export const createRedisLimitStore = (
  url: string,
  { prefix = 'rela:limits:' }: RedisLimitStoreOptions = {},
): LimitStore => {
  const redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2 });
  // Commands reject while Redis is away; the connection error itself must not crash the process.
  redis.on('error', () => undefined);
  // The client prefixes every key already; `points` and `duration` are never read (see memory).
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: '',
    points: 1,
    duration: 60,
  });
  return limitStoreOn(limiter, async () => {
    await redis.quit();
  });
};
