import {
  defaultNotificationPreferences,
  notificationPreferencesSchema,
  type AlertTopic,
  type NotificationKind,
  type NotificationPreferences,
} from '@rela/contracts';

/** The preferences row a notice's kind is chosen on. */
export const topicOfKind: Record<NotificationKind, AlertTopic> = {
  'price-change': 'price',
  'status-change': 'status',
  'off-market': 'status',
  'back-on-market': 'status',
  'search-match': 'search-match',
  'homes-added': 'homes-added',
  'note-shared': 'notes-tours',
  'tour-requested': 'notes-tours',
  'tour-updated': 'notes-tours',
  // An owner's operational notice (ADR 048): in the bell always; its e-mail is sent on its own.
  'data-stale': 'status',
  // Someone joined or left the household (ADR 049): news from the other side of the list.
  household: 'notes-tours',
};

/** Stored choices over the defaults, topic by topic. */
export const preferencesOrDefaults = (stored: unknown): NotificationPreferences => {
  const parsed = notificationPreferencesSchema.safeParse({
    ...defaultNotificationPreferences,
    ...(typeof stored === 'object' && stored !== null ? stored : {}),
  });
  return parsed.success ? parsed.data : defaultNotificationPreferences;
};
