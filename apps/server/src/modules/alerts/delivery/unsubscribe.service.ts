import { alertEmailMessages, alertTopics, type NotificationPreferences } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { storedPreferences, turnEmailOff } from './delivery.queries';
import { preferencesOrDefaults } from './topics';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export type UnsubscribeDeps = { db: Db; clock: Clock; linkKey: Buffer };

/**
 * Turns off the e-mail a signed link names (one topic, or all); answers the page's line, or null
 * for a bad, tampered or expired link (then nothing changes). Twice is the same as once.
 */
export const unsubscribe = async (
  { db, clock, linkKey }: UnsubscribeDeps,
  token: string,
): Promise<string | null> => {
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
        topics.includes(topic) ? { ...current[topic], email: 'off' } : current[topic],
      ]),
    ) as NotificationPreferences;
    await turnEmailOff(tx, { userId: user.id, preferences, now });
    return alertEmailMessages.unsubscribed(claim.topic);
  });
};
