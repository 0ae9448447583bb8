import type { Database } from '../../db/client';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import { displayPolicyOf } from '../compliance';
import {
  mlsClientConfig,
  mlsClientFromConfig,
  type MlsClient,
  type MlsFromConfigDeps,
} from '../mls';
import { createListingReader, type ListingReader } from './listing-reader';

/** What a listing reader over a live client is made from. */
export type ListingReaderOverDeps = MlsFromConfigDeps & {
  database: Pick<Database, 'db'>;
  /** Writes to the replica are heard on it (ADR 018, ADR 036); absent, nothing is kept in memory. */
  invalidations?: InvalidationBus;
};

/** What `mlsClientFor` takes: the process's live client, if it made one. */
export type ListingReaderForDeps = ListingReaderOverDeps & { mls?: MlsClient };

/** One reader per live client, so the parts sharing a client share its fetches in flight. */
const readers = new WeakMap<MlsClient, ListingReader>();

/** The replica reader over a live client (ADR 021): the replica first, the live client for the rest. */
export const listingReaderOver = (deps: ListingReaderOverDeps, live: MlsClient): ListingReader => {
  let reader = readers.get(live);
  if (!reader) {
    const client = mlsClientConfig(deps.config);
    reader = createListingReader({
      db: deps.database.db,
      // Held rows are kept in memory only where writes are heard (ADR 018, ADR 036).
      bus: deps.invalidations,
      live,
      clock: deps.clock,
      settings: {
        propertyBatchSize: client.propertyBatchSize,
        mediaBatchSize: client.mediaBatchSize,
        staleAfterMs: client.cacheTtlMs,
        product: deps.config.PRODUCT_SLUG,
        display: displayPolicyOf(deps.config.displayRules),
        ...(client.originatingSystem ? { originatingSystem: client.originatingSystem } : {}),
      },
    });
    readers.set(live, reader);
  }
  return reader;
};

/**
 * How the process's parts read the MLS: the replica reader over the process's live client (main.ts
 * makes one for all its parts, so they share one token, one cache and one breaker); an app built
 * without one (tests) makes its own live client and closes it with the app.
 */
export const mlsClientFor = (
  deps: ListingReaderForDeps,
  onClose: (close: () => Promise<void>) => void,
): ListingReader => {
  if (deps.mls) return listingReaderOver(deps, deps.mls);
  const client = mlsClientFromConfig(deps);
  onClose(client.close);
  return listingReaderOver(deps, client);
};
