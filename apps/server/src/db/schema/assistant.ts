import type { ChatAction, ChatSender } from '@rela/contracts';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's registration with the assistant (REQ-CHAT-API, `POST /register`): one row per
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
    /** Buttons under a reply (Yes / No, Undo), each sending its reply as the user's message. */
    actions: jsonb('actions').$type<ChatAction[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_user_idx').on(table.userId, table.id)],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/**
 * What Rela asked a user to confirm ("Clear 12 homes?"): at most one per user, the tool to run on a
 * yes and its input; any other answer, or `expiresAt` passing, drops it.
 */
export const assistantPendingActions = pgTable('assistant_pending_actions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tool: text('tool').notNull(),
  input: jsonb('input').$type<unknown>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
