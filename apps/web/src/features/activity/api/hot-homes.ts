import { useQuery } from '@tanstack/react-query';
import { activityRoutes, type HotReason } from '@rela/contracts';
import { call } from '../../../lib/api-client';

/**
 * A realtor's buyer's Hot homes, by listing key: the feed's first page of that buyer (one event,
 * `limit=1`, since only `hot` is wanted). Off for anyone but the buyer's own realtor.
 */
export const useHotHomes = (buyer: string, enabled: boolean) =>
  useQuery({
    queryKey: ['activity', 'hot', buyer] as const,
    queryFn: ({ signal }) => call(activityRoutes.activity, { query: { buyer, limit: 1 }, signal }),
    select: (answer) =>
      new Map<string, HotReason>(answer.hot.map((home) => [home.listingKey, home.reason])),
    enabled,
    staleTime: 60_000,
  });
