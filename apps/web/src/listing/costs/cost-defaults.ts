import { useContext } from 'react';
import { QueryClient, QueryClientContext, queryOptions, useQuery } from '@tanstack/react-query';
import {
  costRoutes,
  relaCostDefaults,
  type CostDefaultsResponse,
  type CostDefaultsValues,
} from '@rela/contracts';
import { call } from '../../lib/api-client';
import { costQueryKeys } from './query-keys';

/**
 * GET /{product}/cost-defaults: the caller's own (a buyer's household's, else the company's), or
 * with `buyer` a realtor's view of one of their buyers' (REQ-COST-DEFAULTS).
 */
export const fetchCostDefaults = (
  buyer: string | undefined,
  signal?: AbortSignal,
): Promise<CostDefaultsResponse> =>
  call(costRoutes.costDefaults, { query: buyer ? { buyer } : {}, signal });

export const costDefaultsQueryOptions = (buyer?: string) =>
  queryOptions({
    queryKey: costQueryKeys.defaultsOf(buyer),
    queryFn: ({ signal }) => fetchCostDefaults(buyer, signal),
    // One read a session: a change here invalidates it, and nobody else's change is urgent.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The defaults as read, with who set each value; `buyer` for a realtor's view of one buyer. */
export const useCostDefaults = (buyer?: string, enabled = true) =>
  useQuery({ ...costDefaultsQueryOptions(buyer), enabled });

/** A part drawn without a query client (a card or a table alone) reads nothing: no client's cache. */
const noClient = new QueryClient();

/**
 * The caller's down payment, rate and term for the cards and Compare (ADR 051): one cached read,
 * Rela's starting values while it loads, when it fails, or where no query client is above.
 */
export const useEstimateDefaults = (): CostDefaultsValues => {
  const client = useContext(QueryClientContext);
  const query = useQuery(
    { ...costDefaultsQueryOptions(), enabled: client !== undefined },
    client ?? noClient,
  );
  if (!query.data) return relaCostDefaults;
  const { downPaymentPercent, rate, termYears } = query.data;
  return { downPaymentPercent, rate, termYears };
};
