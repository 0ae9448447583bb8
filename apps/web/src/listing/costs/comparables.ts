import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketRoutes, type ComparablesResponse } from '@rela/contracts';
import { call } from '../../lib/api-client';
import { costQueryKeys } from './query-keys';

/**
 * GET /{product}/listings/{listingKey}/comparables: similar homes that sold, as the buyer sees them
 * (their realtor's choice), or with `buyer` a realtor's view for one buyer (REQ-COST-COMPARABLES).
 */
export const fetchComparables = (
  listingKey: string,
  buyer: string | undefined,
  signal?: AbortSignal,
): Promise<ComparablesResponse> =>
  call(marketRoutes.comparables, {
    params: { listingKey },
    query: buyer ? { buyer } : {},
    signal,
  });

export const comparablesQueryOptions = (listingKey: string, buyer?: string) =>
  queryOptions({
    queryKey: costQueryKeys.comparables(listingKey, buyer),
    queryFn: ({ signal }) => fetchComparables(listingKey, buyer, signal),
  });

export const useComparables = (listingKey: string, buyer?: string) =>
  useQuery(comparablesQueryOptions(listingKey, buyer));
