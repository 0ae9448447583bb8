import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  householdMessages,
  householdRoutes,
  teamMessages,
  type Household,
  type HouseholdMember,
} from '@rela/contracts';
import { useAccountInfo } from './account-info';
import { call } from './api-client';
import { apiErrorCodeOf, isApiError } from './api-error';
import { deviceTimeZone } from './device-time-zone';
import { useSession } from './session-context';

/**
 * Households (ADR 049, REQ-HOUSEHOLD): every cached household (the caller's, and each of a
 * realtor's buyers'); invalidating it refreshes My Account, My Buyers, the cards and the notes.
 */
export const householdQueryKey = ['household'] as const;

/** GET /{product}/household: the caller's, or (a realtor) one of their buyers'. */
export const fetchHousehold = async (
  buyerUsername: string | null,
  signal?: AbortSignal,
): Promise<Household> =>
  (
    await call(householdRoutes.household, {
      query: buyerUsername === null ? {} : { buyerUsername },
      signal,
    })
  ).data;

export const householdQueryOptions = (viewer: string | null, buyerUsername: string | null) =>
  queryOptions({
    queryKey: [...householdQueryKey, viewer, buyerUsername] as const,
    queryFn: ({ signal }) => fetchHousehold(buyerUsername, signal),
    enabled: viewer !== null,
  });

/** A realtor's buyer's household; `enabled` waits for the row that shows it. */
export const useBuyerHousehold = (buyerUsername: string, enabled = true) => {
  const { username } = useSession();
  return useQuery({
    ...householdQueryOptions(username, buyerUsername),
    enabled: enabled && username !== null,
  });
};

/** What a member's screens need of their household: a household of one shows nothing of it. */
export type MyHousehold = {
  /** The caller's username (a member's), or null before the session is known. */
  me: string | null;
  members: readonly HouseholdMember[];
  /** Two or more members: the list is shared, likes and notes say whose. */
  together: boolean;
  /** Member usernames to the names shown. */
  names: ReadonlyMap<string, string>;
  /** The other members, first by joining. */
  others: readonly HouseholdMember[];
};

const noMembers: readonly HouseholdMember[] = [];

/**
 * The names a household's lines say ("You and Alex like this"): each member's first name, as
 * people who buy together call each other; the full name where two share a first name.
 */
export const memberNames = (members: readonly HouseholdMember[]): ReadonlyMap<string, string> => {
  const first = (member: HouseholdMember) => member.name.split(' ')[0] || member.name;
  const counts = new Map<string, number>();
  for (const member of members) counts.set(first(member), (counts.get(first(member)) ?? 0) + 1);
  return new Map(
    members.map((member) => [
      member.username,
      counts.get(first(member)) === 1 ? first(member) : member.name,
    ]),
  );
};

/** The signed-in buyer's household (never asked for another role: they have none). */
export const useMyHousehold = (): MyHousehold & {
  household: Household | undefined;
  /** The household could not be read (the account page says so, with Try Again). */
  failed: boolean;
  retry: () => void;
} => {
  const { username } = useSession();
  const isBuyer = useAccountInfo().data?.role === 'buyer';
  const query = useQuery({
    ...householdQueryOptions(username, null),
    enabled: isBuyer && username !== null,
  });
  const members = query.data?.members ?? noMembers;
  return {
    household: query.data,
    failed: query.isError,
    retry: () => void query.refetch(),
    me: username,
    members,
    together: isBuyer && members.length >= 2,
    names: memberNames(members),
    others: members.filter((member) => member.username !== username),
  };
};

/** "Alex", "Alex and Sam", "Alex, Sam and Jo": names as a sentence says them. */
export const joinNames = (names: readonly string[], and = 'and'): string =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;

/** The first letters of a name's first and last words ("Jamie Lee" → "JL"). */
export const nameInitials = (name: string): string => {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => (word ?? '').charAt(0).toUpperCase()).join('') || '--';
};

/** POST /{product}/household/invitations: the caller's household, or (a realtor) a buyer's. */
export const inviteToHousehold = ({
  email,
  buyerUsername,
}: {
  email: string;
  buyerUsername?: string;
}) => {
  const timeZone = deviceTimeZone();
  return call(householdRoutes.inviteToHousehold, {
    body: {
      email,
      ...(buyerUsername === undefined ? {} : { buyerUsername }),
      ...(timeZone ? { timeZone } : {}),
    },
  });
};

/** DELETE /{product}/household/members/{username}: leave (yourself) or remove (the realtor). */
export const leaveHousehold = ({ username, keepCopy }: { username: string; keepCopy: boolean }) =>
  call(householdRoutes.leaveHousehold, { params: { username }, body: { keepCopy } });

/** The text of a refused invitation: a full household says its limit (REQ-HOUSEHOLD-JOIN). */
export const householdInviteError = (error: unknown, maxMembers: number): string => {
  const code = apiErrorCodeOf(error);
  if (code === 'HOUSEHOLD_FULL') return householdMessages.full(maxMembers);
  if (isApiError(error) && error.status === 409) return teamMessages.inviteExists;
  if (isApiError(error) && error.fromServer && error.message.trim()) return error.message;
  return householdMessages.inviteFailed;
};

/** The text of a refused leave: the last member has nothing to leave. */
export const householdLeaveError = (error: unknown): string =>
  apiErrorCodeOf(error) === 'LAST_MEMBER'
    ? householdMessages.lastMember
    : householdMessages.leaveFailed;
