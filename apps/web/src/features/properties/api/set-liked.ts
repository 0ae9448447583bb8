import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { buyerHomeRoutes, type LikeResponse, type MyListingKeysResponse } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { withLiked } from '../utils/listing-keys';
import { myListingKeysQueryKey } from './my-listing-keys';

/** POST /{product}/properties/liked|unliked/{listingKey}: idempotent; answers the new flag. */
export const setLiked = (listingKey: string, liked: boolean): Promise<LikeResponse> =>
  call(liked ? buyerHomeRoutes.likeProperty : buyerHomeRoutes.unlikeProperty, {
    params: { listingKey },
  });

const lockMutationKey = ['properties', 'lock'] as const;

type LockChange = { listingKey: string; liked: boolean };

/** Lock or unlock: the lock shows at once, is rolled back on failure and set from the answer. */
export const useSetLiked = () => {
  const queryClient = useQueryClient();
  const update = (listingKey: string, liked: boolean) =>
    queryClient.setQueryData<MyListingKeysResponse>(myListingKeysQueryKey, (keys) =>
      keys ? withLiked(keys, listingKey, liked) : keys,
    );
  return useMutation({
    mutationKey: lockMutationKey,
    mutationFn: ({ listingKey, liked }: LockChange) => setLiked(listingKey, liked),
    onMutate: async ({ listingKey, liked }) => {
      await queryClient.cancelQueries({ queryKey: myListingKeysQueryKey, exact: true });
      const before = queryClient.getQueryData<MyListingKeysResponse>(myListingKeysQueryKey);
      update(listingKey, liked);
      return { wasLiked: before?.likedKeys.includes(listingKey) ?? !liked };
    },
    onError: (_error, { listingKey }, context) => {
      if (context) update(listingKey, context.wasLiked);
    },
    onSuccess: (answer, { listingKey }) => update(listingKey, answer.liked),
  });
};

const listingKeyOf = (variables: unknown): string =>
  typeof variables === 'object' &&
  variables !== null &&
  'listingKey' in variables &&
  typeof variables.listingKey === 'string'
    ? variables.listingKey
    : '';

/** The listing keys whose lock change is under way (their buttons show a spinner). */
export const useLockingKeys = (): string[] =>
  useMutationState({
    filters: { mutationKey: lockMutationKey, status: 'pending' },
    select: (mutation) => listingKeyOf(mutation.state.variables),
  });
