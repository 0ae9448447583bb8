import type { Clock } from '../clock';
import { createBoundedCache } from './bounded-cache';
import type { InvalidationBus } from './invalidation-bus';

/**
 * Remembers the answers of a read per key (a user's account, a buyer's homes, whether a session is
 * active) so that a repeated read does not ask the database (docs/performance.md, Caches; ADR 018).
 *
 * Correct across instances: whatever changes what a key reads announces `changed(key)`; the bus
 * (Redis with REDIS_URL) tells every instance, each drops its copy. A load that was under way when
 * the change was heard may have read the old rows, so it is answered but not kept; and for a quiet
 * time after a change nothing is kept for that key, so a change announced from inside its
 * transaction (before the commit) cannot leave an old copy behind. Concurrent reads of one key share
 * one load. If a message is lost (Redis down), a copy lives at most `ttlMs`.
 */
export type ReadCache<V> = {
  /** The remembered answer, else `load()`'s (kept unless the key changed meanwhile). */
  get: (key: string, load: () => Promise<V>) => Promise<V>;
  /** The remembered answer as it stands, without loading (a hot path's synchronous check). */
  peek: (key: string) => V | undefined;
  /** What `key` reads has changed: every instance forgets it. */
  changed: (key: string) => void;
  /** The bus it hears changes on: the write queries of its rows tell it (none: nothing is kept). */
  bus: InvalidationBus | undefined;
};

export const READ_CACHE_TTL_MS = 30_000;
export const READ_CACHE_QUIET_MS = 5_000;
/** Bounds the memory of one cache; the least recently used entries go first. */
const MAX_ENTRIES = 50_000;

type Load<V> = { promise: Promise<V>; stale: boolean };

export const createReadCache = <V>({
  bus,
  topic,
  clock,
  ttlMs = READ_CACHE_TTL_MS,
  quietMs = READ_CACHE_QUIET_MS,
  keeps = () => true,
}: {
  bus: InvalidationBus;
  /** The bus topic of this cache's changes; every cache of the same reads shares it. */
  topic: string;
  clock: Clock;
  ttlMs?: number;
  quietMs?: number;
  /** Which answers are worth keeping (all by default); the others are asked again each time. */
  keeps?: (value: V) => boolean;
}): ReadCache<V> => {
  const kept = createBoundedCache<string, { value: V }>({ max: MAX_ENTRIES, clock, ttlMs });
  const quiet = createBoundedCache<string, true>({ max: MAX_ENTRIES, clock, ttlMs: quietMs });
  const loads = new Map<string, Load<V>>();

  bus.subscribe(topic, (key) => {
    kept.delete(key);
    const load = loads.get(key);
    if (load) load.stale = true;
    loads.delete(key);
    quiet.set(key, true);
  });

  const start = (key: string, load: () => Promise<V>) => {
    const entry: Load<V> = { promise: load(), stale: false };
    const settle = () => {
      if (loads.get(key) === entry) loads.delete(key);
    };
    loads.set(key, entry);
    void entry.promise.then((value) => {
      settle();
      if (!entry.stale && !quiet.has(key) && keeps(value)) kept.set(key, { value });
    }, settle);
    return entry.promise;
  };

  return {
    get: (key, load) => {
      const hit = kept.get(key);
      if (hit) return Promise.resolve(hit.value);
      if (quiet.has(key)) return load();
      return loads.get(key)?.promise ?? start(key, load);
    },
    peek: (key) => kept.get(key)?.value,
    changed: (key) => bus.publish(topic, key),
    bus,
  };
};
