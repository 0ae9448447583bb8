import { useQuery } from '@tanstack/react-query';
import { teamRoutes, type SupervisorInfo } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';

/** GET /dashboard/my-supervisor-info (bearer): who the signed-in user reports to. */
export const getMySupervisorInfo = async (signal?: AbortSignal): Promise<SupervisorInfo> =>
  (await call(teamRoutes.mySupervisorInfo, { signal })).data;

/** `wanted: false` asks nothing (a company owner has no supervisor to show). */
export const useMySupervisorInfo = ({ wanted = true }: { wanted?: boolean } = {}) => {
  const { username } = useSession();
  return useQuery({
    queryKey: ['my-supervisor-info', username] as const,
    queryFn: ({ signal }) => getMySupervisorInfo(signal),
    enabled: wanted && username !== null,
  });
};
