import {
  alertMessages,
  alertTopics,
  defaultNotificationPreferences,
  notificationPreferencesSchema,
  type NotificationPreferences,
  type NotificationPreferencesResponse,
} from '@rela/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { appError } from '../../platform/errors';
import type { Actor } from '../../platform/policy/policy';

export type PreferencesDeps = { db: Db; clock: Clock };

/** Stored choices over the defaults, topic by topic (a topic added later gets its default). */
const withDefaults = (stored: unknown): NotificationPreferences => {
  const parsed = notificationPreferencesSchema.safeParse({
    ...defaultNotificationPreferences,
    ...(typeof stored === 'object' && stored !== null ? stored : {}),
  });
  return parsed.success ? parsed.data : defaultNotificationPreferences;
};

/** A user's choices, the defaults where none are stored. */
export const preferencesOf = async (db: Db, userId: string) =>
  withDefaults(
    (
      await db
        .select({ preferences: notificationPreferences.preferences })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId))
    )[0]?.preferences,
  );

const readOwn = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ preferences: notificationPreferences.preferences, phone: users.phoneVerified })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return { preferences: withDefaults(row?.preferences), smsAvailable: row?.phone === true };
};

/** The caller's channels per topic (the defaults until they choose). */
export const getNotificationPreferences = async (
  { db }: PreferencesDeps,
  actor: Actor,
): Promise<NotificationPreferencesResponse> => readOwn(db, actor.id);

/**
 * Replaces the caller's choices (every topic at once). SMS needs a verified phone: without one an
 * SMS choice is a 400 and nothing changes.
 */
export const updateNotificationPreferences = async (
  { db, clock }: PreferencesDeps,
  actor: Actor,
  preferences: NotificationPreferences,
): Promise<NotificationPreferencesResponse> => {
  const { smsAvailable } = await readOwn(db, actor.id);
  if (!smsAvailable && alertTopics.some((topic) => preferences[topic].sms)) {
    throw appError('VALIDATION', alertMessages.smsNeedsPhone);
  }
  const now = clock.now();
  const stored = Object.fromEntries(
    alertTopics.map((topic) => [topic, preferences[topic]]),
  ) as NotificationPreferences;
  await db
    .insert(notificationPreferences)
    .values({ userId: actor.id, preferences: stored, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { preferences: stored, updatedAt: now },
    });
  return { preferences: stored, smsAvailable };
};
