import { useQuery } from '@tanstack/react-query';
import { activityRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';

/** GET /{product}/activity/counts: a lead's per realtor, an owner's per lead, the last 7 days. */
export const useActivityCounts = () =>
  useQuery({
    queryKey: ['activity', 'counts'] as const,
    queryFn: ({ signal }) => call(activityRoutes.activityCounts, { signal }),
  });
