import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedSearchRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';

/** Every saved-search answer; a save or a delete reads them again. */
export const savedSearchesQueryKey = ['saved-searches', 'list'] as const;

/** GET /{product}/saved-searches: a buyer's own, a realtor's for their buyers. */
export const fetchSavedSearches = async (signal?: AbortSignal) =>
  (await call(savedSearchRoutes.savedSearches, { signal })).items;

export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchesQueryKey,
    queryFn: ({ signal }) => fetchSavedSearches(signal),
  });

export const useSavedSearches = (enabled = true) =>
  useQuery({ ...savedSearchesQueryOptions(), enabled });
