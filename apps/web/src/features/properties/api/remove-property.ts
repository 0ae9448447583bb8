import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  buyerHomeRoutes,
  type MyListingKeysResponse,
  type RemovalReason,
  type RemoveListingKeyResponse,
} from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { carryOverWithout } from '../../../listing/model/prune';
import { withoutKey } from '../utils/listing-keys';
import { myListingKeysQueryKey } from './my-listing-keys';
import { setLiked } from './set-liked';

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** DELETE /{product}/my-listing-keys/{listingKey}; a 404 means it is already gone (null). */
export const removeListingKey = async (
  listingKey: string,
  reason?: RemovalReason,
): Promise<RemoveListingKeyResponse | null> => {
  try {
    return await call(buyerHomeRoutes.removeListingKey, {
      params: { listingKey },
      ...(reason ? { query: { reason } } : {}),
    });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return null;
  }
};

/**
 * Removes a home: a liked one is unlocked first, then deleted, then dropped from the lists. Answers
 * the undo token of the removal, when the server gave one.
 */
export const removeProperty = async (
  listingKey: string,
  liked: boolean,
  /** The buyer's optional why, for their realtor's activity feed (ADR 033). */
  reason?: RemovalReason,
): Promise<{ undoToken: string | null }> => {
  if (liked) {
    try {
      await setLiked(listingKey, false);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  const answer = await removeListingKey(listingKey, reason);
  return { undoToken: answer?.undoToken ?? null };
};

export const useRemoveProperty = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      listingKey,
      liked,
      reason,
    }: {
      listingKey: string;
      liked: boolean;
      reason?: RemovalReason | undefined;
    }) => removeProperty(listingKey, liked, reason),
    onSuccess: async (_answer, { listingKey }) => {
      await queryClient.cancelQueries({ queryKey: myListingKeysQueryKey, exact: true });
      const keys = queryClient.getQueryData<MyListingKeysResponse>(myListingKeysQueryKey);
      if (!keys) return;
      carryOverWithout(queryClient, keys.listingKeys, listingKey);
      queryClient.setQueryData(myListingKeysQueryKey, withoutKey(keys, listingKey));
    },
  });
};
