import { tourMessages, type NotificationKind, type TourState } from '@rela/contracts';
import type { Db } from '../../db/client';
import { subscribe } from '../../platform/events';
import { noticeForOne } from './notice-for-one';

/** A tour's news for one person: which tour, what happened, when. */
type TourNews = {
  userId: string;
  tourId: string;
  listingKey: string;
  address: string;
  state: TourState;
  buyerName: string;
  /** The change's time: one notice per tour, state and time. */
  at: string;
  /** The tour's time on the home's clock, its zone named; said in the notice and its e-mail. */
  when: string | null;
  /** A confirmed tour's `.ics`, attached to its e-mail (kept with the notice, never shown). */
  calendar?: { filename: string; content: string } | undefined;
};

/**
 * A tour's notice (ADR 034, REQ-TOUR-MAIL): `tour-requested` to the realtor when a buyer asks,
 * `tour-updated` to the other side at every change. The receiver's `notes-tours` choices decide as
 * for every topic: hidden from the bell when in-app is off, an e-mail row unless e-mail is off.
 */
const tourNotice = async (db: Db, now: Date, news: TourNews): Promise<void> => {
  const kind: NotificationKind = news.state === 'requested' ? 'tour-requested' : 'tour-updated';
  await noticeForOne(db, {
    userId: news.userId,
    topic: 'notes-tours',
    now,
    content: async () => ({
      kind,
      dedupeKey: `tour:${news.tourId}:${news.state}:${new Date(news.at).toISOString()}`,
      listingKey: news.listingKey,
      title:
        kind === 'tour-requested'
          ? tourMessages.requestedNotice(news.buyerName, news.address)
          : tourMessages.updatedNotice(news.state, news.address),
      body: tourMessages.noticeBody(news.state, news.when),
      data: {
        tourId: news.tourId,
        state: news.state,
        ...(news.calendar ? { calendar: news.calendar } : {}),
      },
    }),
  });
};

/** The tours' notices, told of a request and of every change (ADR 043). */
export const tourNoticeSubscribers = [
  subscribe('alerts.tour-requested-notice', 'tour-requested', async (event, { db, clock }) => {
    await tourNotice(db, clock.now(), { ...event, userId: event.realtorId, state: 'requested' });
  }),
  subscribe('alerts.tour-changed-notice', 'tour-changed', async (event, { db, clock }) => {
    await tourNotice(db, clock.now(), event);
  }),
];
