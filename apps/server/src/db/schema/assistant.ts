import type { ChatSender } from '@rela/contracts';
import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's registration with the assistant (spec 000 section 7, `POST /register`): one row per
 * user, made by register or on the first login, with the chat user type it was made with.
 */
export const assistantUsers = pgTable('assistant_users', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  userType: text('user_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One chat message of a user's conversation with Rela, in the order they were written (id). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<ChatSender>().notNull(),
    content: text('content').notNull(),
    /** The listing a reply was about, so that "it" in the next question means that home. */
    listingKey: text('listing_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_user_idx').on(table.userId, table.id)],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
