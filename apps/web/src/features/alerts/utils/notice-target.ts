import type { Notification } from '@rela/contracts';
import type { HomeThread } from '../../../listing/model/home-thread';

/** A home the bell opens in the property dialog; with a thread, on its Notes tab. */
export type NoticeHome = { listingKey: string; thread?: HomeThread };

export type NoticeTarget = { to: 'page'; path: string } | { to: 'home'; home: NoticeHome };

/** The itinerary at one tour (`/tours?tour=`), or the itinerary when the notice names none. */
export const tourPath = (tourId?: string) =>
  tourId ? `/tours?${new URLSearchParams({ tour: tourId }).toString()}` : '/tours';

/**
 * Where an opened notice goes: a tour's to the itinerary at that tour; a shared note's to the
 * home's Notes tab, in the thread of the buyer it names (a realtor's) or the reader's own (a
 * buyer's); any other about a home to that home; one about no home nowhere.
 */
export const noticeTarget = (notice: Notification): NoticeTarget | null => {
  if (notice.kind === 'tour-requested' || notice.kind === 'tour-updated')
    return { to: 'page', path: tourPath(notice.tourId) };
  // The MLS data is out of date (ADR 048): the owner's compliance page tells the incident.
  if (notice.kind === 'data-stale') return { to: 'page', path: '/compliance' };
  if (!notice.listingKey) return null;
  if (notice.kind === 'note-shared') {
    const thread: HomeThread = notice.buyerUsername
      ? { side: 'realtor', buyer: notice.buyerUsername }
      : { side: 'buyer' };
    return { to: 'home', home: { listingKey: notice.listingKey, thread } };
  }
  return { to: 'home', home: { listingKey: notice.listingKey } };
};
