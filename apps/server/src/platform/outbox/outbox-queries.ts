import { and, asc, desc, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import { outbox, type OutboxChannel, type OutboxRow } from '../../db/schema';
import type { Db } from '../../db/client';

type ClaimParams = { channel: OutboxChannel; now: Date; leaseUntil: Date; limit: number };

/**
 * Takes up to `limit` due messages of the channel and hides them from other dispatchers until
 * `leaseUntil`. `for update skip locked` lets two instances claim at once without sharing a row.
 */
export const claimDueMessages = async (
  db: Db,
  { channel, now, leaseUntil, limit }: ClaimParams,
) => {
  const due = db.$with('due').as(
    db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.channel, channel),
          eq(outbox.status, 'pending'),
          lte(outbox.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true }),
  );
  return db
    .with(due)
    .update(outbox)
    .set({ nextAttemptAt: leaseUntil })
    .from(due)
    .where(eq(outbox.id, due.id))
    .returning(getTableColumns(outbox));
};

export const markSent = (db: Db, { id, now }: { id: string; now: Date }) =>
  db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, lastError: null, attempts: sql`${outbox.attempts} + 1` })
    .where(eq(outbox.id, id));

type FailureParams = {
  id: string;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string;
  givenUp: boolean;
};

export const markAttemptFailed = (db: Db, params: FailureParams) =>
  db
    .update(outbox)
    .set({
      attempts: params.attempts,
      nextAttemptAt: params.nextAttemptAt,
      lastError: params.lastError,
      status: params.givenUp ? 'failed' : 'pending',
    })
    .where(eq(outbox.id, params.id));

/** Every message, newest first (the `/dev/outbox` page). */
export const listOutboxMessages = (db: Db, { limit }: { limit: number }): Promise<OutboxRow[]> =>
  db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
