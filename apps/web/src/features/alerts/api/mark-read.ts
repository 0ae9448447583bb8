import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { noticesQueryKey } from '../../../lib/notices';

type MarkRead = { ids: string[] } | { all: true };

/** POST /api/notifications/read: some notices or all of them; the bell, panel and cards refresh. */
export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkRead) => call(alertRoutes.markNotificationsRead, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticesQueryKey }),
  });
};
