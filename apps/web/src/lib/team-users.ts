import { queryOptions, useQuery } from '@tanstack/react-query';
import { displayName, teamRoutes, type TreeEntry } from '@rela/contracts';
import { call } from './api-client';
import { useSession } from './session-context';

/**
 * The team reads (REQ-RULE-WHO-SEES-WHOM): GET /dashboard/get-users answers the caller's direct
 * subordinates with theirs as children (a realtor's buyers, a lead's realtors, an owner's leads).
 * Every screen reads it through this one key, so one answer serves them all and any write that
 * changes the team (an invitation, a move, a delete, homes sent) refreshes them all at once.
 */
export const teamUsersQueryKey = ['team', 'users'] as const;

export const fetchTeamUsers = async (signal?: AbortSignal): Promise<TreeEntry[]> =>
  (await call(teamRoutes.getUsers, { signal })).data.usersInfo;

export const teamUsersQueryOptions = (username: string | null) =>
  queryOptions({
    queryKey: [...teamUsersQueryKey, username] as const,
    queryFn: ({ signal }) => fetchTeamUsers(signal),
    enabled: username !== null,
  });

/** The signed-in user's team tree; `enabled` waits for the screen that needs it. */
export const useTeamUsers = (enabled = true) => {
  const { username } = useSession();
  const options = teamUsersQueryOptions(username);
  return useQuery({ ...options, enabled: enabled && username !== null });
};

/** A realtor's buyer who finished registering (an invitee cannot be sent homes or filtered by). */
export type TeamBuyer = { username: string; name: string; listingKeys: readonly string[] };

/** The realtor's registered buyers, by name. */
export const registeredBuyers = (entries: readonly TreeEntry[]): TeamBuyer[] =>
  entries
    .filter((entry) => entry.role === 'buyer' && entry.registrationStatus === 'completed')
    .map((entry) => ({
      username: entry.username,
      name: displayName(entry),
      listingKeys: entry.properties,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));

/** The realtor's registered buyers (Find Homes' send, saved searches, the feed's filter). */
export const useMyBuyers = (enabled = true) => {
  const { username } = useSession();
  return useQuery({
    ...teamUsersQueryOptions(username),
    select: registeredBuyers,
    enabled: enabled && username !== null,
  });
};
