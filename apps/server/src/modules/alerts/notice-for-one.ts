import type { AlertTopic, NotificationKind } from '@rela/contracts';
import type { Db } from '../../db/client';
import { insertEmailDelivery, insertPushDelivery } from './fan-out.queries';
import { insertNotice } from './notifications.queries';
import { preferencesOf } from './preferences.service';

/** What one notice says, made only when the receiver's choices let it be written. */
export type NoticeContent = {
  kind: NotificationKind;
  /** One notice per person and key, however often it is told. */
  dedupeKey: string;
  listingKey?: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
};

/**
 * One notice to one person outside the fan-out (homes added, a shared note, a tour's news), under
 * `topic`'s choices: nothing at all when in-app, e-mail and push are all off, hidden from the bell
 * when in-app is off, an e-mail row (now, after a while for `unread`, or in the digest) unless
 * e-mail is off, a push row when push is on (ADR 052).
 */
export const noticeForOne = async (
  db: Db,
  {
    userId,
    topic,
    now,
    content,
    instantEmailDelayMs,
  }: {
    userId: string;
    topic: AlertTopic;
    now: Date;
    content: () => Promise<NoticeContent>;
    /** An "instant" e-mail waits this long (to gather others of its kind); none by default. */
    instantEmailDelayMs?: number;
  },
): Promise<void> => {
  const choice = (await preferencesOf(db, userId))[topic];
  if (!choice.inApp && choice.email === 'off' && !choice.push) return;
  const notice = await content();
  const id = await insertNotice(db, {
    ...notice,
    userId,
    data: { ...notice.data, inApp: choice.inApp },
    createdAt: now,
    readAt: choice.inApp ? null : now,
  });
  if (id) {
    await insertEmailDelivery(db, {
      notificationId: id,
      userId,
      email: choice.email,
      now,
      ...(instantEmailDelayMs ? { instantDelayMs: instantEmailDelayMs } : {}),
    });
    if (choice.push) await insertPushDelivery(db, { notificationId: id, userId, now });
  }
};
