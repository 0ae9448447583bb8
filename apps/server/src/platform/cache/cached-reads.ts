import type { Clock } from '../clock';
import type { InvalidationBus } from './invalidation-bus';
import { createReadCache, type ReadCache } from './read-cache';

/**
 * The reads the API keeps in memory, each with the bus topic on which a change to it is announced
 * (ADR 018). The key is the id of whose rows they are.
 */
export const cachedReads = {
  /** A users row, by user id: the account info and the assistant's check of the user. */
  user: 'read:user',
  /** A household's list (keys, order, each member's likes), by household id (ADR 049). */
  buyerHomes: 'read:buyer-homes',
  /**
   * A buyer's household id, by user id (ADR 049): every request of a buyer reads it, and every
   * change of membership (a join, a leave) announces it, so a member who left loses the list at once.
   */
  household: 'read:household',
  /** A user's chat messages with Rela, by user id. */
  chat: 'read:chat',
} as const;
export type CachedRead = keyof typeof cachedReads;

/** Without a bus nothing is cached (and nothing needs telling). */
export type CacheDeps = { invalidations?: InvalidationBus; clock: Clock };

/**
 * Whom a write to a cached table (users, buyer_homes, chat_messages) tells: the app's bus, or
 * `undefined` where nothing is kept (a process without caches). Every write query of those tables
 * takes one as a required argument and announces its change itself, so that no write path can
 * forget (`cached-writes.test.ts` holds each of them to it).
 */
export type Announcer = InvalidationBus | undefined;

/** This process's cache of `read`, or a pass-through when the app has no invalidation bus. */
export const readCacheOf = <V>(deps: CacheDeps, read: CachedRead): ReadCache<V> =>
  deps.invalidations
    ? createReadCache<V>({ bus: deps.invalidations, topic: cachedReads[read], clock: deps.clock })
    : {
        get: (_key, load) => load(),
        peek: () => undefined,
        changed: () => undefined,
        bus: undefined,
      };

/**
 * Tells every instance that what `read` answers for `key` has changed. Write queries call it right
 * after their statement; inside a transaction that is before the commit, which the read cache's
 * quiet time covers.
 */
export const announce = (bus: Announcer, read: CachedRead, key: string) =>
  bus?.publish(cachedReads[read], key);

/** `announce` from an app's dependencies: for tests that write behind the app's back. */
export const announceChange = (
  deps: Pick<CacheDeps, 'invalidations'>,
  read: CachedRead,
  key: string,
) => announce(deps.invalidations, read, key);

/**
 * Whether a process may keep reads: when it is the only one on its database (PGlite), or when the
 * instances share Redis to hear each other's changes. PostgreSQL without Redis may have other
 * instances writing unheard, so every read asks the database there (ADR 018).
 */
export const keepsReads = (config: { DATABASE_URL?: string; REDIS_URL?: string }) =>
  Boolean(config.REDIS_URL) || !config.DATABASE_URL;
