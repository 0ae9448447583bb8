import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  uniqueIndex,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { households } from './households';
import { users } from './users';

/**
 * The inputs of the monthly estimate kept for every home (REQ-COST-DEFAULTS, ADR 051): one row
 * per buyer household (set by a member or their realtor) and one per company (its owner's user
 * id, set by the owner). A null value is not set: the level above applies (the
 * household's company, then Rela's starting values). Each value keeps who set it and when: the
 * pages say it ("Rate set by Olivia Owner on Nov 3").
 */
export const costDefaults = pgTable(
  'cost_defaults',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A buyer household's row; null on a company's. */
    householdId: uuid('household_id').references(() => households.id, { onDelete: 'cascade' }),
    /** A company's row: its owner's user id; null on a household's. */
    companyId: uuid('company_id').references(() => users.id, { onDelete: 'cascade' }),
    downPaymentPercent: doublePrecision('down_payment_percent'),
    downPaymentSetBy: uuid('down_payment_set_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    downPaymentSetAt: timestamp('down_payment_set_at', { withTimezone: true }),
    rate: doublePrecision('rate'),
    rateSetBy: uuid('rate_set_by').references(() => users.id, { onDelete: 'set null' }),
    rateSetAt: timestamp('rate_set_at', { withTimezone: true }),
    termYears: smallint('term_years'),
    termSetBy: uuid('term_set_by').references(() => users.id, { onDelete: 'set null' }),
    termSetAt: timestamp('term_set_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('cost_defaults_household_idx').on(table.householdId),
    uniqueIndex('cost_defaults_company_idx').on(table.companyId),
    check(
      'cost_defaults_one_scope',
      sql`num_nonnulls(${table.householdId}, ${table.companyId}) = 1`,
    ),
  ],
);

/** A realtor's choice of a comparable sale for one buyer household's home (REQ-COST-COMPARABLES). */
export type ComparableChoice = 'pinned' | 'dropped';

export const comparableChoices = pgTable(
  'comparable_choices',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    /** The home the comparables are for. */
    listingKey: text('listing_key').notNull(),
    /** The Closed listing chosen or dropped. */
    comparableKey: text('comparable_key').notNull(),
    choice: text('choice').$type<ComparableChoice>().notNull(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.householdId, table.listingKey, table.comparableKey] }),
    index('comparable_choices_listing_idx').on(table.listingKey),
  ],
);

export type CostDefaultsRow = typeof costDefaults.$inferSelect;
export type ComparableChoiceRow = typeof comparableChoices.$inferSelect;
