import { alertMessages } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { subscribe } from '../../platform/events';
import { householdMemberIds } from '../../platform/policy/households.queries';
import { noticeForOne } from './notice-for-one';

/**
 * Each member of the household (ADR 049: `buyerId` names it) hears "{realtor} added N homes" once per send (kind `homes-added`, key
 * `added:{event}`), an approved suggestion's included. Only homes someone else added: a buyer's
 * own additions tell nobody. The buyer's choices for `homes-added` decide as for every topic:
 * hidden from the bell when in-app is off, an e-mail row unless e-mail is off, nothing at all when
 * both are off.
 */
export const homesAddedSubscriber = subscribe(
  'alerts.homes-added-notice',
  'homes-sent',
  async ({ buyerId, senderId, listingKeys }, { db, clock, eventId }) => {
    if (listingKeys.length === 0 || senderId === buyerId) return;
    for (const userId of await householdMemberIds(db, buyerId)) {
      if (userId === senderId) continue;
      await noticeForOne(db, {
        userId,
        topic: 'homes-added',
        now: clock.now(),
        content: async () => {
          const [sender] = await db
            .select({ firstName: users.firstName, username: users.username })
            .from(users)
            .where(eq(users.id, senderId));
          const name = sender?.firstName?.trim() || sender?.username || 'Your realtor';
          const count = listingKeys.length;
          return {
            kind: 'homes-added',
            dedupeKey: `added:${eventId}`,
            ...(count === 1 ? { listingKey: listingKeys[0] } : {}),
            title: alertMessages.homesAddedTitle(name, count),
            body: alertMessages.homesAddedBody(count),
            data: { listingKeys: [...listingKeys], senderId },
          };
        },
      });
    }
  },
);
