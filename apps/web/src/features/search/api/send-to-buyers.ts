import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buyerHomeRoutes, complianceMessages } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { apiErrorCodeOf } from '../../../lib/api-error';
import { teamUsersQueryKey } from '../../../lib/team-users';

/** The team screens' key of one buyer's homes (a send refreshes them). */
const buyerListingKeysQueryKey = ['team', 'buyer-listing-keys'] as const;

/** POST /{product}/buyers/{username}/listing-keys: a realtor sends homes to one of their buyers. */
export const sendToBuyer = (username: string, listingKeys: readonly string[]) =>
  call(buyerHomeRoutes.sendListingKeys, {
    params: { username },
    body: { listingKeys: [...listingKeys] },
  });

/**
 * Why a send failed, to show under it: a listing its seller keeps off client display answers 409
 * `NOT_FOR_CLIENTS` and is said in the catalogue's words (REQ-DISPLAY-WITHHELD); else the error's.
 */
export const sendFailureText = (error: Error) =>
  apiErrorCodeOf(error) === 'NOT_FOR_CLIENTS'
    ? complianceMessages.notForClients.cannotSend
    : error.message;

/** The server refused the home itself: sending it again to anyone is refused as well. */
export const isNotForClients = (error: unknown) => apiErrorCodeOf(error) === 'NOT_FOR_CLIENTS';

type Send = { usernames: readonly string[]; listingKeys: readonly string[] };

/** Sends the homes to each buyer picked; the buyers list and their homes read again. */
export const useSendToBuyers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ usernames, listingKeys }: Send) =>
      Promise.all(usernames.map((username) => sendToBuyer(username, listingKeys))),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: buyerListingKeysQueryKey }),
      ]),
  });
};
