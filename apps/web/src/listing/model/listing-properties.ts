import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  listingRoutes,
  type ListingDisplay,
  type ListingFreshness,
  type RawProperty,
} from '@rela/contracts';
import { call } from '../../lib/api-client';
import { chunkListingKeys } from './chunks';
import type { FreshnessByKey } from './freshness';
import { propertyQueryKeys } from './query-keys';

/** Raw property records by listing key; a key the MLS does not have is absent. */
export type PropertyRecords = Readonly<Record<string, RawProperty>>;

/** Each listing's attribution and disclaimer by key (ADR 048). */
export type DisplayByKey = Readonly<Record<string, ListingDisplay>>;

/**
 * The records and, for each key the replica holds, when it was last confirmed (ADR 021), and
 * what the MLS's display rules ask to show beside it (ADR 048).
 */
export type ListingProperties = {
  records: PropertyRecords;
  freshness: FreshnessByKey;
  display: DisplayByKey;
};

/** GET /{product}/listings/properties?listingKeys=, at most 50 keys per call, calls in parallel. */
export const fetchListingProperties = async (
  listingKeys: readonly string[],
  signal?: AbortSignal,
): Promise<ListingProperties> => {
  const answers = await Promise.all(
    chunkListingKeys(listingKeys).map((chunk) =>
      call(listingRoutes.listingsProperties, { query: { listingKeys: chunk.join(',') }, signal }),
    ),
  );
  const records: Record<string, RawProperty> = {};
  const freshness: Record<string, ListingFreshness> = {};
  const display: Record<string, ListingDisplay> = {};
  for (const answer of answers) {
    for (const record of answer.value) records[record.ListingKey] = record;
    // An answer without freshness (no replica behind it) shows none.
    Object.assign(freshness, answer.freshness);
    Object.assign(display, answer.display);
  }
  return { records, freshness, display };
};

export const listingPropertiesQueryOptions = (listingKeys: readonly string[]) =>
  queryOptions({
    queryKey: propertyQueryKeys.records(listingKeys),
    queryFn: ({ signal }) => fetchListingProperties(listingKeys, signal),
    enabled: listingKeys.length > 0,
    // A new key set keeps showing the records it shares with the last one while it loads.
    placeholderData: keepPreviousData,
  });

const recordsOf = (data: ListingProperties) => data.records;

/** The records and their freshness. */
export const useListingPropertiesWithFreshness = (listingKeys: readonly string[]) =>
  useQuery(listingPropertiesQueryOptions(listingKeys));

/** The records alone (the same query: one call serves both). */
export const useListingProperties = (listingKeys: readonly string[]) =>
  useQuery({ ...listingPropertiesQueryOptions(listingKeys), select: recordsOf });
