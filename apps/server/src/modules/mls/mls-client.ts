import { rawPropertyFields, type RawProperty } from '@rela/contracts';
import { systemClock, type Clock } from '../../platform/clock';
import { createCircuitBreaker, type CircuitBreaker } from './circuit-breaker';
import { fetchInBatches } from './mls-batches';
import { createMemoryMlsCache, type MlsCache } from './mls-cache';
import type { MlsClientConfig } from './mls-config';
import { MlsError } from './mls-errors';
import {
  defaultRetryPolicy,
  realSleep,
  type FetchLike,
  type RetryPolicy,
  type Sleep,
} from './mls-http';
import { groupMedia, mediaQuery, type MediaEntry } from './mls-media';
import { createMlsTransport, type MlsTransport } from './mls-transport';
import { toRawProperty } from './normalise';
import { andFilter, eqFilter, orFilter } from './odata-literal';
import { searchAddress, type AddressLookupResult } from './address-lookup';

export type MlsClientDeps = {
  config: MlsClientConfig;
  clock?: Clock;
  fetch?: FetchLike;
  sleep?: Sleep;
  random?: () => number;
  retry?: RetryPolicy;
  cache?: MlsCache;
  breaker?: CircuitBreaker;
};

export type MlsClient = {
  /** The raw records of the keys the MLS has, in the order asked; unknown keys are absent. */
  getPropertiesByKeys: (keys: readonly string[]) => Promise<RawProperty[]>;
  /** Up to `perListing` photo URLs per key, by Order; a key without photos maps to []. */
  getMedia: (keys: readonly string[], perListing: number) => Promise<Record<string, string[]>>;
  getProperty: (key: string) => Promise<RawProperty | null>;
  /** The listing at an address as typed (REQ-MLS-ADDRESS), within the address-search budget. */
  searchByAddress: (text: string) => Promise<AddressLookupResult>;
  transport: MlsTransport;
  close: () => Promise<void>;
};

/**
 * A replication-only provider (one that requires an `OriginatingSystemName`, like MLS Grid) has no
 * address search to ask: refused at once, as the MLS would refuse it (a 4xx, not an outage).
 */
const noLiveAddressSearch = () =>
  new MlsError('rejected', 'The MLS offers no live address search (a replication feed)', {
    resoCode: 'NotImplemented',
  });

/** Batches in flight at once. */
const CONCURRENCY = 3;
/** An unknown key is remembered for a fifth of the cache's time to live. */
const MISSING_TTL_SHARE = 5;

const propertyKey = (key: string) => `property:${key}`;
const mediaKey = (key: string) => `media:${key}`;
const unique = (keys: readonly string[]) => [...new Set(keys)];

/**
 * The server's MLS client: properties in `or` batches of 10 keys, media in batches of 20, both
 * cached; every request through the transport's token, timeout, retries and circuit breaker.
 */
export const createMlsClient = (deps: MlsClientDeps): MlsClient => {
  const { config } = deps;
  const clock = deps.clock ?? systemClock;
  const cache = deps.cache ?? createMemoryMlsCache(clock);
  const transport = createMlsTransport({
    config,
    clock,
    breaker: deps.breaker ?? createCircuitBreaker({ clock }),
    http: {
      fetch: deps.fetch ?? ((url, init) => fetch(url, init)),
      sleep: deps.sleep ?? realSleep,
      random: deps.random ?? Math.random,
      retry: deps.retry ?? defaultRetryPolicy,
      clock,
    },
  });
  /** A Property filter naming the provider's `OriginatingSystemName` where it requires one. */
  const withSystem = (filter: string) =>
    config.originatingSystem
      ? andFilter([eqFilter('OriginatingSystemName', config.originatingSystem), filter])
      : filter;
  let propertyBatch = config.propertyBatchSize;
  let mediaBatch = config.mediaBatchSize;

  const fetchProperties = (keys: string[]) =>
    fetchInBatches(
      keys,
      {
        size: () => propertyBatch,
        shrink: (size) => (propertyBatch = Math.max(1, Math.min(propertyBatch, size))),
        concurrency: CONCURRENCY,
      },
      async (batch) => {
        const entities = await transport.query('Property', {
          filter: withSystem(orFilter(batch.map((key) => eqFilter('ListingKey', key)))),
          select: rawPropertyFields,
          top: batch.length,
        });
        return entities.map(toRawProperty).filter((raw): raw is RawProperty => raw !== null);
      },
    );

  const getPropertiesByKeys = async (keys: readonly string[]) => {
    const wanted = unique(keys);
    const cached = await cache.getMany(wanted.map(propertyKey));
    const missing = wanted.filter((key) => !cached.has(propertyKey(key)));
    const fetched = missing.length > 0 ? await fetchProperties(missing) : [];
    const byKey = new Map(fetched.map((raw) => [raw.ListingKey, raw]));
    await cache.setMany(
      fetched.map((raw) => [propertyKey(raw.ListingKey), raw] as const),
      config.cacheTtlMs,
    );
    await cache.setMany(
      missing.filter((key) => !byKey.has(key)).map((key) => [propertyKey(key), null] as const),
      config.cacheTtlMs / MISSING_TTL_SHARE,
    );
    return wanted
      .map((key) => byKey.get(key) ?? (cached.get(propertyKey(key)) as RawProperty | null))
      .filter((raw): raw is RawProperty => raw !== null && raw !== undefined);
  };

  const fetchMedia = (keys: string[], perListing: number) =>
    fetchInBatches(
      keys,
      {
        size: () => mediaBatch,
        shrink: (size) => (mediaBatch = Math.max(1, Math.min(mediaBatch, size))),
        concurrency: CONCURRENCY,
      },
      async (batch) => {
        const entities = await transport.query('Media', mediaQuery(batch, perListing));
        return groupMedia(batch, entities, perListing);
      },
    );

  const getMedia = async (keys: readonly string[], perListing: number) => {
    const wanted = unique(keys);
    const cached = await cache.getMany(wanted.map(mediaKey));
    const fromCache = (key: string) => {
      const entry = cached.get(mediaKey(key)) as MediaEntry | undefined;
      return entry && (entry.complete || entry.urls.length >= perListing) ? entry : undefined;
    };
    const missing = wanted.filter((key) => !fromCache(key));
    const fetched = missing.length > 0 ? await fetchMedia(missing, perListing) : [];
    await cache.setMany(
      fetched.map((entry) => [mediaKey(entry.listingKey), entry] as const),
      config.cacheTtlMs,
    );
    const byKey = new Map(fetched.map((entry) => [entry.listingKey, entry]));
    return Object.fromEntries(
      wanted.map((key) => [
        key,
        (byKey.get(key) ?? fromCache(key))?.urls.slice(0, perListing) ?? [],
      ]),
    );
  };

  const getProperty = async (key: string) => {
    const cached = await cache.getMany([propertyKey(key)]);
    if (cached.has(propertyKey(key))) return cached.get(propertyKey(key)) as RawProperty | null;
    // A provider that requires OriginatingSystemName is asked by filter, never by key alone.
    const raw = config.originatingSystem
      ? ((await fetchProperties([key]))[0] ?? null)
      : await transport
          .getByKey('Property', key, { select: rawPropertyFields })
          .then((entity) => (entity ? toRawProperty(entity) : null));
    await cache.setMany(
      [[propertyKey(key), raw]],
      raw ? config.cacheTtlMs : config.cacheTtlMs / MISSING_TTL_SHARE,
    );
    return raw;
  };

  return {
    getPropertiesByKeys,
    getMedia,
    getProperty,
    searchByAddress: async (text) => {
      if (config.originatingSystem) throw noLiveAddressSearch();
      return searchAddress(transport, text, { clock, budgetMs: config.addressTimeoutMs });
    },
    transport,
    close: () => cache.close(),
  };
};
