import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What Rela knows of a phone number it texts: whether it opted out (STOP) and how many capped
 * messages it got in the current month (requested codes and keyword replies are not counted).
 */
export const smsNumbers = pgTable('sms_numbers', {
  /** +1 and 10 digits. */
  phone: text('phone').primaryKey(),
  /** Set by STOP, cleared by START; while set nothing is sent to the number. */
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
  /** The first instant (UTC) of the month `sentInPeriod` counts. */
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  sentInPeriod: integer('sent_in_period').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SmsNumberRow = typeof smsNumbers.$inferSelect;
