import { randomUUID } from 'node:crypto';
import { alertMessages } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { insertEmailDelivery } from './fan-out.queries';
import { insertNotice } from './notifications.queries';
import { preferencesOf } from './preferences.service';

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
    const [sender] = await db
      .select({ firstName: users.firstName, username: users.username })
      .from(users)
      .where(eq(users.id, senderId));
    const name = sender?.firstName?.trim() || sender?.username || 'Your realtor';
    const count = listingKeys.length;
    const choice = (await preferencesOf(db, buyerId))['homes-added'];
    if (!choice.inApp && choice.email === 'off') return;
    const now = clock.now();
    const id = await insertNotice(db, {
      userId: buyerId,
      kind: 'homes-added',
      dedupeKey: `added:${randomUUID()}`,
      ...(count === 1 ? { listingKey: listingKeys[0] } : {}),
      title: alertMessages.homesAddedTitle(name, count),
      body: alertMessages.homesAddedBody(count),
      data: { listingKeys: [...listingKeys], senderId, inApp: choice.inApp },
      createdAt: now,
      readAt: choice.inApp ? null : now,
    });
    if (id)
      await insertEmailDelivery(db, {
        notificationId: id,
        userId: buyerId,
        email: choice.email,
        now,
      });
  };
