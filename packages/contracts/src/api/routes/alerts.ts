import { z } from 'zod/mini';
import { timing } from '../../constants';
import {
  markNotificationsReadBodySchema,
  markNotificationsReadResponseSchema,
  notificationPreferencesResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  updateNotificationPreferencesBodySchema,
} from '../alerts';
import { apiRoute } from '../route';

/** `text/event-stream`: `event: notice` lines with no data, and `:` heartbeats (ADR 040). */
const eventStreamSchema = z.string();

/** The caller's own notices and their choices of channels (ADR 028). */
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
  /**
   * Server-sent events, read with fetch so the bearer header goes with it (ADR 040): `ready` once
   * open, then `notice` whenever one of the caller's notices is written or changed; it says nothing
   * more, the bell reads the notices again. 429 past `limits.noticeStreamsPerUser` open streams.
   */
  noticeStream: apiRoute({
    method: 'GET',
    path: '/notifications/stream',
    access: 'signed-in',
    tag: 'alerts',
    ok: { 200: eventStreamSchema },
    errors: [401, 429],
    timeoutMs: timing.noticeStreamMaxAgeMs,
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
