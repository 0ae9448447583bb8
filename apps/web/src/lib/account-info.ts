import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountRoutes, toUserProfile, type UserProfile } from '@rela/contracts';
import { call } from './api-client';
import { useOptionalSession, useSession, useSessionActions } from './session-context';

/** GET /my-account-info, parsed with the contracts schema and converted to the client's record. */
export const fetchAccountInfo = async (signal?: AbortSignal): Promise<UserProfile> =>
  toUserProfile(await call(accountRoutes.myAccountInfo, { signal }));

/** Every cached account info; invalidating it refreshes the header and the account page at once. */
export const accountInfoQueryKey = ['account-info'] as const;

export const accountInfoQueryOptions = (username: string | null) =>
  queryOptions({
    queryKey: [...accountInfoQueryKey, username] as const,
    queryFn: ({ signal }) => fetchAccountInfo(signal),
    enabled: username !== null,
  });

/** The signed-in user's profile; each load is cached locally beside the session. */
export const useAccountInfo = () => {
  const { username } = useSession();
  const session = useSessionActions();
  const query = useQuery(accountInfoQueryOptions(username));
  useEffect(() => {
    if (query.data) session.cacheProfile(query.data);
  }, [query.data, session]);
  return query;
};

/**
 * The signed-in user's profile where a session is above, for a shared part that words things for
 * its viewer ("You set 10%"); nothing when drawn without one.
 */
export const useViewerProfile = (): UserProfile | undefined => {
  const username = useOptionalSession()?.username ?? null;
  return useQuery(accountInfoQueryOptions(username)).data;
};
