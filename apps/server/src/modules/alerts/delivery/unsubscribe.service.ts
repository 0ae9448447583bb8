import {
  alertTopics,
  defaultNotificationPreferences,
  type NotificationPreferences,
} from '@rela/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { storedPreferences, storePreferences } from './delivery.queries';
import { preferencesOrDefaults } from './topics';
import { verifyUnsubscribeToken, type UnsubscribeClaim } from './unsubscribe-token';

export type UnsubscribeDeps = { db: Db; clock: Clock; linkKey: Buffer };

/**
 * What a signed link names, if it is ours, untampered, unexpired and its user still exists; null
 * otherwise. Reading a link changes nothing (a mail scanner that opens it turns nothing off).
 */
export const linkClaim = async (
  { db, clock, linkKey }: UnsubscribeDeps,
  token: string,
): Promise<UnsubscribeClaim | null> => {
  const claim = verifyUnsubscribeToken(linkKey, token, clock.now());
  if (!claim) return null;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, claim.userId));
  return user ? claim : null;
};

/** `off`: the link unsubscribes; `on`: "Resubscribe" puts each topic's default e-mail choice back. */
export type LinkChange = 'off' | 'on';

/**
 * Turns the e-mail a signed link names (one topic, or all) off, or back to its default; answers the
 * link's claim, or null for a bad, tampered or expired link (then nothing changes). Twice is the
 * same as once.
 */
export const changeByLink = async (
  { db, clock, linkKey }: UnsubscribeDeps,
  token: string,
  change: LinkChange,
): Promise<UnsubscribeClaim | null> => {
  const now = clock.now();
  const claim = verifyUnsubscribeToken(linkKey, token, now);
  if (!claim) return null;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, claim.userId))
      .for('update');
    if (!user) return null;
    const current = preferencesOrDefaults(await storedPreferences(tx, user.id));
    const topics = claim.topic === 'all' ? alertTopics : [claim.topic];
    const preferences = Object.fromEntries(
      alertTopics.map((topic) => [
        topic,
        topics.includes(topic)
          ? {
              ...current[topic],
              email: change === 'off' ? 'off' : defaultNotificationPreferences[topic].email,
            }
          : current[topic],
      ]),
    ) as NotificationPreferences;
    await storePreferences(tx, { userId: user.id, preferences, now });
    return claim;
  });
};
