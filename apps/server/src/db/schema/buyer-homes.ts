import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A buyer's home: one listing key assigned to a buyer, at most once per buyer, with the buyer's
 * like (lock) and the buyer's order of keys.
 */
export const buyerHomes = pgTable(
  'buyer_homes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingKey: text('listing_key').notNull(),
    liked: boolean('liked').notNull().default(false),
    /** The buyer's key order, ascending. */
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who assigned the home (the realtor, usually); null once that user is deleted. */
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('buyer_homes_buyer_key_idx').on(table.buyerId, table.listingKey),
    // Who holds a home: the alerts' fan-out joins a batch of changed listings to their buyers.
    index('buyer_homes_listing_idx').on(table.listingKey),
  ],
);

export type BuyerHomeRow = typeof buyerHomes.$inferSelect;

/** A removed home as it was, so an undo puts it back exactly (its like, its place, who added it). */
export type RemovedHome = {
  listingKey: string;
  liked: boolean;
  position: number;
  addedAt: string;
  addedBy: string | null;
};

/**
 * One removal of a buyer's homes (a remove or a clear), kept so it can be undone for
 * `timing.undoWindowMs`; its id is the undo token. Old ones are dropped at the buyer's next removal.
 */
export const homeRemovals = pgTable(
  'home_removals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    homes: jsonb('homes').$type<RemovedHome[]>().notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
    /** Set once undone: an undo token works once. */
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [index('home_removals_buyer_idx').on(table.buyerId, table.removedAt)],
);
export type NewBuyerHomeRow = typeof buyerHomes.$inferInsert;
