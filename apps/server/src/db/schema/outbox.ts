import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type OutboxChannel = 'email' | 'sms';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** A small text file attached to an e-mail, kept in the outbox row with its message. */
export type OutboxAttachment = { filename: string; contentType: string; content: string };

/**
 * E-mail and SMS, written in the same transaction as the change that causes them (decision 5),
 * each with its delivery job on the job queue (`jobs`, kind `outbox-<channel>`, key the message id,
 * decision 17). The row keeps the message and its delivery record for `/dev/outbox`; the job
 * decides when it is tried.
 */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  channel: text('channel').$type<OutboxChannel>().notNull(),
  kind: text('kind').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  bodyHtml: text('body_html'),
  /** Extra e-mail headers, e.g. RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers: jsonb('headers').$type<Record<string, string>>(),
  /** Files sent with an e-mail (a confirmed tour's `.ics`): name, MIME type and text content. */
  attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
  status: text('status').$type<OutboxStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  /** When the queue tries it next (after a failed attempt, the job's retry time). */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;
