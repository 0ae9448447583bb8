import { useQuery } from '@tanstack/react-query';
import { teamRoutes, type TreeEntry } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';

export const teamUsersQueryKey = ['team', 'users'] as const;

/** GET /dashboard/get-users (bearer): the caller's direct subordinates with theirs as children. */
export const getUsers = async (signal?: AbortSignal): Promise<TreeEntry[]> =>
  (await call(teamRoutes.getUsers, { signal })).data.usersInfo;

export const useTeamUsers = () => {
  const { username } = useSession();
  return useQuery({
    queryKey: [...teamUsersQueryKey, username] as const,
    queryFn: ({ signal }) => getUsers(signal),
    enabled: username !== null,
  });
};
