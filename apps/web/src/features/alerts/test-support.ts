import { http, HttpResponse } from 'msw';
import {
  apiPaths,
  defaultProductSlug,
  withProduct,
  type Notification,
  type NotificationPreferencesResponse,
  type UpdateNotificationPreferencesBody,
} from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { photos, rawProperty } from '../../listing/model/test-fixtures';

const minuteMs = 60_000;

/** A notice `minutesAgo` minutes old, unread unless told. */
export const notice = (
  id: string,
  minutesAgo: number,
  overrides: Partial<Notification> = {},
): Notification => ({
  id,
  kind: 'price-change',
  listingKey: 'K1',
  title: 'Price ↓ $15,000 — 12 Oak Street, Springfield',
  body: 'Now $435,000, was $450,000.',
  createdAt: new Date(Date.now() - minutesAgo * minuteMs).toISOString(),
  readAt: null,
  ...overrides,
});

/**
 * The caller's notices behind MSW, newest first as given: paged by `before` and `limit`, marked
 * read by ids or all; logs each list call's query and each read body.
 */
export const noticesServer = (initial: Notification[]) => {
  let notices = [...initial];
  const lists: URLSearchParams[] = [];
  const reads: unknown[] = [];
  const unread = () => notices.filter((item) => item.readAt === null).length;
  server.use(
    http.get(apiUrl(apiPaths.notifications), ({ request }) => {
      const query = new URL(request.url).searchParams;
      lists.push(query);
      const before = query.get('before');
      const limit = Number(query.get('limit') ?? 20);
      const start = before ? notices.findIndex((item) => item.id === before) + 1 : 0;
      const items = notices.slice(start, start + limit);
      const more = start + limit < notices.length;
      return HttpResponse.json({
        items,
        unread: unread(),
        ...(more ? { nextBefore: items.at(-1)?.id } : {}),
      });
    }),
    http.post(apiUrl(apiPaths.markNotificationsRead), async ({ request }) => {
      const body = (await request.json()) as { ids?: string[]; all?: true };
      reads.push(body);
      const readAt = new Date().toISOString();
      notices = notices.map((item) =>
        body.all || body.ids?.includes(item.id) ? { ...item, readAt: item.readAt ?? readAt } : item,
      );
      return HttpResponse.json({ unread: unread() });
    }),
  );
  return {
    lists,
    reads,
    /** A new notice arrives (the next fan-out). */
    add: (item: Notification) => {
      notices = [item, ...notices];
    },
  };
};

/**
 * The notices' stream behind MSW: each open stream says `ready`, and `tell()` writes `notice` on
 * every stream open. Counts the streams opened.
 */
export const noticeStreamServer = () => {
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const encoder = new TextEncoder();
  let opened = 0;
  server.use(
    http.get(apiUrl(apiPaths.noticeStream), ({ request }) => {
      opened += 1;
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          open.add(controller);
          controller.enqueue(encoder.encode('event: ready\ndata: {}\n\n'));
          request.signal.addEventListener('abort', () => open.delete(controller));
        },
        cancel: () => undefined,
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return {
    opened: () => opened,
    tell: () => {
      for (const controller of open)
        controller.enqueue(encoder.encode('event: notice\ndata: {}\n\n'));
    },
  };
};

/** The records and photos of homes, for the property dialog and the cards. */
export const homeRecords = () => {
  const keysOf = (request: Request) =>
    (new URL(request.url).searchParams.get('listingKeys') ?? '').split(',').filter(Boolean);
  const path = (template: string) => apiUrl(withProduct(template, defaultProductSlug));
  server.use(
    http.get(path(apiPaths.listingsProperties), ({ request }) =>
      HttpResponse.json({ value: keysOf(request).map((key) => rawProperty(key)) }),
    ),
    http.get(path(apiPaths.listingsImages), ({ request }) =>
      HttpResponse.json({
        images: Object.fromEntries(keysOf(request).map((key) => [key, photos(key, 2)])),
      }),
    ),
    http.get(path(apiPaths.listingImages), ({ params }) =>
      HttpResponse.json({
        listingKey: String(params.listingKey),
        imageURLs: photos(String(params.listingKey), 2),
      }),
    ),
  );
};

/**
 * The stored choices behind MSW; records each PUT body and answers with `answer` if given (else the
 * body's choices, and its time zone or the stored one).
 */
export const preferencesServer = (
  stored: NotificationPreferencesResponse,
  answer?: () => Response,
) => {
  const saved: unknown[] = [];
  server.use(
    http.get(apiUrl(apiPaths.notificationPreferences), () => HttpResponse.json(stored)),
    http.put(apiUrl(apiPaths.notificationPreferences), async ({ request }) => {
      const body = (await request.json()) as UpdateNotificationPreferencesBody;
      saved.push(body);
      const {
        timeZone = stored.timeZone,
        likedInstant = stored.likedInstant,
        quietHours = stored.quietHours,
        ...preferences
      } = body;
      return answer
        ? answer()
        : HttpResponse.json({ ...stored, preferences, timeZone, likedInstant, quietHours });
    }),
  );
  return saved;
};
