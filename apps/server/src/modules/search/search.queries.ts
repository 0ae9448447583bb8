import type { SearchBox, SearchSort } from '@rela/contracts';
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { replicaListings as listing, replicaSearchWords as vocabulary } from '../../db/schema';
import { isIndexWord } from './search-text';

/** What one search asks of the replica, already checked by the contract. */
export type ListingFilters = {
  /** The words of the free text (`searchWords`), each of which must be in the address. */
  words?: readonly string[];
  /** Cities (any case) the listing must be in: the parameter, and one named in the text. */
  cities?: readonly string[];
  postalCode?: string;
  minPrice?: number;
  maxPrice?: number;
  minBeds?: number;
  minBaths?: number;
  propertyTypes?: readonly string[];
  statuses: readonly string[];
  box?: SearchBox;
};

export type ListingPage = {
  sort: SearchSort;
  offset: number;
  limit: number;
  /** The caller, whose own homes are marked `inMyList`. */
  userId: string;
};

/** The record fields a result is made from (the normalised listing of spec 001 §3). */
const resultFields = [
  'ListingKey',
  'UnparsedAddress',
  'City',
  'StateOrProvince',
  'PostalCode',
  'ListPrice',
  'StandardStatus',
  'PropertyType',
  'LivingArea',
  'BedroomsTotal',
  'BathroomsFull',
  'BathroomsHalf',
  'BathroomsTotalInteger',
  'Latitude',
  'Longitude',
] as const;

/**
 * The result fields of one detoasted copy of the record (`x`, see `findListings`): a record of
 * 1.5 KB lies in TOAST storage, and each `->` on the stored value would fetch it again.
 */
const resultRecord = sql.raw(
  `jsonb_build_object(${resultFields.map((field) => `'${field}', "page_record"."x" -> '${field}'`).join(', ')})`,
);

/**
 * The words of the search text as pg_trgm reads words (runs of letters and digits): the
 * expression of the GIN index `replica_listings_search_words_idx` (migration 0017), written
 * alike here so that PostgreSQL uses it.
 */
const addressWords = sql.raw(
  `regexp_split_to_array("replica_listings"."search_text", '[^[:alnum:]]+')`,
);

/** The filters as one condition: on-market rows only, each given filter on its indexed column. */
const conditionOf = (filters: ListingFilters): SQL | undefined => {
  // With words, the words' index finds a few hundred candidates that are read anyway: the status
  // and city are then checked on those rows (`|| ''` keeps their indexes out), where PostgreSQL
  // would otherwise intersect them with bitmaps of tens of thousands of rows.
  const byText = (filters.words ?? []).length > 0;
  const status = byText ? sql`(${listing.status} || '')` : sql`${listing.status}`;
  const city = byText ? sql`(lower(${listing.city}) || '')` : sql`lower(${listing.city})`;
  return and(
    eq(listing.onMarket, true),
    sql`${status} in ${[...filters.statuses]}`,
    ...(filters.cities ?? []).map((name) => sql`${city} = lower(${name})`),
    filters.postalCode === undefined ? undefined : eq(listing.postalCode, filters.postalCode),
    filters.minPrice === undefined ? undefined : gte(listing.listPrice, filters.minPrice),
    filters.maxPrice === undefined ? undefined : lte(listing.listPrice, filters.maxPrice),
    filters.minBeds === undefined ? undefined : gte(listing.bedrooms, filters.minBeds),
    filters.minBaths === undefined ? undefined : gte(listing.bathsShown, filters.minBaths),
    filters.propertyTypes === undefined
      ? undefined
      : inArray(listing.propertyType, [...filters.propertyTypes]),
    // Edges included, as `point <@ box` had them; the btree on (latitude, longitude) reads it.
    filters.box === undefined
      ? undefined
      : and(
          sql`${listing.latitude} between ${filters.box[1]} and ${filters.box[3]}`,
          sql`${listing.longitude} between ${filters.box[0]} and ${filters.box[2]}`,
        ),
    ...textConditions(filters.words ?? []),
  );
};

/**
 * Each typed word must be like one word of the address (ADR 023): word_similarity(typed, word) at
 * least pg_trgm.word_similarity_threshold. The words of every address are kept once in
 * `replica_search_words` (a few thousand, by a trigger): the typed word's alike words are found
 * there through its trigram index, and the listings that hold one of them through the GIN index of
 * the addresses' words, exactly (no similarity is computed per listing). The long words go through
 * that index; the short ones ("st", "n", "12") only filter what those found (`|| '{}'` keeps the
 * index out), unless there is no long word.
 */
const textConditions = (words: readonly string[]): SQL[] => {
  const indexed = words.some(isIndexWord);
  return words.map((word) => {
    const alike = sql`coalesce((select array_agg(${vocabulary.word}) from ${vocabulary} where ${vocabulary.word} %> ${word}), '{}')`;
    return !indexed || isIndexWord(word)
      ? sql`${addressWords} && ${alike}`
      : sql`(${addressWords} || '{}'::text[]) && ${alike}`;
  });
};

const orderOf = (sort: SearchSort): SQL[] => {
  const key = sql`${listing.listingKey}`;
  switch (sort) {
    case 'price-asc':
      return [sql`${listing.listPrice} asc nulls last`, key];
    case 'price-desc':
      return [sql`${listing.listPrice} desc nulls last`, key];
    case 'beds-desc':
      return [
        sql`${listing.bedrooms} desc nulls last`,
        sql`${listing.listPrice} asc nulls last`,
        key,
      ];
    case 'sqft-desc':
      return [sql`${listing.livingArea} desc nulls last`, key];
    case 'newest':
      return [sql`${listing.listDate} desc nulls last`, sql`${listing.modifiedAt} desc`, key];
  }
};

/**
 * Which of these names (lower case) are cities of listings on the market, through the city index:
 * the words of a free text that name a city are matched as that city, not as trigrams.
 */
export const citiesNamed = async (db: Db, names: readonly string[]) =>
  names.length === 0
    ? []
    : (
        (await db.execute(sql`
          select "name" as "city"
          from unnest(array[${sql.join(
            names.map((name) => sql`${name}`),
            sql`, `,
          )}]::text[]) as "name"
          where exists (select 1 from "replica_listings"
            where lower("replica_listings"."city") = "name" and "replica_listings"."on_market")`)) as unknown as {
          rows: { city: string }[];
        }
      ).rows.map((row) => row.city);

/**
 * One page of the listings that match, in the asked order, and how many match in all, in one
 * statement: the keys and the count come from the covering indexes alone (`matches`), and only
 * the page's rows are read for their facts.
 */
export const findListings = async (db: Db, filters: ListingFilters, page: ListingPage) => {
  const where = conditionOf(filters);
  const matches = db.$with('matches').as(
    db
      .select({
        matchKey: sql<string>`${listing.listingKey}`.as('match_key'),
        total: sql<number>`(count(*) over ())::int`.as('total'),
      })
      .from(listing)
      .where(where)
      .orderBy(...orderOf(page.sort))
      .limit(page.limit)
      .offset(page.offset),
  );
  const rows = await db
    .with(matches)
    .select({
      listingKey: listing.listingKey,
      total: matches.total,
      record: sql<Record<string, unknown>>`${resultRecord}`,
      imageURL: sql<string | null>`${listing.photos} ->> 0`,
      // Qualified by hand: drizzle writes a column of the outer table bare inside a subquery.
      inMyList: sql<boolean>`exists (select 1 from "buyer_homes" where "buyer_homes"."buyer_id" = ${page.userId} and "buyer_homes"."listing_key" = "replica_listings"."listing_key")`,
    })
    .from(matches)
    .innerJoin(listing, eq(listing.listingKey, matches.matchKey))
    // One detoasted copy of each page row's record (`offset 0` keeps it a subquery, computed once).
    .innerJoinLateral(
      sql`(select "replica_listings"."record" || '{}'::jsonb as "x" offset 0) as "page_record"`,
      sql`true`,
    )
    .orderBy(...orderOf(page.sort));
  const total =
    rows[0]?.total ??
    (page.offset === 0
      ? 0
      : ((
          await db
            .select({ total: sql<number>`count(*)::int` })
            .from(listing)
            .where(where)
        )[0]?.total ?? 0));
  return { rows, total };
};
