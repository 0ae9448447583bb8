import { subscribe } from '../../platform/events';
import { insertSend } from './team-performance.queries';

/**
 * A realtor's send of homes, kept for the team's performance (ADR 053): the list forgets a home
 * once it is removed, this count does not. A household deleted since writes nothing.
 */
export const homesSentSubscriber = subscribe(
  'team-performance.homes-sent',
  'homes-sent',
  async (event, { db }) => {
    await insertSend(db, {
      buyerId: event.buyerId,
      senderId: event.senderId,
      homes: event.listingKeys.length,
      at: new Date(event.at),
    });
  },
);
