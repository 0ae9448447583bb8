import { sql } from 'drizzle-orm';
import { index, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A freshness incident (REQ-DATA-FRESHNESS, ADR 048): the MLS data older than the display rules
 * allow, from `started_at` until a sync succeeds (`ended_at`). At most one is open at a time (the
 * partial unique index), so the owners are told once per incident however many checks run.
 */
export const freshnessIncidents = pgTable(
  'freshness_incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The last successful sync when the incident began (null: none yet). */
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    maxDataAgeHours: real('max_data_age_hours').notNull(),
  },
  (table) => [
    uniqueIndex('freshness_incidents_one_open')
      .on(sql`(${table.endedAt} is null)`)
      .where(sql`${table.endedAt} is null`),
    index('freshness_incidents_started_idx').on(table.startedAt),
  ],
);

/**
 * A buyer's report of a problem with a listing (REQ-PROBLEM-REPORT, ADR 048), sent to their
 * realtor: kept with the realtor it went to, deleted with the buyer.
 */
export const listingProblemReports = pgTable(
  'listing_problem_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    realtorId: uuid('realtor_id').references(() => users.id, { onDelete: 'set null' }),
    listingKey: text('listing_key').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('listing_problem_reports_buyer_idx').on(table.buyerId, table.createdAt)],
);
