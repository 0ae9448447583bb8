import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { savedSearchesQueryKey } from './saved-searches';

export type NewSavedSearch = {
  name: string;
  query: string;
  buyerUsername?: string;
  concierge?: boolean;
};

/** POST /{product}/saved-searches */
export const createSavedSearch = (body: NewSavedSearch) =>
  call(savedSearchRoutes.createSavedSearch, { body });

export const useCreateSavedSearch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
};
