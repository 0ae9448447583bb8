import { tourMessages, type NotificationKind, type TourState } from '@rela/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { subscribe } from '../../platform/events';
import { addressToTell } from './fan-out.queries';
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
 * A tour's notice (ADR 034, REQ-TOUR-MAIL): `tour-requested` to the realtor (and the household's
 * other members, ADR 049) when a buyer asks,
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
  // The realtor, and the household's other members (ADR 049): each once, never the one who asked.
  subscribe('alerts.tour-requested-notice', 'tour-requested', async (event, { db, clock }) => {
    const others = event.actorId
      ? (
          await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.householdId, event.buyerId), eq(users.role, 'buyer')))
        )
          .map((member) => member.id)
          .filter((id) => id !== event.actorId)
      : [];
    await tourNotice(db, clock.now(), { ...event, userId: event.realtorId, state: 'requested' });
    if (others.length === 0) return;
    // A member is told the home as a buyer may see it; the event's address is the realtor's.
    const address = await addressToTell(db, event.listingKey, true);
    for (const userId of others)
      await tourNotice(db, clock.now(), { ...event, address, userId, state: 'requested' });
  }),
  subscribe('alerts.tour-changed-notice', 'tour-changed', async (event, { db, clock }) => {
    await tourNotice(db, clock.now(), event);
  }),
];
