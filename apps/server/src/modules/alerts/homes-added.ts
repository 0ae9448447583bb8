import { randomUUID } from 'node:crypto';
import { alertMessages } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { insertNotice } from './notifications.queries';

/** A send of homes as buyer-homes tells of it: who sent which keys to whom. */
export type HomesSent = { buyerId: string; senderId: string; listingKeys: readonly string[] };

/**
 * The buyer hears "{realtor} added N homes" once per send (kind `homes-added`, key `added:{send}`).
 * Only homes someone else added: a buyer's own additions tell nobody. In-app only this session:
 * its e-mail comes with the digests (a later session) like the other topics' deliveries.
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
    await insertNotice(db, {
      userId: buyerId,
      kind: 'homes-added',
      dedupeKey: `added:${randomUUID()}`,
      ...(count === 1 ? { listingKey: listingKeys[0] } : {}),
      title: alertMessages.homesAddedTitle(name, count),
      body: alertMessages.homesAddedBody(count),
      data: { listingKeys: [...listingKeys], senderId, inApp: true },
      createdAt: clock.now(),
    });
  };
