import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  buyerHomeRoutes,
  timing,
  type MyListingKeysResponse,
  propertiesMessages,
} from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { propertyQueryKeys } from '../../../listing/model/query-keys';

export const myListingKeysQueryKey = [...propertyQueryKeys.all, 'my-listing-keys'] as const;

/** GET /{product}/my-listing-keys (30 s): the buyer's keys in order and the liked ones. */
export const fetchMyListingKeys = async (signal?: AbortSignal): Promise<MyListingKeysResponse> => {
  try {
    return await call(buyerHomeRoutes.myListingKeys, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(propertiesMessages.listingKeysFailed, { cause: error });
  }
};

export const myListingKeysQueryOptions = () =>
  queryOptions({
    queryKey: myListingKeysQueryKey,
    queryFn: ({ signal }) => fetchMyListingKeys(signal),
    staleTime: timing.keysRefreshThrottleMs,
  });

export const useMyListingKeysQuery = () => useQuery(myListingKeysQueryOptions());

/** Starts the keys' read before the list is drawn (a returning buyer's /home, docs/performance.md). */
export const prefetchMyListingKeys = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(myListingKeysQueryOptions());
