import { useQuery } from '@tanstack/react-query';
import { teamRoutes, type TreeEntry } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';

export type BuyerChoice = { username: string; name: string };

const nameOf = (entry: TreeEntry) =>
  [entry.firstName, entry.lastName].filter(Boolean).join(' ').trim() || entry.username;

/** The realtor's registered buyers, by name: the feed's buyer filter. */
const toBuyerChoices = (entries: readonly TreeEntry[]): BuyerChoice[] =>
  entries
    .filter((entry) => entry.role === 'buyer' && entry.registrationStatus === 'completed')
    .map((entry) => ({ username: entry.username, name: nameOf(entry) }))
    .sort((a, b) => a.name.localeCompare(b.name));

/** GET /dashboard/get-users, under the team screens' key so one answer serves them all. */
export const useMyBuyers = () => {
  const { username } = useSession();
  return useQuery({
    queryKey: ['team', 'users', username] as const,
    queryFn: async ({ signal }) => (await call(teamRoutes.getUsers, { signal })).data.usersInfo,
    select: toBuyerChoices,
    enabled: username !== null,
  });
};
