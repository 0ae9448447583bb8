import { useDeferredValue } from 'react';
import type { UserProfile } from '@rela/contracts';
import { useAccountInfo } from '../../lib/account-info';
import { useTeamUsers } from '../../lib/team-users';
import { groupHouseholds, toTeamMember, type TeamMember } from './utils/team-member';

export type TeamListState =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'list'; members: TeamMember[] };

/** The signed-in user, as the rows' delete rules need them. */
export type TeamListSelf = {
  username: string;
  email: string;
  role: UserProfile['role'] | undefined;
};

/** The caller's subordinates as rows, and who the caller is (for delete rules). */
export const useTeamList = () => {
  // Its answer is drawn deferred, in a render React may interrupt (docs/performance.md).
  const users = useDeferredValue(useTeamUsers());
  const { data: profile } = useAccountInfo();
  const state: TeamListState = users.data
    ? { kind: 'list', members: groupHouseholds(users.data.map(toTeamMember)) }
    : users.isError
      ? { kind: 'error' }
      : { kind: 'loading' };
  const self: TeamListSelf = {
    username: profile?.username ?? '',
    email: profile?.email ?? '',
    role: profile?.role,
  };
  return { state, self, retry: () => void users.refetch() };
};
