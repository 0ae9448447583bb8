import type { Announcer } from '../../platform/cache/cached-reads';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';

/**
 * The bus topic on which every write to `replica_listings` names the listings it wrote (ADR 036):
 * the readers' copies of those rows (`held-rows.ts`) are dropped on every instance. One message
 * names all the keys of one statement (a sync page is one message, not two hundred).
 */
export const REPLICA_LISTINGS_TOPIC = 'read:replica-listings';

/** Tells every instance that these listings' rows changed (right after the statement). */
export const announceListings = (bus: Announcer, listingKeys: readonly string[]) => {
  if (bus && listingKeys.length > 0) {
    bus.publish(REPLICA_LISTINGS_TOPIC, JSON.stringify([...new Set(listingKeys)]));
  }
};

/** The keys a message names; a message that is not a list of keys names none. */
const keysOf = (message: string): string[] => {
  try {
    const keys: unknown = JSON.parse(message);
    return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The bus as the per-key read cache hears it: each key a message names is handed on alone, and a
 * key the cache announces itself travels as a one-key message.
 */
export const perListingBus = (bus: InvalidationBus): InvalidationBus => ({
  publish: (topic, key) => bus.publish(topic, JSON.stringify([key])),
  subscribe: (topic, handler) =>
    bus.subscribe(topic, (message) => {
      for (const key of keysOf(message)) handler(key);
    }),
  close: () => bus.close(),
});
