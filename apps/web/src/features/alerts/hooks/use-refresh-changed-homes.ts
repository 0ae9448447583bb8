import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@rela/contracts';
import { propertyQueryKeys } from '../../../listing/model/query-keys';

const [scope] = propertyQueryKeys.all;
const recordKinds = new Set<unknown>([
  propertyQueryKeys.records([])[1],
  propertyQueryKeys.record('')[1],
]);

/**
 * When a new notice about a home arrives, the homes' facts on screen are asked again, so a card
 * that wears "Price ↓ $15,000" shows the new price too (not on the first load).
 */
export const useRefreshChangedHomes = (notices: readonly Notification[] | undefined) => {
  const queryClient = useQueryClient();
  const newest = notices?.find((notice) => notice.listingKey)?.id ?? null;
  const loaded = notices !== undefined;
  /** The newest notice about a home seen so far; `undefined` until the first answer. */
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!loaded) return;
    const before = seen.current;
    seen.current = newest;
    if (before === undefined || before === newest || newest === null) return;
    void queryClient.invalidateQueries({
      predicate: ({ queryKey: [first, kind] }) => first === scope && recordKinds.has(kind),
    });
  }, [loaded, newest, queryClient]);
};
