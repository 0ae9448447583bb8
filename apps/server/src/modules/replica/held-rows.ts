import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import { createReadCache, type ReadCache } from '../../platform/cache/read-cache';
import { perListingBus, REPLICA_LISTINGS_TOPIC } from './listing-changes';
import { heldRows, type HeldRow } from './replica-reads.queries';

/** The replica's rows of some listings, by key (those it does not hold are absent). */
export type HeldRows = (listingKeys: readonly string[]) => Promise<Map<string, HeldRow>>;

type Waiting = { resolve: (row: HeldRow | null) => void; reject: (error: unknown) => void };

/**
 * The replica's rows (photos, market state, times; not the record) as the reader asks for them,
 * kept in memory per listing by the server's read cache (ADR 018) and dropped on every instance
 * when a write names the listing on the bus (ADR 036). The rows a read lacks are loaded in one
 * query. A listing the replica does not hold is not kept: it is asked again (and live-filled).
 * Without a bus nothing is kept and every read asks the database.
 */
export const createHeldRows = ({
  db,
  bus,
  clock,
}: {
  db: Db;
  bus: InvalidationBus | undefined;
  clock: Clock;
}): HeldRows => {
  const cache: ReadCache<HeldRow | null> | undefined = bus
    ? createReadCache<HeldRow | null>({
        bus: perListingBus(bus),
        topic: REPLICA_LISTINGS_TOPIC,
        clock,
        keeps: (row) => row !== null,
      })
    : undefined;
  if (!cache) return (listingKeys) => heldRows(db, listingKeys);

  return async (listingKeys) => {
    // The cache starts a load for each key it lacks; those loads are answered by one query.
    const asked = new Map<string, Waiting>();
    const answers = [...new Set(listingKeys)].map((key) =>
      cache.get(
        key,
        () => new Promise<HeldRow | null>((resolve, reject) => asked.set(key, { resolve, reject })),
      ),
    );
    if (asked.size > 0) {
      try {
        const loaded = await heldRows(db, [...asked.keys()]);
        for (const [key, waiting] of asked) waiting.resolve(loaded.get(key) ?? null);
      } catch (error) {
        for (const waiting of asked.values()) waiting.reject(error);
      }
    }
    const held = new Map<string, HeldRow>();
    for (const row of await Promise.all(answers)) if (row) held.set(row.listingKey, row);
    return held;
  };
};
