import { desc, eq } from 'drizzle-orm';
import { outbox, type OutboxRow } from '../../db/schema';
import type { Db } from '../../db/client';

/** The message a delivery job is about, if it is still in the outbox. */
export const findMessage = async (db: Db, id: string): Promise<OutboxRow | undefined> => {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
};

type SentParams = { id: string; attempts: number; now: Date };

export const markSent = (db: Db, { id, attempts, now }: SentParams) =>
  db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, lastError: null, attempts })
    .where(eq(outbox.id, id));

type FailureParams = {
  id: string;
  attempts: number;
  lastError: string;
  /** When the queue tries again; null when it gave up. */
  retryAt: Date | null;
};

/** Records a failed attempt on the message; the row as it now is, if it is still there. */
export const markAttemptFailed = async (
  db: Db,
  { id, attempts, lastError, retryAt }: FailureParams,
): Promise<OutboxRow | undefined> => {
  const [row] = await db
    .update(outbox)
    .set({
      attempts,
      lastError,
      ...(retryAt ? { status: 'pending', nextAttemptAt: retryAt } : { status: 'failed' }),
    })
    .where(eq(outbox.id, id))
    .returning();
  return row;
};

/** Every message, newest first (the `/dev/outbox` page). */
export const listOutboxMessages = (db: Db, { limit }: { limit: number }): Promise<OutboxRow[]> =>
  db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
