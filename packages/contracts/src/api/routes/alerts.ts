import {
  markNotificationsReadBodySchema,
  markNotificationsReadResponseSchema,
  notificationPreferencesResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  updateNotificationPreferencesBodySchema,
} from '../alerts';
import { apiRoute } from '../route';

/** The caller's own notices and their choices of channels (issue 22). */
export const alertRoutes = {
  /** Newest first, paged by `before`; `unread` counts all unread notices (the bell polls it). */
  notifications: apiRoute({
    method: 'GET',
    path: '/notifications',
    access: 'signed-in',
    tag: 'alerts',
    query: notificationsQuerySchema,
    ok: { 200: notificationsResponseSchema },
    errors: [400, 401],
  }),
  /** Marks `{ids}` (only the caller's own; others are ignored) or `{all: true}` read. */
  markNotificationsRead: apiRoute({
    method: 'POST',
    path: '/notifications/read',
    access: 'signed-in',
    tag: 'alerts',
    body: markNotificationsReadBodySchema,
    ok: { 200: markNotificationsReadResponseSchema },
    errors: [400, 401],
  }),
  notificationPreferences: apiRoute({
    method: 'GET',
    path: '/notification-preferences',
    access: 'signed-in',
    tag: 'alerts',
    ok: { 200: notificationPreferencesResponseSchema },
    errors: [401],
  }),
  /** Every topic at once; SMS only for price and status, and only with a verified phone. */
  updateNotificationPreferences: apiRoute({
    method: 'PUT',
    path: '/notification-preferences',
    access: 'signed-in',
    tag: 'alerts',
    body: updateNotificationPreferencesBodySchema,
    ok: { 200: notificationPreferencesResponseSchema },
    errors: [400, 401],
  }),
} as const;
