import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedSearchRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';

/** The realtor's pending suggestions; an approval or a dismissal reads them again. */
export const suggestionsQueryKey = ['saved-searches', 'suggestions'] as const;

/** How often the queue looks for new matches while it is shown. */
const refetchMs = 30_000;

/** GET /{product}/suggestions */
export const fetchSuggestions = async (signal?: AbortSignal) =>
  (await call(savedSearchRoutes.suggestions, { signal })).items;

export const suggestionsQueryOptions = () =>
  queryOptions({
    queryKey: suggestionsQueryKey,
    queryFn: ({ signal }) => fetchSuggestions(signal),
    refetchInterval: refetchMs,
  });

export const useSuggestions = (enabled: boolean) =>
  useQuery({ ...suggestionsQueryOptions(), enabled });
