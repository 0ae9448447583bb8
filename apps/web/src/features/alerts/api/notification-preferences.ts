import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { alertRoutes, type UpdateNotificationPreferencesBody } from '@rela/contracts';
import { call } from '../../../lib/api-client';

const preferencesQueryKey = ['notification-preferences'] as const;

/** GET /api/notification-preferences: the choices per topic and whether SMS can reach the user. */
export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => call(alertRoutes.notificationPreferences, { signal }),
  });

/**
 * PUT /api/notification-preferences: every topic at once, with the browser's time zone; the answer
 * replaces the cached choices.
 */
export const useSavePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: UpdateNotificationPreferencesBody) =>
      call(alertRoutes.updateNotificationPreferences, { body: preferences }),
    onSuccess: (answer) => queryClient.setQueryData(preferencesQueryKey, answer),
  });
};
