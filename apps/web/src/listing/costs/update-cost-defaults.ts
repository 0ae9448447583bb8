import { useMutation, useQueryClient } from '@tanstack/react-query';
import { costRoutes, type CostDefaultsBody, type CostDefaultsResponse } from '@rela/contracts';
import { call } from '../../lib/api-client';
import { costQueryKeys } from './query-keys';

/**
 * PUT /{product}/cost-defaults: a buyer their household's, a realtor one buyer's (`buyer`), the
 * company owner the company's (REQ-COST-DEFAULTS). Null clears a value.
 */
export const updateCostDefaults = (
  body: CostDefaultsBody,
  buyer?: string,
): Promise<CostDefaultsResponse> =>
  call(costRoutes.updateCostDefaults, { query: buyer ? { buyer } : {}, body });

/**
 * Saves defaults; the answer is the new read, and every estimate made from defaults (the cards,
 * Compare, the dialog's answer) is read again, so they agree at once (ADR 051). A company's change
 * reaches every household that did not set its own: every defaults read is stale.
 */
export const useUpdateCostDefaults = (buyer?: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CostDefaultsBody) => updateCostDefaults(body, buyer),
    onSuccess: async (answer) => {
      client.setQueryData(costQueryKeys.defaultsOf(buyer), answer);
      await Promise.all([
        client.invalidateQueries({
          queryKey: costQueryKeys.defaults,
          predicate: (query) => query.queryKey[2] !== (buyer ?? null),
        }),
        client.invalidateQueries({ queryKey: costQueryKeys.monthly }),
      ]);
    },
  });
};
