import type { Clock } from '../clock';
import type { InvalidationBus } from './invalidation-bus';
import { createReadCache, type ReadCache } from './read-cache';

/**
 * The reads the API keeps in memory, each with the bus topic on which a change to it is announced
 * (ADR 012). The key is the id of whose rows they are.
 */
export const cachedReads = {
  /** A users row, by user id: the account info and the assistant's check of the user. */
  user: 'read:user',
  /** A buyer's homes (keys, order, likes), by buyer id. */
  buyerHomes: 'read:buyer-homes',
  /** A user's chat messages with Rela, by user id. */
  chat: 'read:chat',
} as const;
export type CachedRead = keyof typeof cachedReads;

/** Without a bus nothing is cached (and nothing needs telling). */
export type CacheDeps = { invalidations?: InvalidationBus; clock: Clock };

/** This process's cache of `read`, or a pass-through when the app has no invalidation bus. */
export const readCacheOf = <V>(deps: CacheDeps, read: CachedRead): ReadCache<V> =>
  deps.invalidations
    ? createReadCache<V>({ bus: deps.invalidations, topic: cachedReads[read], clock: deps.clock })
    : { get: (_key, load) => load(), changed: () => undefined };

/**
 * Tells every instance that what `read` answers for `key` has changed. Call it after the change
 * committed (after the transaction, not inside it).
 */
export const announceChange = (
  deps: Pick<CacheDeps, 'invalidations'>,
  read: CachedRead,
  key: string,
) => deps.invalidations?.publish(cachedReads[read], key);

/**
 * Whether a process may keep reads: when it is the only one on its database (PGlite), or when the
 * instances share Redis to hear each other's changes. PostgreSQL without Redis may have other
 * instances writing unheard, so every read asks the database there (ADR 012).
 */
export const keepsReads = (config: { DATABASE_URL?: string; REDIS_URL?: string }) =>
  Boolean(config.REDIS_URL) || !config.DATABASE_URL;
