import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  marketRoutes,
  type ComparablesChoiceBody,
  type ComparablesResponse,
} from '@rela/contracts';
import { call } from '../../lib/api-client';
import { costQueryKeys } from './query-keys';

/** PUT /{product}/listings/{listingKey}/comparables?buyer=: the realtor's pins and drops. */
export const updateComparables = (
  listingKey: string,
  buyer: string,
  body: ComparablesChoiceBody,
): Promise<ComparablesResponse> =>
  call(marketRoutes.updateComparables, { params: { listingKey }, query: { buyer }, body });

/** Saves a realtor's choice for one buyer; the answer is the list as the buyer now sees it. */
export const useUpdateComparables = (listingKey: string, buyer: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ComparablesChoiceBody) => updateComparables(listingKey, buyer, body),
    onSuccess: (answer) =>
      client.setQueryData(costQueryKeys.comparables(listingKey, buyer), answer),
  });
};
