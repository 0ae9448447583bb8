import { Redis } from 'ioredis';
import type { Config } from '../../config';
import { createBoundedCache } from '../../platform/cache/bounded-cache';
import type { Clock } from '../../platform/clock';

/**
 * Listings and media by key, as JSON text: process memory by default, Redis with REDIS_URL (shared
 * by every instance). A cache that fails is a cache that misses; the MLS is asked instead.
 */
export type MlsCache = {
  getMany: (keys: readonly string[]) => Promise<Map<string, unknown>>;
  setMany: (entries: ReadonlyArray<readonly [string, unknown]>, ttlMs: number) => Promise<void>;
  close: () => Promise<void>;
};

/** In process memory, by the bounded cache with a time to live by the injected clock. */
export const createMemoryMlsCache = (clock: Clock, maxEntries = 20_000): MlsCache => {
  // JSON text, so that every reader gets its own copy.
  const entries = createBoundedCache<string, string>({ max: maxEntries, clock });
  return {
    getMany: async (keys) => {
      const found = new Map<string, unknown>();
      for (const key of keys) {
        const json = entries.get(key);
        if (json !== undefined) found.set(key, JSON.parse(json) as unknown);
      }
      return found;
    },
    setMany: async (items, ttlMs) => {
      const ttl = Math.max(1, Math.ceil(ttlMs));
      for (const [key, value] of items) entries.set(key, JSON.stringify(value), { ttl });
    },
    close: async () => {
      entries.clear();
    },
  };
};

/** In Redis under `prefix`, like the rate-limit store's connection. */
export const createRedisMlsCache = (url: string, { prefix = 'rela:mls:' } = {}): MlsCache => {
  const redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2 });
  // Commands reject while Redis is away; the connection error itself must not crash the process.
  redis.on('error', () => undefined);
  return {
    getMany: async (keys) => {
      const found = new Map<string, unknown>();
      if (keys.length === 0) return found;
      try {
        const values = await redis.mget(...keys);
        keys.forEach((key, index) => {
          const json = values[index];
          if (json) found.set(key, JSON.parse(json) as unknown);
        });
      } catch {
        found.clear();
      }
      return found;
    },
    setMany: async (items, ttlMs) => {
      if (items.length === 0) return;
      const pipeline = redis.pipeline();
      for (const [key, value] of items) {
        pipeline.set(key, JSON.stringify(value), 'PX', Math.max(1, Math.ceil(ttlMs)));
      }
      await pipeline.exec().catch(() => undefined);
    },
    close: async () => {
      await redis.quit().catch(() => undefined);
    },
  };
};

/** Redis when REDIS_URL is set, process memory otherwise. */
export const createMlsCache = (config: Pick<Config, 'REDIS_URL'>, clock: Clock): MlsCache =>
  config.REDIS_URL ? createRedisMlsCache(config.REDIS_URL) : createMemoryMlsCache(clock);
