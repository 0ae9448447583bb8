import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@rela/contracts';
import { householdQueryKey } from '../../../lib/household';
import { propertyQueryKeys } from '../../../listing/model/query-keys';

const [scope] = propertyQueryKeys.all;
const recordKinds = new Set<unknown>([
  propertyQueryKeys.records([])[1],
  propertyQueryKeys.record('')[1],
]);
const aboutAHome = (notice: Notification) => notice.listingKey !== undefined;
const householdNews = (notice: Notification) => notice.kind === 'household';

/**
 * Runs `onNew` (a stable callback) when the newest notice `pick` takes changes: never on the
 * first answer.
 */
const useOnNewNotice = (
  notices: readonly Notification[] | undefined,
  pick: (notice: Notification) => boolean,
  onNew: () => void,
) => {
  const newest = notices?.find(pick)?.id ?? null;
  const loaded = notices !== undefined;
  /** The newest such notice seen so far; `undefined` until the first answer. */
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!loaded) return;
    const before = seen.current;
    seen.current = newest;
    if (before === undefined || before === newest || newest === null) return;
    onNew();
  }, [loaded, newest, onNew]);
};

/**
 * When a new notice about a home arrives, the homes' facts on screen are asked again, so a card
 * that wears "Price ↓ $15,000" shows the new price too. When a household's news arrives (someone
 * joined, left, or removed a home: ADR 049), the household and the list are asked again, so My
 * Account, the cards and their "who likes it" lines are current without a reload.
 */
export const useRefreshChangedHomes = (notices: readonly Notification[] | undefined) => {
  const queryClient = useQueryClient();
  const refreshRecords = useCallback(
    () =>
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [first, kind] }) => first === scope && recordKinds.has(kind),
      }),
    [queryClient],
  );
  const refreshHousehold = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: householdQueryKey });
    void queryClient.invalidateQueries({ queryKey: propertyQueryKeys.all });
  }, [queryClient]);
  useOnNewNotice(notices, aboutAHome, refreshRecords);
  useOnNewNotice(notices, householdNews, refreshHousehold);
};
