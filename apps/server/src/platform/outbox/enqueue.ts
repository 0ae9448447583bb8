import { outbox, type OutboxRow } from '../../db/schema';
import type { Db } from '../../db/client';
import { enqueueJob } from '../jobs';
import { retryPolicy } from './backoff';
import { deliveryJobKind, maskRecipient, type OutboxLogger, type OutboxMessage } from './message';

export type EnqueueOptions = {
  /** The injectable clock's time; it becomes `created_at` and the first due time. */
  now?: Date;
  /** Told that a message was queued, for whom (masked) and where to read it; never its body. */
  logger?: OutboxLogger;
  /** Where the message can be read, e.g. `http://localhost:3000/dev/outbox`; see `outboxReadAt`. */
  readAt?: string | null;
};

/**
 * Writes one message to the outbox and the job that delivers it to the job queue. Pass the
 * transaction of the change that causes the message as `db`, so the message and its delivery
 * exist exactly when that change is committed (ADR 005, ADR 017).
 */
export const enqueueMessage = async (
  db: Db,
  message: OutboxMessage,
  options: EnqueueOptions = {},
): Promise<Pick<OutboxRow, 'id'>> => {
  const [row] = await db
    .insert(outbox)
    .values({
      channel: message.channel,
      kind: message.kind,
      recipient: message.recipient,
      subject: message.subject,
      bodyText: message.text,
      bodyHtml: message.html ?? null,
      headers: message.headers ?? null,
      attachments: message.attachments?.length ? message.attachments : null,
      ...(options.now ? { createdAt: options.now, nextAttemptAt: options.now } : {}),
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  await enqueueJob(db, {
    kind: deliveryJobKind(message.channel),
    key: row.id,
    payload: {},
    runAt: options.now,
    maxAttempts: retryPolicy.maxAttempts,
  });
  options.logger?.info(
    {
      outboxId: row.id,
      channel: message.channel,
      kind: message.kind,
      to: maskRecipient(message.recipient),
      ...(options.readAt ? { readAt: options.readAt } : {}),
    },
    options.readAt
      ? `${message.channel} "${message.kind}" queued; read it at ${options.readAt}`
      : `${message.channel} "${message.kind}" queued`,
  );
  return row;
};

/** Where a developer reads queued messages: the `/dev/outbox` page, which exists only outside production. */
export const outboxReadAt = (config: {
  isProduction: boolean;
  publicUrl: string;
}): string | null => (config.isProduction ? null : `${config.publicUrl}/dev/outbox`);
