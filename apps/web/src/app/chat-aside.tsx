import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { asksToClearAllHomes, timing, type BuyerListingKeys } from '@rela/contracts';
import { ChatDock } from '../features/chat';

/** The buyer's keys query, loaded on demand like the buyer's view that owns it. */
const buyerKeysQueryKey = async () =>
  (await import('../features/properties/api/my-listing-keys')).myListingKeysQueryKey;

const noHomes: BuyerListingKeys = { listingKeys: [], likedKeys: [] };

/** The buyer's keys again, unless they were fetched less than 5 s ago (spec 001 section 4). */
const refreshBuyerKeys = async (queryClient: QueryClient, force: boolean) => {
  const queryKey = await buyerKeysQueryKey();
  const fetchedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
  if (force || Date.now() - fetchedAt > timing.propertyRefreshDebounceMs) {
    await queryClient.refetchQueries({ queryKey, exact: true });
  }
};

/**
 * Rela beside the role's view on /home, wired to the lists it changes: 5 s after each new reply the
 * buyer's homes (or a realtor's buyers' lists) refresh; when the user asked to clear all homes, the
 * list is emptied at once first, and read again 5 s later whatever its age (clearing is no fetch).
 */
export const ChatAside = ({ role }: { role: string }) => {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cleared = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = useCallback(() => {
    if (role !== 'buyer') return void queryClient.invalidateQueries({ queryKey: ['team'] });
    const force = cleared.current;
    cleared.current = false;
    void refreshBuyerKeys(queryClient, force);
  }, [queryClient, role]);

  const onBotReply = useCallback(
    (userText: string) => {
      if (role === 'buyer' && asksToClearAllHomes(userText)) {
        cleared.current = true;
        void buyerKeysQueryKey().then((queryKey) => queryClient.setQueryData(queryKey, noHomes));
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(refresh, timing.propertyRefreshDebounceMs);
    },
    [queryClient, refresh, role],
  );

  return <ChatDock onBotReply={onBotReply} />;
};
