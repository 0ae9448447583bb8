import { http, HttpResponse } from 'msw';
import {
  defaultProductSlug,
  householdRoutes,
  households,
  withProduct,
  type HouseholdMember,
} from '@rela/contracts';
import { apiUrl } from './api';
import { server } from './msw-server';

/** A member as GET household answers them; the photo is initials unless given. */
export const member = (username: string, name: string, profileImage: string | null = null) =>
  ({
    username,
    name,
    profileImage,
    joinedAt: '2026-01-01T00:00:00.000Z',
  }) satisfies HouseholdMember;

/** The signed-in buyer "buyer" (Bea Buyer) with Alex Lee: a household of two. */
export const beaAndAlex = [member('buyer', 'Bea Buyer'), member('alex', 'Alex Lee')];

export const householdPath = withProduct(householdRoutes.household.path, defaultProductSlug);

/**
 * GET household answers `members` and `invitations` (per `buyerUsername` when `byBuyer` is given);
 * returns the asked queries' `buyerUsername`s.
 */
export const answerHousehold = (
  members: readonly HouseholdMember[],
  invitations: readonly { email: string; expiresAt: string }[] = [],
  byBuyer?: Readonly<Record<string, readonly HouseholdMember[]>>,
) => {
  const asked: (string | null)[] = [];
  server.use(
    http.get(apiUrl(householdPath), ({ request }) => {
      const buyer = new URL(request.url).searchParams.get('buyerUsername');
      asked.push(buyer);
      const shown = buyer !== null && byBuyer ? (byBuyer[buyer] ?? []) : members;
      return HttpResponse.json({
        status: 200,
        data: { members: shown, invitations, maxMembers: households.maxMembers },
      });
    }),
  );
  return asked;
};
