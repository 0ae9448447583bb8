import type { Db } from '../../db/client';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import { createReadCache } from '../../platform/cache/read-cache';
import type { Clock } from '../../platform/clock';
import { perListingBus, REPLICA_LISTINGS_TOPIC } from './listing-changes';
import { withheldListingKeys } from './withheld-listings.queries';

/** Which of some listings their sellers withheld from internet display (REQ-DISPLAY-WITHHELD). */
export type WithheldOf = (listingKeys: readonly string[]) => Promise<Set<string>>;

/**
 * `withheldListingKeys` with each listing's answer kept in memory until a write to the replica
 * names it (ADR 036: every write announces its listings), so a buyer's list asks the database only
 * for listings it has not seen. Without a bus, each call asks. Make one per app.
 */
export const withheldReader = (deps: {
  db: Db;
  invalidations?: InvalidationBus;
  clock: Clock;
}): WithheldOf => {
  const { db, invalidations, clock } = deps;
  if (!invalidations) return (listingKeys) => withheldListingKeys(db, listingKeys);
  const cache = createReadCache<boolean>({
    bus: perListingBus(invalidations),
    topic: REPLICA_LISTINGS_TOPIC,
    clock,
  });
  return async (listingKeys) => {
    const unknown = listingKeys.filter((key) => cache.peek(key) === undefined);
    const found = unknown.length > 0 ? await withheldListingKeys(db, unknown) : new Set<string>();
    // Kept unless a write named the listing meanwhile (then asked again next time).
    for (const key of unknown) void cache.get(key, async () => found.has(key));
    return new Set(listingKeys.filter((key) => cache.peek(key) ?? found.has(key)));
  };
};
