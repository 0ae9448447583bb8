import { tourMessages, type NotificationKind, type TourState } from '@rela/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { noticeForOne } from './notice-for-one';

/** A tour's news as the tours module tells it: for whom, which tour, what happened. */
export type TourNews = {
  /** The other side: the realtor for a request, else whoever did not make the change. */
  userId: string;
  tourId: string;
  listingKey: string;
  address: string;
  state: TourState;
  /** The buyer's name, for the request's notice. */
  buyerName: string;
  /** The change's time: one notice per tour, state and time. */
  at: Date;
  /** The tour's time on the home's clock, its zone named; said in the notice and its e-mail. */
  when: string | null;
  /** A confirmed tour's `.ics`, attached to its e-mail (kept with the notice, never shown). */
  calendar?: { filename: string; content: string };
};

/**
 * A tour's notices (ADR 034, REQ-TOUR-MAIL): `tour-requested` to the realtor when a buyer asks,
 * `tour-updated` to the other side at every change. The receiver's `notes-tours` choices decide
 * as for every topic: hidden from the bell when in-app is off, an e-mail row unless e-mail is off.
 */
export const tourNotifier =
  ({ db, clock }: { db: Db; clock: Clock }) =>
  async (news: TourNews): Promise<void> => {
    const kind: NotificationKind = news.state === 'requested' ? 'tour-requested' : 'tour-updated';
    await noticeForOne(db, {
      userId: news.userId,
      topic: 'notes-tours',
      now: clock.now(),
      content: async () => ({
        kind,
        dedupeKey: `tour:${news.tourId}:${news.state}:${news.at.toISOString()}`,
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
