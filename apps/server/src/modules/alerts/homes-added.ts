import { randomUUID } from 'node:crypto';
import { alertMessages } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { noticeForOne } from './notice-for-one';

/** A send of homes as buyer-homes tells of it: who sent which keys to whom. */
export type HomesSent = { buyerId: string; senderId: string; listingKeys: readonly string[] };

/**
 * The buyer hears "{realtor} added N homes" once per send (kind `homes-added`, key `added:{send}`).
 * Only homes someone else added: a buyer's own additions tell nobody. The buyer's choices for
 * `homes-added` decide as for every topic: hidden from the bell when in-app is off, an e-mail row
 * unless e-mail is off, nothing at all when both are off.
 */
export const homesAddedNotifier =
  ({ db, clock }: { db: Db; clock: Clock }) =>
  async ({ buyerId, senderId, listingKeys }: HomesSent): Promise<void> => {
    if (listingKeys.length === 0 || senderId === buyerId) return;
    await noticeForOne(db, {
      userId: buyerId,
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
          dedupeKey: `added:${randomUUID()}`,
          ...(count === 1 ? { listingKey: listingKeys[0] } : {}),
          title: alertMessages.homesAddedTitle(name, count),
          body: alertMessages.homesAddedBody(count),
          data: { listingKeys: [...listingKeys], senderId },
        };
      },
    });
  };
