import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { alertRoutes, type NotificationPreferences } from '@rela/contracts';
import { call } from '../../../lib/api-client';

const preferencesQueryKey = ['notification-preferences'] as const;

/** GET /api/notification-preferences: the choices per topic and whether SMS can reach the user. */
export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => call(alertRoutes.notificationPreferences, { signal }),
  });

/** PUT /api/notification-preferences: every topic at once; the answer replaces the cached choices. */
export const useSavePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      call(alertRoutes.updateNotificationPreferences, { body: preferences }),
    onSuccess: (answer) => queryClient.setQueryData(preferencesQueryKey, answer),
  });
};
