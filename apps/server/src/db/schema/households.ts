import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A household (ADR 049): the buyers who share one list of homes. Every buyer belongs to one
 * (`users.household_id`); a buyer alone is a household of one, whose id the migration made the
 * buyer's own. The list's tables (`buyer_homes`, `home_removals`, `listing_notes`,
 * `note_thread_reads`, `activity_events`, `tours`) keep their column `buyer_id`, which names the
 * household: the list outlives any one member.
 */
export const households = pgTable('households', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type HouseholdRow = typeof households.$inferSelect;
