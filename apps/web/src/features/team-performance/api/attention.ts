import { useQuery } from '@tanstack/react-query';
import { teamPerformanceRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';

/** GET /{product}/team-performance/attention: what needs the caller now, oldest first. */
export const useAttention = () =>
  useQuery({
    queryKey: ['team-performance', 'attention'] as const,
    queryFn: ({ signal }) => call(teamPerformanceRoutes.teamPerformanceAttention, { signal }),
  });
