import { useEffect } from 'react';
import { activityRoutes } from '@rela/contracts';
import { call } from '../../lib/api-client';

/**
 * Tells the server the buyer opened this home's dialog (issue 23): one POST each time the dialog
 * opens on a home, fire and forget (no retry: a lost view costs the feed one line, and the server
 * dedupes repeats within 30 minutes anyway).
 */
export const useRecordView = (listingKey: string, enabled: boolean) => {
  useEffect(() => {
    if (!enabled || !listingKey) return;
    call(activityRoutes.recordView, { body: { listingKey } }).catch(() => undefined);
  }, [listingKey, enabled]);
};
