import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationPreferences, SuggestionStatus } from '@rela/contracts';
import { users } from './users';

/**
 * One notice to one person (ADR 028): what the bell shows, and the source of its e-mail and SMS.
 * `dedupe_key` names the change it is about (`event:{replica event id}`, `search:{search}:{event}`,
 * `added:{batch}`): one notice per person per change, however often a page is delivered.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    listingKey: text('listing_key'),
    /** The replica event behind it, when there is one. */
    eventId: bigint('event_id', { mode: 'number' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** What the notice's texts were made from (old and new price, liked, the buyer's name, …). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When a device of the person's first accepted its push (ADR 052): its `unread` e-mail stays. */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_once_idx').on(table.userId, table.dedupeKey),
    index('notifications_user_idx').on(table.userId, table.createdAt),
  ],
);

/** A notice's e-mail, SMS or push: one per notice and channel, sent once (or skipped, with why). */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    /**
     * The notice's user, copied for the delivery's reads. No foreign key of its own (migration
     * 0019): the notice's cascade already deletes the row with its user, and the key's check cost
     * one lookup per row of the fan-out's 80,000 (ADR 028's amendment).
     */
    userId: uuid('user_id').notNull(),
    channel: text('channel').$type<'email' | 'sms' | 'push'>().notNull(),
    /** `pending` until sent in a digest or at `due_at` (quiet hours); then `sent` or `skipped`. */
    state: text('state').$type<'pending' | 'sent' | 'skipped'>().notNull().default('pending'),
    /**
     * Instant e-mail: now; `unread` e-mail: `timing.unreadEmailDelayMs` on; digest: the next
     * digest; SMS and push in quiet hours: their end (08:00 local by default).
     */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Why it was skipped (unverified address, opted out, monthly cap, unsubscribed). */
    reason: text('reason'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notification_deliveries_once_idx').on(table.notificationId, table.channel),
    index('notification_deliveries_due_idx').on(table.state, table.dueAt),
    // A team's alert e-mails sent in a period (ADR 053).
    index('notification_deliveries_sent_email_idx')
      .on(table.userId, table.doneAt)
      .where(sql`${table.channel} = 'email' and ${table.state} = 'sent'`),
  ],
);

/** A user's channels per topic, their time zone (quiet hours) and their last digest. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<NotificationPreferences>().notNull(),
  /** IANA name, from the browser; quiet hours are 21:00-08:00 there. */
  timeZone: text('time_zone').notNull().default('America/New_York'),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** PostgreSQL's `box`, written as `((x1,y1),(x2,y2))`; never read back by the app. */
const box = customType<{ data: string; driverData: string }>({ dataType: () => 'box' });
/** PostgreSQL's `numrange` (`[1,2]`), kept by the database itself here. */
const numrange = customType<{ data: string; driverData: string }>({ dataType: () => 'numrange' });

/**
 * Which of its filters a saved search is found by when a listing changes (ADR 035): its postal
 * code, else its city, else its map box, else its price range, else it is read for every change.
 */
export type SavedSearchMatchBy = 'postal-code' | 'city' | 'box' | 'price' | 'any';

/**
 * A saved search of a buyer's, made by the buyer or by their realtor (`concierge`: matches wait in
 * the realtor's suggestions). `filters` is the search call's query as parsed; the typed columns
 * after it are the same filters as written at saving (ADR 035), what matching reads and indexes.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    concierge: boolean('concierge').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** `StandardStatus` values, one of which the listing must have. */
    statuses: text('statuses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minPrice: doublePrecision('min_price'),
    maxPrice: doublePrecision('max_price'),
    minBeds: integer('min_beds'),
    minBaths: doublePrecision('min_baths'),
    postalCode: text('postal_code'),
    /** The listing's city must be every one of them, in any case (none: any city). */
    cities: text('cities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Null: any type. */
    propertyTypes: text('property_types').array(),
    /** The free text's words, each of which must be like a word of the listing's address. */
    words: text('words')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The map box, `box(point(west, south), point(east, north))`. */
    box: box('box'),
    /** The price filters as one range (unbounded where not given), for the range index. */
    priceRange: numrange('price_range').generatedAlwaysAs(
      sql.raw(
        `case when "min_price" > "max_price" then 'empty'::numrange else numrange("min_price"::numeric, "max_price"::numeric, '[]') end`,
      ),
    ),
    matchBy: text('match_by')
      .$type<SavedSearchMatchBy>()
      .generatedAlwaysAs(
        sql.raw(
          `case when "postal_code" is not null then 'postal-code' when cardinality("cities") > 0 then 'city' when "box" is not null then 'box' when "min_price" is not null or "max_price" is not null then 'price' else 'any' end`,
        ),
      ),
  },
  (table) => [
    index('saved_searches_buyer_idx').on(table.buyerId),
    // A changed listing finds its candidate searches through one of these (ADR 035).
    index('saved_searches_postal_idx')
      .on(table.postalCode)
      .where(sql`${table.matchBy} = 'postal-code'`),
    index('saved_searches_city_idx')
      .on(sql`lower(${table.cities}[1])`)
      .where(sql`${table.matchBy} = 'city'`),
    index('saved_searches_box_idx')
      .using('gist', table.box)
      .where(sql`${table.matchBy} = 'box'`),
    index('saved_searches_price_idx')
      .using('gist', table.priceRange)
      .where(sql`${table.matchBy} = 'price'`),
    // By the first word (null for none), so a listing reads only the searches of its address's
    // words and those without words, not every `any` search (migration 0019).
    index('saved_searches_any_idx')
      .on(sql`(${table.words}[1])`)
      .where(sql`${table.matchBy} = 'any'`),
  ],
);

/** A home a concierge search found for a buyer, until their realtor approves or dismisses it. */
export const suggestions = pgTable(
  'suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    realtorId: uuid('realtor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingKey: text('listing_key').notNull(),
    eventId: bigint('event_id', { mode: 'number' }),
    status: text('status').$type<SuggestionStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('suggestions_once_idx').on(table.savedSearchId, table.listingKey),
    index('suggestions_realtor_idx').on(table.realtorId, table.status),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
export type NotificationDeliveryRow = typeof notificationDeliveries.$inferSelect;
export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearchRow = typeof savedSearches.$inferInsert;
export type SuggestionRow = typeof suggestions.$inferSelect;
