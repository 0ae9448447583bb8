import type { PushPayload } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { enqueueJob } from '../../platform/jobs';

/** One push to one device: a job of the durable queue (ADR 006), retried with backoff. */
export const PUSH_SEND_JOB = 'push-send';
/** Attempts of one push before it is given up (about 8 hours with the worker's backoff). */
export const pushSendAttempts = 8;

/** What a push job carries: the device, the payload, and the notice it tells (when one). */
export type PushJobPayload = { subscriptionId: string; notificationId?: string; push: PushPayload };

/**
 * Queues `push` to every device of the person's, in the caller's transaction (the delivery's:
 * its row is marked sent exactly when its pushes are queued). Answers how many devices it reaches.
 */
export const queuePush = async (
  db: Db,
  {
    userId,
    push,
    notificationId,
    now,
  }: { userId: string; push: PushPayload; notificationId?: string; now: Date },
): Promise<number> => {
  const devices = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  for (const device of devices) {
    const payload: PushJobPayload = {
      subscriptionId: device.id,
      push,
      ...(notificationId ? { notificationId } : {}),
    };
    await enqueueJob(db, {
      kind: PUSH_SEND_JOB,
      key: `${push.tag}:${device.id}`,
      payload,
      runAt: now,
      maxAttempts: pushSendAttempts,
    });
  }
  return devices.length;
};
