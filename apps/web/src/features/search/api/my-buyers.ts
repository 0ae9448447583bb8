import { useQuery } from '@tanstack/react-query';
import { teamRoutes, type TreeEntry } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';

/** One of the realtor's registered buyers and the homes they have. */
export type SearchBuyer = { username: string; name: string; listingKeys: readonly string[] };

/** The team screens' key: a send refreshes My Buyers too. */
export const teamUsersQueryKey = ['team', 'users'] as const;

const nameOf = (entry: TreeEntry) =>
  [entry.firstName, entry.lastName].filter(Boolean).join(' ').trim() || entry.username;

/** The realtor's buyers who finished registering (an invitee cannot be sent homes yet). */
export const toSearchBuyers = (entries: readonly TreeEntry[]): SearchBuyer[] =>
  entries
    .filter((entry) => entry.role === 'buyer' && entry.registrationStatus === 'completed')
    .map((entry) => ({
      username: entry.username,
      name: nameOf(entry),
      listingKeys: entry.properties,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));

/** GET /dashboard/get-users: a realtor's buyers, each with their listing keys. */
export const useMyBuyers = (enabled: boolean) => {
  const { username } = useSession();
  return useQuery({
    queryKey: [...teamUsersQueryKey, username] as const,
    queryFn: async ({ signal }) => (await call(teamRoutes.getUsers, { signal })).data.usersInfo,
    select: toSearchBuyers,
    enabled: enabled && username !== null,
  });
};
