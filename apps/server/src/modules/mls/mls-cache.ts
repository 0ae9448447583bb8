import { Redis } from 'ioredis';
import type { Config } from '../../config';
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

/** In process memory with a time to live by the injected clock; the oldest entries go first. */
export const createMemoryMlsCache = (clock: Clock, maxEntries = 20_000): MlsCache => {
  const entries = new Map<string, { json: string; expiresAt: number }>();
  return {
    getMany: async (keys) => {
      const now = clock.now().getTime();
      const found = new Map<string, unknown>();
      for (const key of keys) {
        const entry = entries.get(key);
        if (entry && entry.expiresAt > now) found.set(key, JSON.parse(entry.json) as unknown);
        else if (entry) entries.delete(key);
      }
      return found;
    },
    setMany: async (items, ttlMs) => {
      const expiresAt = clock.now().getTime() + ttlMs;
      for (const [key, value] of items) {
        entries.delete(key);
        entries.set(key, { json: JSON.stringify(value), expiresAt });
      }
      for (const key of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(key);
      }
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
