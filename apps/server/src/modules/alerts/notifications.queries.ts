import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, type NotificationRow } from '../../db/schema';

/** Notices the user chose not to see in the app (they exist for their e-mail or SMS). */
const shown = sql`(${notifications.data} ->> 'inApp') is distinct from 'false'`;

/** The user's notice with this id, or undefined (anyone else's is as good as none). */
export const findOwnNotice = async (db: Db, { userId, id }: { userId: string; id: string }) => {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  return row;
};

/**
 * A page of the user's notices, newest first, older than the notice `beforeId` when given (compared
 * in SQL, at the database's own precision of time).
 */
export const listNotices = (
  db: Db,
  params: { userId: string; beforeId?: string; limit: number },
): Promise<NotificationRow[]> =>
  db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, params.userId),
        shown,
        params.beforeId
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (select b.created_at, b.id from ${notifications} b where b.id = ${params.beforeId})`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(params.limit);

export const countUnread = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
};

/** Marks the user's own notices read: these ids (others' ids change nothing), or all. */
export const markRead = async (
  db: Db,
  params: { userId: string; ids: readonly string[] | 'all'; now: Date },
) => {
  await db
    .update(notifications)
    .set({ readAt: params.now })
    .where(
      and(
        eq(notifications.userId, params.userId),
        isNull(notifications.readAt),
        params.ids === 'all' ? undefined : inArray(notifications.id, [...params.ids]),
      ),
    );
};

/** One notice, once: a second call with the same key writes nothing. True when written. */
export const insertNotice = async (db: Db, notice: typeof notifications.$inferInsert) => {
  const rows = await db
    .insert(notifications)
    .values(notice)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id });
  return rows[0]?.id;
};

/**
 * A device took the notice's push (ADR 052): the first time is kept, and its `unread` e-mail stays
 * unsent (REQ-PUSH-NO-ECHO). The push worker tells it, in the write that marks the device used.
 */
export const noticePushed = async (db: Db, notificationId: string, at: Date) => {
  await db
    .update(notifications)
    .set({ pushedAt: sql`coalesce(${notifications.pushedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(notifications.id, notificationId));
};
