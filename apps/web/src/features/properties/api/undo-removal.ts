import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buyerHomeRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { myListingKeysQueryKey } from './my-listing-keys';
import { setLiked } from './set-liked';

/** A removal the list can still undo: its token, and the home's like before it (unlocked first). */
export type UndoableRemoval = { undoToken: string; listingKey: string; liked: boolean };

/**
 * POST /{product}/my-listing-keys/removals/{undoToken}/undo, then the home's like again (the
 * remove unlocked it first, REQ-HOMES-REMOVE), so the home is back exactly as it was.
 */
export const undoRemoval = async ({ undoToken, listingKey, liked }: UndoableRemoval) => {
  const answer = await call(buyerHomeRoutes.undoRemoval, { params: { undoToken } });
  if (liked && answer.listingKeys.includes(listingKey)) await setLiked(listingKey, true);
  return answer;
};

export const useUndoRemoval = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoRemoval,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: myListingKeysQueryKey, exact: true }),
  });
};
