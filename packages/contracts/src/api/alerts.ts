import { z } from 'zod/mini';
import { alertMessages } from '../messages/alerts';
import { usernameSchema } from './auth';
import { listingKeySchema } from './listings';

/**
 * What a notice is about (ADR 028). `price-change`, `status-change`, `off-market` and
 * `back-on-market` come from the replica's change events on a buyer's home; `search-match` from a
 * saved search; `homes-added` when a realtor adds homes to a buyer's list. `note-shared`,
 * `tour-requested` and `tour-updated` (ADRs 032 and 034) come from the other side of a buyer's
 * thread or tour (topic `notes-tours`). `data-stale` tells a company owner that the MLS data is
 * older than the display rules allow (ADR 048), once per incident. `household` tells a household's
 * realtor and its other members that someone joined or left it (ADR 049; topic `notes-tours`).
 */
export const notificationKinds = [
  'price-change',
  'status-change',
  'off-market',
  'back-on-market',
  'search-match',
  'homes-added',
  'note-shared',
  'tour-requested',
  'tour-updated',
  'data-stale',
  'household',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The rows of the preferences: one per kind of event a user chooses channels for. */
export const alertTopics = [
  'price',
  'status',
  'search-match',
  'homes-added',
  'notes-tours',
] as const;
export type AlertTopic = (typeof alertTopics)[number];

/**
 * How e-mail reaches a user for one topic. `unread`: at once, but only when the notice is still
 * unread after `timing.unreadEmailDelayMs` and no device of theirs took its push (ADR 052,
 * REQ-PUSH-NO-ECHO); the default where e-mail goes at once.
 */
export const emailModes = ['instant', 'unread', 'digest', 'off'] as const;
export type EmailMode = (typeof emailModes)[number];

/** One notice in the app's bell. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  /** Set whenever the notice is about one home. */
  listingKey: z.optional(z.string()),
  title: z.string(),
  body: z.string(),
  /** The home is one the buyer liked (the texts say so too: "♥ Liked"). */
  liked: z.optional(z.boolean()),
  /** On a realtor's notice about a buyer's home: whose home it is (opens it in that buyer's list). */
  buyerUsername: z.optional(z.string()),
  /** On a `tour-requested` or `tour-updated` notice: the tour (the bell opens /tours at it). */
  tourId: z.optional(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601; null while unread. */
  readAt: z.nullable(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

export const maxNotificationsPageSize = 50;

/**
 * GET /api/notifications?before={id}&limit=20: newest first; `before` (the last item's id of the
 * page before) pages back. An id that is not one of the caller's notices is a 400.
 */
export const notificationsQuerySchema = z.object({
  before: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(maxNotificationsPageSize)),
    20,
  ),
});
export const notificationsResponseSchema = z.object({
  items: z.array(notificationSchema),
  /** Unread notices in all, not only this page's. */
  unread: z.number(),
  /** The `before` of the next page; absent on the last page. */
  nextBefore: z.optional(z.string()),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** POST /api/notifications/read: `{ids}` (1 to 50) or `{all: true}`. */
export const markNotificationsReadBodySchema = z.union([
  z.strictObject({
    ids: z
      .array(z.string().check(z.minLength(1), z.maxLength(64)))
      .check(z.minLength(1), z.maxLength(maxNotificationsPageSize)),
  }),
  z.strictObject({ all: z.literal(true) }),
]);
export const markNotificationsReadResponseSchema = z.object({ unread: z.number() });

/** Topics whose SMS a user may opt into: a liked home's price drop or status change. */
export const smsTopics: readonly AlertTopic[] = ['price', 'status'];

/**
 * One topic's channels. SMS only where the topic allows it (a liked home's price or status).
 * `push` reaches the devices the user turned push on for (ADR 052); quiet hours hold it as they
 * hold SMS.
 */
export const topicPreferenceSchema = z.object({
  inApp: z.boolean(),
  email: z.enum(emailModes),
  sms: z.boolean(),
  push: z.boolean(),
});
export type TopicPreference = z.infer<typeof topicPreferenceSchema>;

/** GET and PUT /api/notification-preferences: every topic, always all of them. */
export const notificationPreferencesSchema = z.object({
  price: topicPreferenceSchema,
  status: topicPreferenceSchema,
  'search-match': topicPreferenceSchema,
  'homes-added': topicPreferenceSchema,
  /** A shared note from the other side of a thread, a tour request and its answers. */
  'notes-tours': topicPreferenceSchema,
});

/** Where quiet hours (21:00-08:00) and the daily digest (08:00) are counted until a browser tells. */
export const defaultTimeZone = 'America/New_York';

/** Whether the runtime knows `name` as an IANA time zone (`America/Chicago`, `Etc/GMT+5`, `UTC`). */
export const isTimeZoneName = (name: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/**
 * An IANA time zone name, as the browser tells it (`Intl.DateTimeFormat().resolvedOptions()
 * .timeZone`): letters, digits and `/_+-` only, known to the runtime's time zone data.
 */
export const timeZoneSchema = z
  .string()
  .check(
    z.minLength(1, alertMessages.badTimeZone),
    z.maxLength(64, alertMessages.badTimeZone),
    z.regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, alertMessages.badTimeZone),
    z.refine(isTimeZoneName, alertMessages.badTimeZone),
  );

/** A local hour, 0 to 23. */
const hourSchema = z.number().check(z.int(), z.gte(0), z.lte(23, alertMessages.badHour));

/**
 * Quiet hours: text messages wait from `from` o'clock to `to` o'clock in the user's zone (`from`
 * after `to` spans midnight; the same hour: no quiet hours). REQ-ALERTS-QUIET-HOURS.
 */
export const quietHoursSchema = z.object({ from: hourSchema, to: hourSchema });
export type QuietHours = z.infer<typeof quietHoursSchema>;
export const defaultQuietHours: QuietHours = { from: 21, to: 8 };

/**
 * A locked (liked) home's price and status changes are e-mailed at once even when those topics
 * are in the daily digest (not when their e-mail is off): on until the user turns it off
 * (REQ-ALERTS-LOCKED-INSTANT).
 */
export const defaultLikedInstant = true;

/** Whether `hour` (local) is within the quiet hours. */
export const inQuietHours = ({ from, to }: QuietHours, hour: number) =>
  from === to ? false : from < to ? hour >= from && hour < to : hour >= from || hour < to;

/**
 * PUT /api/notification-preferences: every topic; SMS only on the topics of `smsTopics`.
 * `likedInstant` and `quietHours` (optional) change those; absent keeps them.
 * `timeZone` (optional) moves quiet hours and the digest to the browser's zone; absent keeps it.
 */
export const updateNotificationPreferencesBodySchema = z
  .extend(notificationPreferencesSchema, {
    timeZone: z.optional(timeZoneSchema),
    likedInstant: z.optional(z.boolean()),
    quietHours: z.optional(quietHoursSchema),
  })
  .check(
    z.refine(
      (preferences) =>
        alertTopics.every((topic) => smsTopics.includes(topic) || !preferences[topic].sms),
      alertMessages.smsNotAllowed,
    ),
  );
export type UpdateNotificationPreferencesBody = z.infer<
  typeof updateNotificationPreferencesBodySchema
>;

/** The answer of GET and PUT: the choices, and whether SMS can reach the user (a verified phone). */
export const notificationPreferencesResponseSchema = z.object({
  preferences: notificationPreferencesSchema,
  /** False without a verified phone: SMS choices are refused until one is verified. */
  smsAvailable: z.boolean(),
  /** The IANA zone of quiet hours and the digest (`defaultTimeZone` until the user saves one). */
  timeZone: z.string(),
  /** A locked home's price and status e-mails go at once (`defaultLikedInstant` until chosen). */
  likedInstant: z.boolean(),
  /** When text messages wait (`defaultQuietHours` until chosen). */
  quietHours: quietHoursSchema,
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * In-app on, e-mail as a daily digest, SMS off, push on (it reaches only the devices a user turned
 * it on for) except a saved search's matches, which can be many a day.
 */
export const defaultNotificationPreferences: NotificationPreferences = {
  price: { inApp: true, email: 'digest', sms: false, push: true },
  status: { inApp: true, email: 'digest', sms: false, push: true },
  'search-match': { inApp: true, email: 'digest', sms: false, push: false },
  'homes-added': { inApp: true, email: 'digest', sms: false, push: true },
  /** A tour request waits on the other side: its e-mail goes at once, unless read or pushed. */
  'notes-tours': { inApp: true, email: 'unread', sms: false, push: true },
};

/** A saved search: a name, the /search query it repeats, and who hears of its matches. */
export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The search as its URL query string on /search (the web app's link back). */
  query: z.string(),
  /** The buyer it is for (a realtor's search for a buyer names them). */
  buyerUsername: z.string(),
  /** Matches go to the realtor's suggestions first. */
  concierge: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchesResponseSchema = z.object({ items: z.array(savedSearchSchema) });

/** POST /api/{product}/saved-searches */
export const createSavedSearchBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  /** The /search URL's query string (parsed with the search call's schema; a bad one is a 400). */
  query: z.string().check(z.maxLength(2_000)),
  /** A realtor names one of their buyers. */
  buyerUsername: z.optional(usernameSchema),
  /** Only with `buyerUsername`: matches wait for the realtor's approval. */
  concierge: z.optional(z.boolean()),
});

export const savedSearchParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const suggestionStatuses = ['pending', 'approved', 'dismissed'] as const;
export type SuggestionStatus = (typeof suggestionStatuses)[number];

/** One home a concierge search found for a buyer, waiting for their realtor. */
export const suggestionSchema = z.object({
  id: z.string(),
  listingKey: listingKeySchema,
  buyerUsername: z.string(),
  savedSearchId: z.string(),
  createdAt: z.string(),
});
export const suggestionsResponseSchema = z.object({ items: z.array(suggestionSchema) });
export const suggestionParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** GET /api/unsubscribe?token=: one click, signed out; answers a small page, not JSON. */
export const unsubscribeQuerySchema = z.object({
  token: z.string().check(z.minLength(16), z.maxLength(1_000)),
});
