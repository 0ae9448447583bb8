import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  smallint,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { countyKeySql, hoaMonthlySql, priceCutAtSql, stateKeySql } from './listing-costs';

/** A JSON number of the record as a float, else null (a provider's text never fails a write). */
const recordNumber = (field: string) =>
  `case when jsonb_typeof("record" -> '${field}') = 'number' then ("record" ->> '${field}')::double precision end`;

/**
 * True unless the record's yes/no field says no as the display rules' `saysNo` reads it (JSON
 * `false`, or the text "false", "N" or "No" in any case, blanks around it trimmed: `->>` gives a
 * JSON `false` as the text `false`); anything else, or no field, is yes (migration 0027).
 */
const recordSaysYes = (field: string) =>
  `coalesce(lower(btrim("record" ->> '${field}', E' \\t\\n\\r\\f')) not in ('false', 'n', 'no'), true)`;

/**
 * The MLS replica (ADR 021): every listing the sync has seen, with typed, indexed columns for what
 * Rela filters and sorts on and the provider's full record for the rest. A listing that leaves the
 * feed stays here with its last known facts, `on_market` false.
 */
export const replicaListings = pgTable(
  'replica_listings',
  {
    listingKey: text('listing_key').primaryKey(),
    /** `StandardStatus` as last sent (`Delete` when the provider deleted it that way). */
    status: text('status'),
    /** False once the listing left the feed (deleted, not viewable, or gone at a reconciliation). */
    onMarket: boolean('on_market').notNull().default(true),
    offMarketAt: timestamp('off_market_at', { withTimezone: true }),
    listPrice: doublePrecision('list_price'),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    livingArea: doublePrecision('living_area'),
    propertyType: text('property_type'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    listDate: date('list_date'),
    /** The record's `ModificationTimestamp`: an older copy never replaces a newer one. */
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
    /** Photo URLs in `Order`. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** The provider's record as sent (lookups in whatever style the provider uses). */
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
    /**
     * What free text is matched against (ADR 023): the street address, city, state and postal code,
     * lower-cased, kept by the database itself from the record and the columns.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        `lower(coalesce("record" ->> 'UnparsedAddress', '') || ' ' || coalesce("city", '') || ' ' || coalesce("state", '') || ' ' || coalesce("postal_code", ''))`,
      ),
    ),
    /**
     * The seller's display choices (REQ-MLS-DD2): false only when the record's
     * `InternetEntireListingDisplayYN` (`InternetAddressDisplayYN`) says no as the display policy
     * reads it (`saysNo`: `false`, "false", "N", "No"), so a provider that sends neither shows
     * everything. Search and the buyer's list filter by them in SQL; the policy decides the rest.
     */
    entireDisplay: boolean('entire_display')
      .notNull()
      .generatedAlwaysAs(sql.raw(recordSaysYes('InternetEntireListingDisplayYN'))),
    addressDisplay: boolean('address_display')
      .notNull()
      .generatedAlwaysAs(sql.raw(recordSaysYes('InternetAddressDisplayYN'))),
    /** The bathrooms as shown (ADR 014: full plus half a half; the total when neither is given, or with no full count and no half bath). */
    bathsShown: doublePrecision('baths_shown').generatedAlwaysAs(
      sql.raw(
        `case when jsonb_typeof("record" -> 'BathroomsFull') = 'number' or coalesce(${recordNumber('BathroomsHalf')}, 0) <> 0 then coalesce(${recordNumber('BathroomsFull')}, 0) + coalesce(${recordNumber('BathroomsHalf')}, 0) / 2 else "bathrooms" end`,
      ),
    ),
    /**
     * What the search's monthly estimate reads (ADR 051, REQ-COST-SEARCH; `listing-costs.ts`,
     * migration 0031): the keys of the rates (`countyKey` of contracts: the state, and
     * `STATE:county` with the county in lower case), the HOA dues a month (`monthlyFee`, 0
     * without), and when the price was last lowered (`priceCutAt`, an ISO 8601 instant, else null).
     */
    stateKey: text('state_key').notNull().generatedAlwaysAs(sql.raw(stateKeySql)),
    countyKey: text('county_key').notNull().generatedAlwaysAs(sql.raw(countyKeySql)),
    hoaMonthly: doublePrecision('hoa_monthly').notNull().generatedAlwaysAs(sql.raw(hoaMonthlySql)),
    priceCutAt: timestamp('price_cut_at', { withTimezone: true }).generatedAlwaysAs(
      sql.raw(priceCutAtSql),
    ),
  },
  (table) => [
    index('replica_listings_status_idx').on(table.onMarket, table.status),
    index('replica_listings_price_idx').on(table.listPrice),
    index('replica_listings_beds_idx').on(table.bedrooms),
    index('replica_listings_baths_idx').on(table.bathrooms),
    index('replica_listings_area_idx').on(table.livingArea),
    index('replica_listings_type_idx').on(table.propertyType),
    index('replica_listings_place_idx').on(table.state, table.city),
    index('replica_listings_postal_idx').on(table.postalCode),
    index('replica_listings_list_date_idx').on(table.listDate),
    index('replica_listings_modified_idx').on(table.modifiedAt),
    // The homes whose price was lowered (REQ-COST-SEARCH): "price reduced in the last 7 days",
    // by status first as the search's other indexes (a search reads only its statuses' entries).
    index('replica_listings_price_cut_idx')
      .on(table.status, table.priceCutAt)
      .where(sql`${table.priceCutAt} is not null`),
    // The listings a seller keeps off the internet: few, so a search leaves them out by key.
    index('replica_listings_hidden_idx')
      .on(table.listingKey)
      .where(sql`not ${table.entireDisplay}`),
    // The search's (ADR 023): the words of the addresses (typo-tolerant text through
    // `replicaSearchWords`), a map box, a city with its prices, the last two by status first (a
    // search reads only the entries of the statuses it asks for). The migrations (0010_search,
    // 0017_search_speed, 0018_search_cards, 0031_search_costs) give the last two INCLUDE columns
    // (every filter and sort column and the key), so a search reads them alone and fetches only
    // its page's rows; drizzle-kit cannot say INCLUDE.
    index('replica_listings_search_words_idx').using(
      'gin',
      sql`regexp_split_to_array(${table.searchText}, '[^[:alnum:]]+')`,
    ),
    index('replica_listings_position_idx').on(table.status, table.latitude, table.longitude),
    index('replica_listings_city_price_idx').on(
      sql`lower(${table.city})`,
      table.status,
      table.listPrice,
    ),
  ],
);

/**
 * Every word of the listings' search text, once (ADR 023): a search's typed word finds its alike
 * words here through the trigram index, then the listings that hold one of them exactly. Kept by
 * the database itself (a trigger on `replica_listings`, migration 0017_search_speed); a word is
 * never removed (one no listing holds any more matches nothing).
 */
export const replicaSearchWords = pgTable(
  'replica_search_words',
  { word: text('word').primaryKey() },
  (table) => [
    index('replica_search_words_trgm_idx')
      .using('gin', sql`${table.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * What a search result shows of each listing (ADR 023, amended): the record's fields the result is
 * made from and the first photo, kept by the database itself from every write of
 * `replica_listings` (statement triggers, migration 0018_search_cards), so that a page of results
 * reads 24 small rows instead of 24 records from TOAST storage.
 */
export const replicaListingCards = pgTable('replica_listing_cards', {
  listingKey: text('listing_key').primaryKey(),
  /**
   * The fields `entityToListing` reads, and those the display rules read (`displayRecordFields`:
   * the MLS, the listing office and agent, the seller's opt-outs; migration 0027), as the record
   * holds them.
   */
  card: jsonb('card').$type<Record<string, unknown>>().notNull(),
  imageUrl: text('image_url'),
});

/** One photo as the provider's `Media` sends it; a listing's `photos` are made from these. */
export const replicaMedia = pgTable(
  'replica_media',
  {
    mediaKey: text('media_key').primaryKey(),
    listingKey: text('listing_key').notNull(),
    order: integer('order'),
    url: text('url'),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
    /** `ImageWidth` and `ImageHeight` as the provider tells them: a waiting photo's shape. */
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
  },
  (table) => [index('replica_media_listing_idx').on(table.listingKey, table.order)],
);

/**
 * A listing's open houses as the provider's `OpenHouse` resource sends them (REQ-MLS-OPENHOUSE),
 * copied by the sync's own incremental feed; type and status as display names.
 */
export const replicaOpenHouses = pgTable(
  'replica_open_houses',
  {
    openHouseKey: text('open_house_key').primaryKey(),
    listingKey: text('listing_key').notNull(),
    date: date('date').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    type: text('type'),
    status: text('status'),
    remarks: text('remarks'),
    /** The record's `ModificationTimestamp`: an older copy never replaces a newer one. */
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('replica_open_houses_listing_idx').on(table.listingKey, table.date)],
);

/** Where Rela's copy of one MLS photo stands (REQ-PHOTO-COPY, ADR 046). */
export type ReplicaPhotoState = 'waiting' | 'copied' | 'refused';

/**
 * Rela's copy of each MLS photo (ADR 046), one row per `replica_media` row: written with it by the
 * sync (new, or a later `ModificationTimestamp`: waiting again), copied by the photo worker in
 * `priority` order (0 and 1: a listed home's first photo and its others; 2 and 3: any listing's
 * first photo and its others). A copied
 * row names its files by `hash`; a changed photo keeps showing its last copy until the new one is
 * made. A row whose media or listing is gone is deleted `gone_at` plus the grace period.
 */
export const replicaPhotos = pgTable(
  'replica_photos',
  {
    mediaKey: text('media_key').primaryKey(),
    listingKey: text('listing_key').notNull(),
    state: text('state').$type<ReplicaPhotoState>().notNull().default('waiting'),
    /** The media's `ModificationTimestamp` this row is for (the one copied, once copied). */
    sourceModifiedAt: timestamp('source_modified_at', { withTimezone: true }).notNull(),
    priority: smallint('priority').notNull().default(3),
    /** The copy's files (`listing-photos/<hash>/…`), and what an answer tells of it. */
    hash: text('hash'),
    width: integer('width'),
    height: integer('height'),
    topColor: text('top_color'),
    bottomColor: text('bottom_color'),
    /** Why it was refused (kept for the owner; logged once). */
    reason: text('reason'),
    /** Failed downloads since it last became waiting, and when the next may be tried. */
    tries: integer('tries').notNull().default(0),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }),
    /** A worker holds it until then; past it (a crash), another takes it again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Since when its media or listing is gone (null while it is held). */
    goneAt: timestamp('gone_at', { withTimezone: true }),
  },
  (table) => [
    index('replica_photos_waiting_idx')
      .on(table.priority, table.mediaKey)
      .where(sql`${table.state} = 'waiting'`),
    index('replica_photos_listing_idx').on(table.listingKey),
    index('replica_photos_hash_idx')
      .on(table.hash)
      .where(sql`${table.hash} is not null`),
    index('replica_photos_gone_idx')
      .on(table.goneAt)
      .where(sql`${table.goneAt} is not null`),
  ],
);

/**
 * The copies' files by content (ADR 046): one row per hash, written once its every file is, with
 * what a photo row copied from the same bytes takes over without deriving again. `unused_since`
 * is set when no photo row names it any more; its files are removed a grace period later.
 */
export const replicaPhotoFiles = pgTable('replica_photo_files', {
  hash: text('hash').primaryKey(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  topColor: text('top_color').notNull(),
  bottomColor: text('bottom_color').notNull(),
  unusedSince: timestamp('unused_since', { withTimezone: true }),
});

export type ReplicaEventKind =
  | 'new_listing'
  | 'price_change'
  | 'status_change'
  | 'back_on_market'
  | 'off_market'
  | 'photos_changed';

/**
 * What changed in the market, append-only in `id` order. One event per listing, kind and
 * modification time: a page delivered twice makes no second event.
 */
export const replicaEvents = pgTable(
  'replica_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingKey: text('listing_key').notNull(),
    kind: text('kind').$type<ReplicaEventKind>().notNull(),
    /** The change's own time: the record's (or its photos') `ModificationTimestamp`, or when a reconciliation missed it. */
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
    /** Old and new value where the kind has them (price, status). */
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('replica_events_once_idx').on(table.listingKey, table.modifiedAt, table.kind),
  ],
);

export type ReplicaListingRow = typeof replicaListings.$inferSelect;
export type NewReplicaListingRow = typeof replicaListings.$inferInsert;
export type ReplicaEventRow = typeof replicaEvents.$inferSelect;
export type ReplicaPhotoRow = typeof replicaPhotos.$inferSelect;
export type ReplicaOpenHouseRow = typeof replicaOpenHouses.$inferSelect;
export type NewReplicaEventRow = typeof replicaEvents.$inferInsert;
