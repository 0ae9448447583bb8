import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { households } from './households';
import { users } from './users';

/**
 * A buyer's home: one listing key on a household's list (ADR 049; `buyer_id` names the household),
 * at most once per list, in the list's order of keys. Each member's like is a `home_likes` row.
 */
export const buyerHomes = pgTable(
  'buyer_homes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    listingKey: text('listing_key').notNull(),
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

/**
 * A member's like (lock) of a home on their household's list (ADR 049): removed with the home and
 * with the member's account, never with another member's.
 */
export const homeLikes = pgTable(
  'home_likes',
  {
    buyerId: uuid('buyer_id').notNull(),
    listingKey: text('listing_key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedAt: timestamp('liked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.buyerId, table.listingKey, table.userId] }),
    foreignKey({
      columns: [table.buyerId, table.listingKey],
      foreignColumns: [buyerHomes.buyerId, buyerHomes.listingKey],
    }).onDelete('cascade'),
    index('home_likes_user_idx').on(table.userId),
  ],
);

/** A removed home as it was, so an undo puts it back exactly (its likes, its place, who added it). */
export type RemovedHome = {
  listingKey: string;
  /** The members who liked it (user ids). */
  likedBy: string[];
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
      .references(() => households.id, { onDelete: 'cascade' }),
    homes: jsonb('homes').$type<RemovedHome[]>().notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
    /** Set once undone: an undo token works once. */
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [index('home_removals_buyer_idx').on(table.buyerId, table.removedAt)],
);
export type NewBuyerHomeRow = typeof buyerHomes.$inferInsert;
