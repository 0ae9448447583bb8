import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchRoutes, type ListingSearchQuery, type ListingSearchResponse } from '@rela/contracts';
import { call } from '../../../lib/api-client';

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

export const searchListingsQueryOptions = (query: ListingSearchQuery) =>
  queryOptions({
    queryKey: [...searchQueryKey, query] as const,
    queryFn: ({ signal }) => searchListings(query, signal),
    // A new filter keeps the last results on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The results of the URL's search; nothing is asked while the URL cannot be read. */
export const useSearchListings = (query: ListingSearchQuery | null) =>
  useQuery({
    ...searchListingsQueryOptions(query ?? ({} as ListingSearchQuery)),
    enabled: query !== null,
  });
