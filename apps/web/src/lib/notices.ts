import { queryOptions } from '@tanstack/react-query';
import { alertRoutes, maxNotificationsPageSize } from '@rela/contracts';
import { call } from './api-client';

/** Every cached page of the caller's notices; invalidating it refreshes the bell, its panel and the cards. */
export const noticesQueryKey = ['notifications'] as const;

/** How often the bell asks for the unread count (ADR 030: within 30 s, without a reload). */
export const noticesPollMs = 30_000;

/**
 * The newest notices (one full page) and the unread count: the bell polls it, and the property
 * cards read their change badges from it without asking themselves.
 */
export const recentNoticesQueryOptions = () =>
  queryOptions({
    queryKey: [...noticesQueryKey, 'recent'] as const,
    queryFn: ({ signal }) =>
      call(alertRoutes.notifications, { query: { limit: maxNotificationsPageSize }, signal }),
  });
