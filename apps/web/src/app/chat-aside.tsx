import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { asksToUndo, timing } from '@rela/contracts';
import { ChatDock } from '../features/chat';

/** The buyer's keys query, loaded on demand like the buyer's view that owns it. */
const buyerKeysQueryKey = async () =>
  (await import('../features/properties/api/my-listing-keys')).myListingKeysQueryKey;

/** The buyer's keys again, unless they were fetched less than 5 s ago (REQ-CHAT-REFRESH-LISTS). */
const refreshBuyerKeys = async (queryClient: QueryClient, force: boolean) => {
  const queryKey = await buyerKeysQueryKey();
  const fetchedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
  if (force || Date.now() - fetchedAt > timing.propertyRefreshDebounceMs) {
    await queryClient.refetchQueries({ queryKey, exact: true });
  }
};

/**
 * Rela beside the role's view on /home, wired to the lists it changes: 5 s after each new reply the
 * buyer's homes (or a realtor's buyers' lists) refresh. A reply that removed homes (a confirmed
 * clear, a remove: it offers Undo) or answers an undo has the list read again at once; asking to clear no longer empties the list first, as Rela asks before clearing and keeps
 * liked homes (ADR 015).
 */
export const ChatAside = ({ role }: { role: string }) => {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = useCallback(() => {
    if (role !== 'buyer') return void queryClient.invalidateQueries({ queryKey: ['team'] });
    void refreshBuyerKeys(queryClient, false);
  }, [queryClient, role]);

  const onBotReply = useCallback(
    (userText: string, reply: { actions?: readonly { kind: string }[] }) => {
      const removed = reply.actions?.some((action) => action.kind === 'undo') ?? false;
      if (role === 'buyer' && (removed || asksToUndo(userText))) {
        void refreshBuyerKeys(queryClient, true);
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(refresh, timing.propertyRefreshDebounceMs);
    },
    [queryClient, refresh, role],
  );

  return <ChatDock onBotReply={onBotReply} />;
};
