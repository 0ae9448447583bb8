import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { suggestionsQueryKey } from './suggestions';

export type Decision = { id: string; approve: boolean };

/** POST /{product}/suggestions/{id}/approve or /dismiss */
export const decideSuggestion = ({ id, approve }: Decision) =>
  call(approve ? savedSearchRoutes.approveSuggestion : savedSearchRoutes.dismissSuggestion, {
    params: { id },
  });

/** Approves or dismisses; the queue and every buyer's homes read again. */
export const useDecideSuggestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSuggestion,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: suggestionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['team'] }),
      ]),
  });
};
