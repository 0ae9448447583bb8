import { useInfiniteQuery } from '@tanstack/react-query';
import { activityRoutes, type ActivityKind } from '@rela/contracts';
import { call } from '../../../lib/api-client';

export type FeedFilters = { buyer?: string; kind?: ActivityKind };

/** Every feed answer, by filters. */
export const activityFeedQueryKey = (filters: FeedFilters) =>
  ['activity', 'feed', filters.buyer ?? '', filters.kind ?? ''] as const;

/** GET /{product}/activity: a page at a time, older pages by the answer's `nextBefore`. */
export const useActivityFeed = (filters: FeedFilters) =>
  useInfiniteQuery({
    queryKey: activityFeedQueryKey(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(activityRoutes.activity, {
        query: {
          ...(filters.buyer ? { buyer: filters.buyer } : {}),
          ...(filters.kind ? { kind: filters.kind } : {}),
          ...(pageParam ? { before: pageParam } : {}),
        },
        signal,
      }),
    getNextPageParam: (last) => last.nextBefore,
  });
