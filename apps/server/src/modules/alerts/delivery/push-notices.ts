import { pushMessages, type PushPayload } from '@rela/contracts';
import type { DueDelivery } from './delivery.queries';

/**
 * Pushes one person gets one by one when quiet hours end on many held notices (REQ-PUSH-QUIET):
 * the newest this many, then one "N more notices" for the rest, so a morning never brings twenty.
 */
export const maxPushesAtOnce = 3;

type PushNotice = Pick<DueDelivery, 'kind' | 'listingKey' | 'data'>;

/**
 * The page a push opens (the bell's targets as paths): a tour's notice the itinerary at the tour,
 * the owner's data notice the compliance page, a home's notice the home on /home (`listing`, and
 * for a realtor the buyer whose list holds it), any other /home.
 */
export const pushUrlOf = ({ kind, listingKey, data }: PushNotice): string => {
  if (kind === 'tour-requested' || kind === 'tour-updated') {
    return typeof data.tourId === 'string'
      ? `/tours?${new URLSearchParams({ tour: data.tourId }).toString()}`
      : '/tours';
  }
  if (kind === 'data-stale') return '/compliance';
  if (!listingKey) return '/home';
  const params = new URLSearchParams({ listing: listingKey });
  if (typeof data.buyerUsername === 'string') params.set('buyer', data.buyerUsername);
  return `/home?${params.toString()}`;
};

/**
 * What a notice's push carries (REQ-PUSH-PAYLOAD): the bell's title and line, the page to open and
 * the notice's id as the tag; nothing else of the person's (no price history, no e-mail, no id of
 * theirs), since the push service relays it and the lock screen shows it.
 */
export const pushOfNotice = (
  row: PushNotice & Pick<DueDelivery, 'notificationId' | 'title' | 'body'>,
): PushPayload => ({
  title: row.title,
  body: row.body,
  url: pushUrlOf(row),
  tag: row.notificationId,
});

/** The push for the notices beyond `maxPushesAtOnce`: their count, opening the bell's page. */
export const pushOfMore = (count: number, tag: string): PushPayload => ({
  title: pushMessages.moreTitle(count),
  body: pushMessages.moreBody,
  url: '/home',
  tag,
});
