import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What a verification code proves; a code works for its own purpose only. */
export type VerificationPurpose = 'password-reset' | 'email-change' | 'phone-change';

/**
 * The one live code of a user for a purpose (a new code replaces the old one). Only an HMAC of the
 * code is stored, never the code itself.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<VerificationPurpose>().notNull(),
    /** What the code confirms besides the user, e.g. the new e-mail address of an e-mail change. */
    target: text('target'),
    codeHash: text('code_hash').notNull(),
    /** Wrong attempts so far; at `verificationCodes.maxAttempts` the code is dead. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('verification_codes_user_purpose_idx').on(table.userId, table.purpose),
    index('verification_codes_expires_idx').on(table.expiresAt),
  ],
);

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
