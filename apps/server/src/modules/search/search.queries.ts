import { createHash } from 'node:crypto';
import type { SearchBox, SearchSort } from '@rela/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  buyerHomes,
  replicaListingCards as cards,
  replicaListings as listing,
  replicaSearchWords as vocabulary,
  users,
} from '../../db/schema';
import { monthlyTotalSql, priceBoundsOf, type CostValues } from './search-costs';
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
  /**
   * The words match only listings whose address may be shown (a buyer's text search,
   * REQ-DISPLAY-ADDRESS): the words of a withheld street must not find its listing.
   */
  wordsOnShownAddresses?: boolean;
  /**
   * Leaves out the listings whose seller opted out of internet display (a buyer's search,
   * REQ-DISPLAY-WITHHELD): by key, from the partial index of hidden listings, so the covering
   * indexes still answer alone (the key is in each).
   */
  withheldLeftOut?: boolean;
  /**
   * The caller's part of the monthly estimate (`costValuesOf` of their cost defaults), present when
   * the search reads it: a monthly limit, or the `monthly-asc` order (REQ-COST-SEARCH).
   */
  costs?: CostValues;
  /** Homes whose estimate under `costs` is at most this, in whole dollars. */
  maxMonthlyCost?: number;
  /** Homes whose price was last lowered at or after this time (`priceReducedWithinDays`). */
  priceCutSince?: Date;
};

export type ListingPage = {
  sort: SearchSort;
  offset: number;
  limit: number;
  /** The caller, whose own homes are marked `inMyList`. */
  userId: string;
};

/**
 * The words of the search text as pg_trgm reads words (runs of letters and digits): the
 * expression of the GIN index `replica_listings_search_words_idx` (migration 0017), written
 * alike here so that PostgreSQL uses it.
 */
const addressWords = sql.raw(
  `regexp_split_to_array("replica_listings"."search_text", '[^[:alnum:]]+')`,
);

/**
 * The parts of a search that decide its statement's text: which filters are given, how many cities
 * and words of each kind, the order. Two searches of one shape differ only in their values, which
 * are placeholders (`valuesOf`): the statement is built once per shape and prepared by name.
 */
const shapeOf = (filters: ListingFilters, sort: SearchSort) => {
  const words = textWords(filters.words ?? []);
  return [
    sort,
    filters.cities?.length ?? 0,
    words.narrowing.length,
    words.filtering.length,
    filters.wordsOnShownAddresses && words.narrowing.length + words.filtering.length > 0
      ? 'shown'
      : '-',
    filters.withheldLeftOut ? 'clients' : '-',
    ...(
      [
        'postalCode',
        'minPrice',
        'maxPrice',
        'minBeds',
        'minBaths',
        'propertyTypes',
        'box',
        'maxMonthlyCost',
        'priceCutSince',
      ] as const
    ).map((name) => (filters[name] === undefined ? '-' : name)),
  ].join(' ');
};

/**
 * The words of the text, those that narrow through the words' index first: words of four letters
 * or more narrow, shorter ones ("st", "n", "12") only filter what those found, unless there is no
 * longer word (then all narrow).
 */
const textWords = (words: readonly string[]) => {
  const long = words.filter(isIndexWord);
  return long.length === 0
    ? { narrowing: [...words], filtering: [] }
    : { narrowing: long, filtering: words.filter((word) => !isIndexWord(word)) };
};

/** The values of one search, by the names of its statement's placeholders. */
const valuesOf = (filters: ListingFilters, page: ListingPage): Record<string, unknown> => {
  const words = textWords(filters.words ?? []);
  return {
    statuses: [...filters.statuses],
    ...Object.fromEntries((filters.cities ?? []).map((city, index) => [`city${index}`, city])),
    ...Object.fromEntries(
      [...words.narrowing, ...words.filtering].map((word, index) => [`word${index}`, word]),
    ),
    postalCode: filters.postalCode,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    minBeds: filters.minBeds,
    minBaths: filters.minBaths,
    propertyTypes: filters.propertyTypes === undefined ? undefined : [...filters.propertyTypes],
    west: filters.box?.[0],
    south: filters.box?.[1],
    east: filters.box?.[2],
    north: filters.box?.[3],
    ...filters.costs,
    ...(filters.costs && filters.maxMonthlyCost !== undefined
      ? {
          costLimit: filters.maxMonthlyCost,
          ...priceBoundsOf(filters.costs, filters.maxMonthlyCost),
        }
      : {}),
    priceCutSince: filters.priceCutSince?.toISOString(),
    limit: page.limit,
    offset: page.offset,
    userId: page.userId,
  };
};

const value = (name: string) => sql.placeholder(name);

/**
 * The filters of a shape as one condition, every value a placeholder: on-market rows only, each
 * given filter on its indexed column.
 */
const conditionOf = (filters: ListingFilters): SQL | undefined => {
  // With words, the words' index finds a few hundred candidates that are read anyway: the status
  // and city are then checked on those rows (`|| ''` keeps their indexes out), where PostgreSQL
  // would otherwise intersect them with bitmaps of tens of thousands of rows.
  const byText = (filters.words ?? []).length > 0;
  const status = byText ? sql`(${listing.status} || '')` : sql`${listing.status}`;
  const city = byText ? sql`(lower(${listing.city}) || '')` : sql`lower(${listing.city})`;
  return and(
    sql`${listing.onMarket}`,
    sql`${status} = any(${value('statuses')}::text[])`,
    ...(filters.cities ?? []).map((_, index) => sql`${city} = lower(${value(`city${index}`)})`),
    filters.postalCode === undefined
      ? undefined
      : sql`${listing.postalCode} = ${value('postalCode')}`,
    filters.minPrice === undefined ? undefined : sql`${listing.listPrice} >= ${value('minPrice')}`,
    filters.maxPrice === undefined ? undefined : sql`${listing.listPrice} <= ${value('maxPrice')}`,
    filters.minBeds === undefined ? undefined : sql`${listing.bedrooms} >= ${value('minBeds')}`,
    filters.minBaths === undefined ? undefined : sql`${listing.bathsShown} >= ${value('minBaths')}`,
    filters.propertyTypes === undefined
      ? undefined
      : sql`${listing.propertyType} = any(${value('propertyTypes')}::text[])`,
    // Edges included, as `point <@ box` had them; the btree on (status, latitude, longitude) reads it.
    filters.box === undefined
      ? undefined
      : and(
          sql`${listing.latitude} between ${value('south')} and ${value('north')}`,
          sql`${listing.longitude} between ${value('west')} and ${value('east')}`,
        ),
    // The price bound first, through the price in the index; then, unless the price and the
    // dues alone say the home is within the limit, the estimate itself (`priceBoundsOf`).
    filters.maxMonthlyCost === undefined
      ? undefined
      : and(
          sql`${listing.listPrice} <= ${value('costPriceBound')}::float8`,
          sql`((${listing.listPrice} >= 1 and ${listing.listPrice} * ${value('costMostPerDollar')}::float8 + ${listing.hoaMonthly} <= ${value('costSureLimit')}::float8) or ${monthlyTotal} <= ${value('costLimit')}::float8)`,
        ),
    filters.priceCutSince === undefined
      ? undefined
      : sql`${listing.priceCutAt} >= ${value('priceCutSince')}::timestamptz`,
    ...textConditions(filters.words ?? []),
    // Checked on the words' few hundred candidates, which are read anyway.
    byText && filters.wordsOnShownAddresses ? sql`${listing.addressDisplay}` : undefined,
    // A few keys, hashed once per search and checked on each index entry's key.
    filters.withheldLeftOut
      ? sql`${listing.listingKey} not in (select "hidden"."listing_key" from "replica_listings" as "hidden" where not "hidden"."entire_display")`
      : undefined,
  );
};

/**
 * Each typed word must be like one word of the address (ADR 023): word_similarity(typed, word) at
 * least pg_trgm.word_similarity_threshold. The words of every address are kept once in
 * `replica_search_words` (a few thousand, by a trigger): the typed word's alike words are found
 * there through its trigram index, and the listings that hold one of them through the GIN index of
 * the addresses' words, exactly (no similarity is computed per listing). The narrowing words go
 * through that index; the others only filter what those found (`|| '{}'` keeps the index out).
 * The typed word is read through a subquery (`(select $n)`) so that PostgreSQL estimates its
 * alike words alike for every word: it guessed one for a word it was shown and a hundred for an
 * unknown one, and so planned every text search again instead of keeping one plan per shape.
 */
const textConditions = (words: readonly string[]): SQL[] => {
  const { narrowing, filtering } = textWords(words);
  return [...narrowing, ...filtering].map((_, index) => {
    const alike = sql`coalesce((select array_agg(${vocabulary.word}) from ${vocabulary} where ${vocabulary.word} %> (select ${value(`word${index}`)}::text)), '{}')`;
    return index < narrowing.length
      ? sql`${addressWords} && ${alike}`
      : sql`(${addressWords} || '{}'::text[]) && ${alike}`;
  });
};

/** `homeEstimate`'s total of each home under the caller's defaults (`search-costs.ts`). */
const monthlyTotal = monthlyTotalSql();

/** The columns of each order, first to last; the key breaks the last ties (`orderOf`). */
const sortKeys: Record<SearchSort, { column: SQL; direction: string }[]> = {
  newest: [
    { column: sql`${listing.listDate}`, direction: 'desc nulls last' },
    { column: sql`${listing.modifiedAt}`, direction: 'desc' },
  ],
  'price-asc': [{ column: sql`${listing.listPrice}`, direction: 'asc nulls last' }],
  'price-desc': [{ column: sql`${listing.listPrice}`, direction: 'desc nulls last' }],
  'beds-desc': [
    { column: sql`${listing.bedrooms}`, direction: 'desc nulls last' },
    { column: sql`${listing.listPrice}`, direction: 'asc nulls last' },
  ],
  'sqft-desc': [{ column: sql`${listing.livingArea}`, direction: 'desc nulls last' }],
  'monthly-asc': [{ column: monthlyTotal, direction: 'asc nulls last' }],
};

/** The asked order over the listings. */
const orderOf = (sort: SearchSort): SQL[] => [
  ...sortKeys[sort].map(({ column, direction }) => sql`${column} ${sql.raw(direction)}`),
  sql`${listing.listingKey}`,
];

/** The same order over the page's matches, which carry their sort columns as `sort_0`, `sort_1`. */
const pageOrderOf = (sort: SearchSort): SQL[] => [
  ...sortKeys[sort].map(
    ({ direction }, index) => sql`${sql.identifier(`sort_${index}`)} ${sql.raw(direction)}`,
  ),
  sql`"match_key"`,
];

/** The statement of `citiesNamed`: one for any number of names. */
const citiesStatement = (db: Db) =>
  db
    .select({ city: sql<string>`"name"` })
    .from(sql`unnest(${value('names')}::text[]) as "name"`)
    .where(
      sql`exists (select 1 from "replica_listings" where lower("replica_listings"."city") = "name" and "replica_listings"."on_market")`,
    )
    .prepare('search_cities');

/**
 * The statements of one search shape, named `name` ('' sends them unnamed): its page with the
 * total, and its count alone for a page beyond the last (made when first needed).
 */
const shapeStatements = (db: Db, filters: ListingFilters, sort: SearchSort, name: string) => {
  const where = conditionOf(filters);
  const matches = db.$with('matches').as(
    db
      .select({
        matchKey: sql<string>`${listing.listingKey}`.as('match_key'),
        total: sql<number>`(count(*) over ())::int`.as('total'),
        ...Object.fromEntries(
          sortKeys[sort].map(({ column }, index) => [`sort${index}`, column.as(`sort_${index}`)]),
        ),
      })
      .from(listing)
      .where(where)
      .orderBy(...orderOf(sort))
      .limit(value('limit'))
      .offset(value('offset')),
  );
  // The page's rows are read from their cards alone (migration 0018), in the same order.
  const page = db
    .with(matches)
    .select({
      listingKey: matches.matchKey,
      total: matches.total,
      card: cards.card,
      imageURL: cards.imageUrl,
      // On the list of the caller's household (ADR 049).
      inMyList: sql<boolean>`exists (select 1 from "buyer_homes" where "buyer_homes"."buyer_id" = (select "household_id" from "users" where "users"."id" = ${value('userId')}) and "buyer_homes"."listing_key" = "match_key")`,
      // When its facts were last obtained (the disclaimer's time, ADR 048), by key, in ms: the
      // display rules read the card.
      syncedAt:
        sql<number>`(select extract(epoch from "replica_listings"."synced_at") * 1000 from "replica_listings" where "replica_listings"."listing_key" = "match_key")::float8`.mapWith(
          Number,
        ),
    })
    .from(matches)
    .innerJoin(cards, eq(cards.listingKey, matches.matchKey))
    .orderBy(...pageOrderOf(sort))
    .prepare(name);
  const countStatement = () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(listing)
      .where(where)
      .prepare(name === '' ? '' : `${name}_count`);
  let count: ReturnType<typeof countStatement> | undefined;
  return { page, count: () => (count ??= countStatement()) };
};

/** The statement of `ownListingKeys`: one for any number of keys. */
const ownKeysStatement = (db: Db) =>
  db
    .select({ listingKey: buyerHomes.listingKey })
    .from(buyerHomes)
    .where(
      and(
        // The list of the caller's household (ADR 049).
        sql`${buyerHomes.buyerId} = (select ${users.householdId} from ${users} where ${users.id} = ${value('userId')})`,
        sql`${buyerHomes.listingKey} = any(${value('keys')}::text[])`,
      ),
    )
    .prepare('search_own_keys');

type SearchStatements = {
  cities: ReturnType<typeof citiesStatement>;
  ownKeys: ReturnType<typeof ownKeysStatement>;
  shapes: Map<string, ReturnType<typeof shapeStatements>>;
};

/**
 * Most search shapes whose statements are kept, each prepared by name on every connection that
 * runs it (PostgreSQL then parses it once and may keep its plan). A client can ask for tens of
 * thousands of shapes; beyond these, a shape's statements are built for each search and sent
 * unnamed, as every statement was before.
 */
export const maxPreparedShapes = 64;

/** The statements of each database's searches, built once. */
const statements = new WeakMap<Db, SearchStatements>();

const statementsOf = (db: Db): SearchStatements => {
  const known = statements.get(db);
  if (known) return known;
  const made = { cities: citiesStatement(db), ownKeys: ownKeysStatement(db), shapes: new Map() };
  statements.set(db, made);
  return made;
};

/** The statements of a search's shape: kept and named while there is room, else built now. */
const statementsFor = (db: Db, filters: ListingFilters, sort: SearchSort) => {
  const { shapes } = statementsOf(db);
  const shape = shapeOf(filters, sort);
  const kept = shapes.get(shape);
  if (kept) return kept;
  if (shapes.size >= maxPreparedShapes) return shapeStatements(db, filters, sort, '');
  // Named by the shape: the same text under the same name on every connection of the pool.
  const name = `search_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`;
  const made = shapeStatements(db, filters, sort, name);
  shapes.set(shape, made);
  return made;
};

/**
 * Which of these names (lower case) are cities of listings on the market, through the city index:
 * the words of a free text that name a city are matched as that city, not as trigrams.
 */
export const citiesNamed = async (db: Db, names: readonly string[]) =>
  names.length === 0
    ? []
    : (await statementsOf(db).cities.execute({ names: [...names] })).map((row) => row.city);

/** Which of these listings the user has in their list (`inMyList` of a kept answer). */
export const ownListingKeys = async (db: Db, userId: string, keys: readonly string[]) =>
  new Set(
    keys.length === 0
      ? []
      : (await statementsOf(db).ownKeys.execute({ userId, keys: [...keys] })).map(
          (row) => row.listingKey,
        ),
  );

/**
 * One page of the listings that match, in the asked order, and how many match in all, in one
 * statement: the keys and the count come from the covering indexes alone (`matches`), and only
 * the page's rows are read for their facts. The statement is built once per shape of search.
 */
export const findListings = async (db: Db, filters: ListingFilters, page: ListingPage) => {
  const statement = statementsFor(db, filters, page.sort);
  const values = valuesOf(filters, page);
  const rows = await statement.page.execute(values);
  const total =
    rows[0]?.total ??
    (page.offset === 0 ? 0 : ((await statement.count().execute(values))[0]?.total ?? 0));
  return { rows, total };
};
