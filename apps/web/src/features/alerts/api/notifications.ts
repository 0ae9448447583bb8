import { infiniteQueryOptions } from '@tanstack/react-query';
import { alertRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { noticesQueryKey } from '../../../lib/notices';

/** How many notices the panel shows at first and adds per "Show older". */
export const panelPageSize = 20;

/** GET /api/notifications, newest first, paged back by `before` (the panel's list). */
export const panelNoticesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...noticesQueryKey, 'panel'] as const,
    queryFn: ({ pageParam, signal }) =>
      call(alertRoutes.notifications, {
        query: { limit: panelPageSize, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore,
    // Asked again each time the panel opens.
    staleTime: 0,
  });
