import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';

/**
 * The one bounded cache of the server (lru-cache): at most `max` entries, the least recently used
 * going first. With a clock, entries live `ttlMs` (or the `ttl` given to `set`) by that clock, read
 * at every look, so tests move time by hand; without one, nothing expires by itself. Values cannot
 * be `undefined` or `null`: wrap them (`{ value }`) where an answer may be empty.
 */
/** Anything but `undefined` and `null`, as lru-cache asks of keys and values. */
type Present = NonNullable<unknown>;

export type BoundedCache<K extends Present, V extends Present> = LRUCache<K, V>;

export const createBoundedCache = <K extends Present, V extends Present>({
  max,
  clock,
  ttlMs,
}: {
  max: number;
  clock?: Clock;
  ttlMs?: number;
}): BoundedCache<K, V> =>
  new LRUCache<K, V>({
    max,
    ...(ttlMs !== undefined && { ttl: ttlMs }),
    ...(clock && { perf: { now: () => clock.now().getTime() }, ttlResolution: 0 }),
  });
