import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An e-mail change that the old, verified address may undo for 7 days (REQ-ACCOUNT-EMAIL-UNDO): the old address
 * got a link with a random token, of which only an HMAC is kept. While a row is live (unused and
 * unexpired) password-reset codes keep going to `previousEmail`.
 */
export const emailChangeUndos = pgTable(
  'email_change_undos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    previousEmail: text('previous_email').notNull(),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('email_change_undos_user_idx').on(table.userId, table.createdAt)],
);

export type EmailChangeUndoRow = typeof emailChangeUndos.$inferSelect;
