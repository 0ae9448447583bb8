import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, type RawProperty } from '@rela/contracts';
import { call } from '../../lib/api-client';
import { chunkListingKeys } from './chunks';
import { propertyQueryKeys } from './query-keys';

/** Raw property records by listing key; a key the MLS does not have is absent. */
export type PropertyRecords = Readonly<Record<string, RawProperty>>;

/** GET /{product}/listings/properties?listingKeys=, at most 50 keys per call, calls in parallel. */
export const fetchListingProperties = async (
  listingKeys: readonly string[],
  signal?: AbortSignal,
): Promise<PropertyRecords> => {
  const answers = await Promise.all(
    chunkListingKeys(listingKeys).map((chunk) =>
      call(apiRoutes.listingsProperties, { query: { listingKeys: chunk.join(',') }, signal }),
    ),
  );
  const records: Record<string, RawProperty> = {};
  for (const record of answers.flatMap((answer) => answer.value)) {
    records[record.ListingKey] = record;
  }
  return records;
};

export const listingPropertiesQueryOptions = (listingKeys: readonly string[]) =>
  queryOptions({
    queryKey: propertyQueryKeys.records(listingKeys),
    queryFn: ({ signal }) => fetchListingProperties(listingKeys, signal),
    enabled: listingKeys.length > 0,
    // A new key set keeps showing the records it shares with the last one while it loads.
    placeholderData: keepPreviousData,
  });

export const useListingProperties = (listingKeys: readonly string[]) =>
  useQuery(listingPropertiesQueryOptions(listingKeys));
