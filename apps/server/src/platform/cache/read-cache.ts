import type { Clock } from '../clock';
import type { InvalidationBus } from './invalidation-bus';

/**
 * Remembers the answers of a read per key (a user's account, a buyer's homes) so that a repeated
 * read does not ask the database (docs/performance.md, API reads; ADR 012).
 *
 * Correct across instances: whoever changes what a key reads calls `changed(key)` after the change
 * committed; the bus (Redis with REDIS_URL) tells every instance, each drops its copy. A load that
 * was under way when the change was heard may have read the old rows, so it is answered but not
 * kept; and for a short quiet time after a change nothing is kept for that key, so a change
 * announced a little early (inside its transaction) cannot leave an old copy behind. Concurrent
 * reads of one key share one load. If a message is lost (Redis down), a copy lives at most `ttlMs`.
 */
export type ReadCache<V> = {
  /** The remembered answer, else `load()`'s (kept unless the key changed meanwhile). */
  get: (key: string, load: () => Promise<V>) => Promise<V>;
  /** What `key` reads has changed: every instance forgets it. Call after the commit. */
  changed: (key: string) => void;
};

export const READ_CACHE_TTL_MS = 30_000;
export const READ_CACHE_QUIET_MS = 2_000;
/** Bounds the memory of one cache; the oldest entries go first. */
const MAX_ENTRIES = 50_000;

type Load<V> = { promise: Promise<V>; stale: boolean };

export const createReadCache = <V>({
  bus,
  topic,
  clock,
  ttlMs = READ_CACHE_TTL_MS,
  quietMs = READ_CACHE_QUIET_MS,
}: {
  bus: InvalidationBus;
  /** The bus topic of this cache's changes; every cache of the same reads shares it. */
  topic: string;
  clock: Clock;
  ttlMs?: number;
  quietMs?: number;
}): ReadCache<V> => {
  const kept = new Map<string, { value: V; until: number }>();
  const loads = new Map<string, Load<V>>();
  const quietUntil = new Map<string, number>();
  const now = () => clock.now().getTime();

  const bounded = <T>(map: Map<string, T>, key: string, value: T) => {
    if (map.size >= MAX_ENTRIES && !map.has(key)) map.delete(map.keys().next().value as string);
    map.set(key, value);
  };
  const isQuiet = (key: string) => {
    const until = quietUntil.get(key);
    if (until === undefined) return false;
    if (until > now()) return true;
    quietUntil.delete(key);
    return false;
  };

  bus.subscribe(topic, (key) => {
    kept.delete(key);
    const load = loads.get(key);
    if (load) load.stale = true;
    loads.delete(key);
    bounded(quietUntil, key, now() + quietMs);
  });

  const start = (key: string, load: () => Promise<V>) => {
    const entry: Load<V> = { promise: load(), stale: false };
    loads.set(key, entry);
    void entry.promise.then(
      (value) => {
        if (loads.get(key) === entry) loads.delete(key);
        if (!entry.stale && !isQuiet(key)) bounded(kept, key, { value, until: now() + ttlMs });
      },
      () => {
        if (loads.get(key) === entry) loads.delete(key);
      },
    );
    return entry.promise;
  };

  return {
    get: (key, load) => {
      const hit = kept.get(key);
      if (hit && hit.until > now()) return Promise.resolve(hit.value);
      if (hit) kept.delete(key);
      if (isQuiet(key)) return load();
      return loads.get(key)?.promise ?? start(key, load);
    },
    changed: (key) => bus.publish(topic, key),
  };
};
