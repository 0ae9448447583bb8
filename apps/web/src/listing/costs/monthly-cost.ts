import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { costRoutes, type MonthlyCostQuery, type MonthlyCostResponse } from '@rela/contracts';
import { call } from '../../lib/api-client';
import { costQueryKeys } from './query-keys';

/**
 * GET /{product}/listings/{listingKey}/monthly-cost: the breakdown under the caller's defaults,
 * with any value the dialog asks about instead (REQ-COST-MONTHLY).
 */
export const fetchMonthlyCost = (
  listingKey: string,
  query: MonthlyCostQuery,
  signal?: AbortSignal,
): Promise<MonthlyCostResponse> =>
  call(costRoutes.monthlyCost, { params: { listingKey }, query, signal });

export const monthlyCostQueryOptions = (listingKey: string, query: MonthlyCostQuery) =>
  queryOptions({
    queryKey: costQueryKeys.monthlyOf(listingKey, query),
    queryFn: ({ signal }) => fetchMonthlyCost(listingKey, query, signal),
    // A changed input keeps the last breakdown on screen until its own answer comes.
    placeholderData: keepPreviousData,
  });

export const useMonthlyCost = (listingKey: string, query: MonthlyCostQuery) =>
  useQuery(monthlyCostQueryOptions(listingKey, query));
