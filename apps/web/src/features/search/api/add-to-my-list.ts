import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buyerHomeRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { propertyQueryKeys } from '../../../listing/model/query-keys';
import { searchQueryKey } from './search-listings';

/** POST /{product}/my-listing-keys: a buyer adds a home to their own list (idempotent). */
export const addToMyList = (listingKey: string) =>
  call(buyerHomeRoutes.addMyListingKey, { body: { listingKey } });

/** Adds a home; the searches (their `inMyList`) and My Properties read it again. */
export const useAddToMyList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToMyList,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: searchQueryKey }),
        queryClient.invalidateQueries({ queryKey: propertyQueryKeys.all }),
      ]),
  });
};
