import { fairHousingClasses, fairHousingSurfaces } from '@rela/contracts';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The fair-housing audit (ADR 050, REQ-FAIR-HOUSING-AUDIT): each chat turn Rela redirected and each
 * answer or report text it replaced, for the company owner. Kept two years; a deleted user's
 * entries stay without them (`user_id` set null). The excerpt is a short part of the text.
 */
export const fairHousingAudit = pgTable(
  'fair_housing_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    surface: text('surface', { enum: fairHousingSurfaces }).notNull(),
    class: text('class', { enum: fairHousingClasses }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    excerpt: text('excerpt').notNull(),
  },
  (table) => [index('fair_housing_audit_at_idx').on(table.at, table.id)],
);
export type FairHousingAuditRow = typeof fairHousingAudit.$inferSelect;
