import { Redis } from 'ioredis';
import type { LimitStore } from './limit-store';

/** Increments the counter, starts its window on the first hit, answers [count, ms left]. */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

export type RedisLimitStoreOptions = {
  /** Prepended to every key; instances that share limits use the same prefix. */
  prefix?: string;
};

/** Counters shared by every instance that talks to the same Redis. */
export const createRedisLimitStore = (
  url: string,
  { prefix = 'rela:limits:' }: RedisLimitStoreOptions = {},
): LimitStore => {
  const redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2 });
  // Commands reject while Redis is away; the connection error itself must not crash the process.
  redis.on('error', () => undefined);

  return {
    hit: async (key, windowMs) => {
      const [count, ttl] = (await redis.eval(hitScript, 1, key, String(windowMs))) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    },
    get: (key) => redis.get(key),
    set: async (key, value, ttlMs) => {
      await redis.set(key, value, 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
    del: async (key) => {
      await redis.del(key);
    },
    close: async () => {
      await redis.quit();
    },
  };
};
