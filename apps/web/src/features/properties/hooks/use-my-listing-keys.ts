import { useCallback, useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { timing } from '@rela/contracts';
import { myListingKeysQueryKey, useMyListingKeysQuery } from '../api/my-listing-keys';

/** When each query client last fetched the keys, by the clock of the view that saw it. */
const lastFetch = new WeakMap<QueryClient, number>();

export type RefreshKeys = (options?: { force?: boolean }) => Promise<boolean>;

/**
 * The buyer's keys, and a refresh that runs at most once per 5 s unless forced
 * (`timing.keysRefreshThrottleMs`); it resolves to whether it fetched.
 */
export const useMyListingKeys = ({ now = Date.now }: { now?: () => number } = {}) => {
  const queryClient = useQueryClient();
  const query = useMyListingKeysQuery();
  const { dataUpdatedAt } = query;

  useEffect(() => {
    if (dataUpdatedAt > 0) lastFetch.set(queryClient, now());
  }, [dataUpdatedAt, queryClient, now]);

  const refresh = useCallback<RefreshKeys>(
    async ({ force = false } = {}) => {
      const last = lastFetch.get(queryClient);
      if (!force && last !== undefined && now() - last < timing.keysRefreshThrottleMs) {
        return false;
      }
      lastFetch.set(queryClient, now());
      await queryClient.refetchQueries({ queryKey: myListingKeysQueryKey, exact: true });
      return true;
    },
    [queryClient, now],
  );

  return { ...query, refresh };
};
