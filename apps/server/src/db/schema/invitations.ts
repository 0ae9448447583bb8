import type { Role } from '@rela/contracts';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { households } from './households';
import { users } from './users';

/**
 * An invitation to register: its id is the requestId of the e-mailed link (from
 * `crypto.randomUUID`). Live while unused, unrevoked and unexpired; a new invitation of the same
 * inviter to the same e-mail revokes the old one.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey(),
    /** Trimmed and lowercased. */
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A household invitation (ADR 049): the invitee joins this household as a buyer. */
    householdId: uuid('household_id').references(() => households.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('invitations_inviter_idx').on(table.inviterId),
    index('invitations_email_idx').on(table.email),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
