import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  searchRoutes,
  type CostDefaultsValues,
  type ListingSearchQuery,
  type ListingSearchResponse,
} from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { useEstimateDefaults } from '../../../listing/costs/cost-defaults';

/** Every search answer; a buyer's add invalidates them all (each item says `inMyList`). */
export const searchQueryKey = ['search', 'listings'] as const;

/** GET /{product}/listings/search: one page of the homes that match. */
export const searchListings = (
  query: ListingSearchQuery,
  signal?: AbortSignal,
): Promise<ListingSearchResponse> =>
  call(searchRoutes.searchListings, {
    query: { ...query, bbox: query.bbox?.join(',') },
    signal,
  });

/**
 * A search by monthly cost (a limit, or the order) is the server's estimate under the caller's
 * defaults: the key holds them, so a change of defaults asks again (ADR 051).
 */
const usesMonthlyCost = (query: ListingSearchQuery) =>
  query.maxMonthlyCost !== undefined || query.sort === 'monthly-asc';

export const searchListingsQueryOptions = (
  query: ListingSearchQuery,
  defaults: CostDefaultsValues | null = null,
) =>
  queryOptions({
    queryKey: [...searchQueryKey, query, defaults] as const,
    queryFn: ({ signal }) => searchListings(query, signal),
    // A new filter keeps the last results on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The results of the URL's search; nothing is asked while the URL cannot be read. */
export const useSearchListings = (query: ListingSearchQuery | null) => {
  const defaults = useEstimateDefaults();
  return useQuery({
    ...searchListingsQueryOptions(
      query ?? ({} as ListingSearchQuery),
      query && usesMonthlyCost(query) ? defaults : null,
    ),
    enabled: query !== null,
  });
};
