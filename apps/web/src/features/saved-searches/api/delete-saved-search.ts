import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { savedSearchesQueryKey } from './saved-searches';

/** DELETE /{product}/saved-searches/{id}: its alerts stop. */
export const deleteSavedSearch = (id: string) =>
  call(savedSearchRoutes.deleteSavedSearch, { params: { id } });

export const useDeleteSavedSearch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
};
