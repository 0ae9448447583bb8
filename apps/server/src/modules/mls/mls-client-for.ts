import type { AppDeps } from '../../app-deps';
import { createListingReader, type ListingReader } from '../replica';
import { createMlsCache } from './mls-cache';
import { createMlsClient, type MlsClient } from './mls-client';
import { mlsClientConfig } from './mls-config';

/** An MLS client from the config (MLS_*): its token, cache and circuit breaker. */
export const mlsClientFromConfig = (deps: Pick<AppDeps, 'config' | 'clock'>): MlsClient =>
  createMlsClient({
    config: mlsClientConfig(deps.config),
    clock: deps.clock,
    cache: createMlsCache(deps.config, deps.clock),
  });

/** One reader per live client, so the parts sharing a client share its fetches in flight. */
const readers = new WeakMap<MlsClient, ListingReader>();

/** The replica reader over a live client (ADR 021): the replica first, the live client for the rest. */
export const listingReaderOver = (
  deps: Pick<AppDeps, 'config' | 'clock' | 'database' | 'invalidations'>,
  live: MlsClient,
): ListingReader => {
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
  deps: Pick<AppDeps, 'config' | 'clock' | 'mls' | 'database' | 'invalidations'>,
  onClose: (close: () => Promise<void>) => void,
): ListingReader => {
  if (deps.mls) return listingReaderOver(deps, deps.mls);
  const client = mlsClientFromConfig(deps);
  onClose(client.close);
  return listingReaderOver(deps, client);
};
