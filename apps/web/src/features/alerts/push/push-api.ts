import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pushRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { dropPushSubscription, storedPushDevice } from '../../../lib/push-device';

export const pushDevicesQueryKey = ['push-devices'] as const;

/** GET /api/push/subscriptions: the caller's devices, the most recently used first. */
export const pushDevicesQueryOptions = () =>
  queryOptions({
    queryKey: pushDevicesQueryKey,
    queryFn: ({ signal }) => call(pushRoutes.pushDevices, { signal }),
  });

/**
 * DELETE /api/push/subscriptions/:id; removing this device also ends its subscription in the
 * browser. The list is asked again after.
 */
export const useRemovePushDevice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(pushRoutes.removePushDevice, { params: { id } });
      if (id === storedPushDevice()) await dropPushSubscription();
      return id;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDevicesQueryKey }),
  });
};
