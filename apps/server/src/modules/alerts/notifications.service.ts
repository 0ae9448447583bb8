import {
  alertMessages,
  isUuid,
  type Notification,
  type NotificationKind,
  type NotificationsResponse,
} from '@rela/contracts';
import type { Db } from '../../db/client';
import type { NotificationRow } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { appError } from '../../platform/errors';
import type { Actor } from '../../platform/policy/policy';
import { countUnread, findOwnNotice, listNotices, markRead } from './notifications.queries';

export type NotificationsDeps = { db: Db; clock: Clock };

/** A notice as the bell shows it. */
export const noticeItem = (row: NotificationRow): Notification => {
  const liked = row.data.liked === true;
  const buyerUsername = row.data.buyerUsername;
  const tourId = row.data.tourId;
  return {
    id: row.id,
    kind: row.kind satisfies NotificationKind,
    ...(row.listingKey ? { listingKey: row.listingKey } : {}),
    title: row.title,
    body: row.body,
    ...(row.listingKey ? { liked } : {}),
    ...(typeof buyerUsername === 'string' ? { buyerUsername } : {}),
    ...(typeof tourId === 'string' ? { tourId } : {}),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
};

/** The caller's own notices, newest first; every user has some or none, never anyone else's. */
export const listNotifications = async (
  { db }: NotificationsDeps,
  actor: Actor,
  query: { before?: string; limit: number },
): Promise<NotificationsResponse> => {
  const before =
    query.before === undefined
      ? undefined
      : isUuid(query.before)
        ? await findOwnNotice(db, { userId: actor.id, id: query.before })
        : undefined;
  if (query.before !== undefined && !before) {
    throw appError('VALIDATION', alertMessages.badCursor);
  }
  const rows = await listNotices(db, {
    userId: actor.id,
    ...(before ? { beforeId: before.id } : {}),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(noticeItem),
    unread: await countUnread(db, actor.id),
    ...(rows.length > query.limit && last ? { nextBefore: last.id } : {}),
  };
};

/** Marks the caller's own notices read (`ids` of anyone else change nothing); the unread left. */
export const markNotificationsRead = async (
  { db, clock }: NotificationsDeps,
  actor: Actor,
  body: { ids: string[] } | { all: true },
) => {
  const ids = 'all' in body ? 'all' : body.ids.filter(isUuid);
  if (ids === 'all' || ids.length > 0) {
    await markRead(db, { userId: actor.id, ids, now: clock.now() });
  }
  return { unread: await countUnread(db, actor.id) };
};
