import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketRoutes, type ListingHistoryResponse } from '@rela/contracts';
import { call } from '../../lib/api-client';
import { costQueryKeys } from './query-keys';

/** GET /{product}/listings/{listingKey}/history: its price and status changes (REQ-COST-HISTORY). */
export const fetchListingHistory = (
  listingKey: string,
  signal?: AbortSignal,
): Promise<ListingHistoryResponse> =>
  call(marketRoutes.listingHistory, { params: { listingKey }, signal });

export const listingHistoryQueryOptions = (listingKey: string) =>
  queryOptions({
    queryKey: costQueryKeys.history(listingKey),
    queryFn: ({ signal }) => fetchListingHistory(listingKey, signal),
  });

export const useListingHistory = (listingKey: string) =>
  useQuery(listingHistoryQueryOptions(listingKey));
