import { bigserial, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { households } from './households';
import { users } from './users';

/**
 * A realtor's send of homes to a household's list (ADR 053), kept by the team-performance module
 * from the `homes-sent` events (the list itself forgets a home once it is removed): how many homes,
 * by whom, when. Deleted with the household; the sender goes null with their account.
 */
export const performanceSends = pgTable(
  'performance_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    homes: integer('homes').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('performance_sends_household_idx').on(table.householdId, table.at)],
);
