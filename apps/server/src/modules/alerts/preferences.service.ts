import {
  alertMessages,
  alertTopics,
  defaultLikedInstant,
  defaultNotificationPreferences,
  defaultQuietHours,
  defaultTimeZone,
  notificationPreferencesSchema,
  quietHoursSchema,
  type QuietHours,
  type NotificationPreferences,
  type NotificationPreferencesResponse,
  type UpdateNotificationPreferencesBody,
} from '@rela/contracts';
import { eq, sql } from 'drizzle-orm';
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

/**
 * The choices beside the topics, kept in the same stored object (`likedInstant`, `quietHours`):
 * what is stored, else the defaults.
 */
export const extrasOf = (stored: unknown): { likedInstant: boolean; quietHours: QuietHours } => {
  const object = typeof stored === 'object' && stored !== null ? stored : {};
  const likedInstant = (object as { likedInstant?: unknown }).likedInstant;
  const quiet = quietHoursSchema.safeParse((object as { quietHours?: unknown }).quietHours);
  return {
    likedInstant: typeof likedInstant === 'boolean' ? likedInstant : defaultLikedInstant,
    quietHours: quiet.success ? quiet.data : defaultQuietHours,
  };
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
    .select({
      preferences: notificationPreferences.preferences,
      timeZone: notificationPreferences.timeZone,
      phone: users.phoneVerified,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return {
    preferences: withDefaults(row?.preferences),
    smsAvailable: row?.phone === true,
    timeZone: row?.timeZone ?? defaultTimeZone,
    ...extrasOf(row?.preferences),
  };
};

/**
 * Whether the database knows the zone too: quiet hours and the digest are counted in SQL (`at time
 * zone`), and a name only the runtime knows would fail every fan-out batch that reads it.
 */
const databaseKnows = async (db: Db, timeZone: string) => {
  const result = await db.execute(
    sql`select exists (select 1 from pg_timezone_names where name = ${timeZone}) as known`,
  );
  return (result as unknown as { rows: { known: boolean }[] }).rows[0]?.known === true;
};

/** The caller's channels per topic (the defaults until they choose) and their time zone. */
export const getNotificationPreferences = async (
  { db }: PreferencesDeps,
  actor: Actor,
): Promise<NotificationPreferencesResponse> => readOwn(db, actor.id);

/**
 * Replaces the caller's choices (every topic at once), and their time zone when the browser tells
 * one (else it stays). SMS needs a verified phone: without one an SMS choice is a 400 and nothing
 * changes; so is a zone the database does not know.
 */
export const updateNotificationPreferences = async (
  { db, clock }: PreferencesDeps,
  actor: Actor,
  { timeZone, likedInstant, quietHours, ...preferences }: UpdateNotificationPreferencesBody,
): Promise<NotificationPreferencesResponse> => {
  const own = await readOwn(db, actor.id);
  const { smsAvailable, timeZone: storedZone } = own;
  if (!smsAvailable && alertTopics.some((topic) => preferences[topic].sms)) {
    throw appError('VALIDATION', alertMessages.smsNeedsPhone);
  }
  if (timeZone !== undefined && timeZone !== storedZone && !(await databaseKnows(db, timeZone))) {
    throw appError('VALIDATION', alertMessages.badTimeZone);
  }
  const now = clock.now();
  const topics = Object.fromEntries(
    alertTopics.map((topic) => [topic, preferences[topic]]),
  ) as NotificationPreferences;
  const extras = {
    likedInstant: likedInstant ?? own.likedInstant,
    quietHours: quietHours ?? own.quietHours,
  };
  // The topics and the choices beside them in one stored object (the fan-out reads both in SQL).
  const stored = { ...topics, ...extras };
  const zone = timeZone ?? storedZone;
  await db
    .insert(notificationPreferences)
    .values({ userId: actor.id, preferences: stored, timeZone: zone, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { preferences: stored, timeZone: zone, updatedAt: now },
    });
  return { preferences: topics, smsAvailable, timeZone: zone, ...extras };
};
