import { activityRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';

/**
 * Tells the server the buyer opened a home's details (ADR 033): called by the click that opens the
 * dialog, once per opening, fire and forget (no retry: a lost view costs the feed one line, and the
 * server dedupes repeats within 30 minutes anyway). An event, not an effect of the dialog: React may
 * mount a dialog's tree twice in one opening (its code arriving, a list refreshing around it).
 */
export const tellViewed = (listingKey: string) => {
  call(activityRoutes.recordView, { body: { listingKey } }).catch(() => undefined);
};
