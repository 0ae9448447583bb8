/**
 * The world of the `alerts` bench part (ADRs 028 and 035): buyers under realtors, each
 * with homes out of the replicated listings (a tenth of them liked) and saved searches (a tenth of
 * them a realtor's concierge searches), saved as the app saves them (`filters` and the typed
 * columns of `searchColumnsOf`), spread as people search: a postal code, a city, a map box or only
 * a price, with prices, beds and types around them, a few by street name alone. A listing's place,
 * price and facts follow from its number (`B{n}`), so a change set names listings by number.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { savedSearches, users, type NewSavedSearchRow } from '../../src/db/schema';
import { searchColumnsOf } from '../../src/modules/alerts/saved-searches/search-columns';
import { householdsOfOne } from './bench-users';

export type WorldSize = {
  buyers: number;
  realtors: number;
  homesEach: number;
  searchesEach: number;
  listings: number;
};

/** 20 cities of 10 postal codes each. */
const CITIES = [
  ['Raleigh', 35.78, -78.64],
  ['Durham', 35.99, -78.9],
  ['Cary', 35.79, -78.78],
  ['Chapel Hill', 35.91, -79.06],
  ['Apex', 35.73, -78.85],
  ['Wake Forest', 35.98, -78.51],
  ['Garner', 35.71, -78.61],
  ['Morrisville', 35.82, -78.83],
  ['Holly Springs', 35.65, -78.83],
  ['Fuquay-Varina', 35.58, -78.8],
  ['Knightdale', 35.79, -78.48],
  ['Wendell', 35.78, -78.37],
  ['Clayton', 35.65, -78.46],
  ['Mebane', 36.1, -79.27],
  ['Hillsborough', 36.08, -79.1],
  ['Carrboro', 35.91, -79.08],
  ['Zebulon', 35.82, -78.31],
  ['Rolesville', 35.92, -78.46],
  ['Pittsboro', 35.72, -79.18],
  ['Sanford', 35.48, -79.18],
] as const;
const STREETS = [
  'Oak',
  'Maple',
  'Pine',
  'Cedar',
  'Elm',
  'Birch',
  'Willow',
  'Hickory',
  'Poplar',
  'Magnolia',
];
const TYPES = [
  'Residential',
  'Residential',
  'Residential',
  'Residential',
  'Residential Lease',
  'Land',
];

/** SQL text of a list of plain words (the bench's own constants). */
const words = (items: readonly string[]) => `array['${items.join("','")}']`;
const cityRows = CITIES.map(([name, lat, lon], n) => `(${n}, '${name}', ${lat}, ${lon})`).join(
  ', ',
);

/**
 * Listings `from` to `to` as replica columns and as the RESO record an MLS sends (the sync's
 * `arrivedListing` reads the same columns back from it).
 */
export const listingSelect = (from: number, to: number) =>
  sql.raw(`
  select 'B' || i as listing_key, 'Active' as status, price as list_price, beds as bedrooms,
    baths as bathrooms, kind as property_type, c.name as city, 'NC' as state, postal_code,
    y as latitude, x as longitude,
    jsonb_build_object('ListingKey', 'B' || i, 'StandardStatus', 'Active', 'ListPrice', price,
      'UnparsedAddress',
      i || ' ' || (${words(STREETS)})[1 + (i / 7) % ${STREETS.length}] || ' St',
      'City', c.name, 'StateOrProvince', 'NC', 'PostalCode', postal_code, 'PropertyType', kind,
      'Latitude', y, 'Longitude', x, 'BedroomsTotal', beds, 'BathroomsTotalInteger', baths)
      as record
  from generate_series(${from}, ${to}) i
  join (values ${cityRows}) c(n, name, lat, lon) on c.n = i % ${CITIES.length}
  cross join lateral (select 150000 + ((i * 7919) % 136) * 10000 as price, 1 + (i * 31) % 6 as beds,
    1 + (i * 17) % 4 as baths, (${words(TYPES)})[1 + i % ${TYPES.length}] as kind,
    (27000 + c.n * 10 + (i / ${CITIES.length}) % 10)::text as postal_code,
    c.lat + ((i * 37) % 200 - 100) / 1000.0 as y, c.lon + ((i * 53) % 200 - 100) / 1000.0 as x)
    facts`);

/** Writes listings `from` to `to` into the replica directly (faster than a sync). */
export const insertListings = ({ db }: Database, from: number, to: number) =>
  db.execute(sql`
    insert into replica_listings (listing_key, status, list_price, bedrooms, bathrooms,
      property_type, city, state, postal_code, latitude, longitude, modified_at, synced_at, record)
    select listing_key, status, list_price, bedrooms, bathrooms, property_type, city, state,
      postal_code, latitude, longitude, now(), now(), record
    from (${listingSelect(from, to)}) l`);

/** A small deterministic generator: the same searches every run. */
const randomFrom = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};

/** A search's filters as the search module's `filtersOf` gives them (ADR 031). */
const searchFilters = (random: () => number): Record<string, unknown> => {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const cityNumber = Math.floor(random() * CITIES.length);
  const [city, lat, lon] = CITIES[cityNumber]!;
  const price = 200_000 + Math.floor(random() * 100) * 10_000;
  const prices = { minPrice: Math.round(price * 0.85), maxPrice: Math.round(price * 1.15) };
  const beds = random() < 0.6 ? { minBeds: 2 + Math.floor(random() * 3) } : {};
  const statuses = ['Active', 'Coming Soon'];
  const kind = random();
  if (kind < 0.35) {
    const postalCode = String(27000 + cityNumber * 10 + Math.floor(random() * 10));
    return { postalCode, ...prices, ...beds, statuses };
  }
  if (kind < 0.65) return { cities: [city], ...prices, ...beds, statuses };
  if (kind < 0.8) {
    const box = [lon - 0.04, lat - 0.04, lon + 0.04, lat + 0.04];
    return { box, maxPrice: prices.maxPrice, ...beds, statuses };
  }
  if (kind < 0.95) {
    const narrow = { minPrice: Math.round(price * 0.97), maxPrice: Math.round(price * 1.03) };
    return { ...narrow, minBeds: 3, propertyTypes: [pick(TYPES)], statuses };
  }
  if (kind < 0.98) return { words: [pick(STREETS).toLowerCase()], cities: [city], statuses };
  return { words: [pick(STREETS).toLowerCase(), String(Math.floor(random() * 999))], statuses };
};

/** Realtors, buyers with their homes and saved searches, and the listings they are about. */
export const seedWorld = async (database: Database, size: WorldSize) => {
  const { db } = database;
  await db.execute(sql`insert into users (username, email, role, password_hash, status, first_name, last_name)
    select 'realtor' || i, 'realtor' || i || '@bench.example', 'realtor', 'x', 'CONFIRMED', 'Realtor' || i, 'Bench'
    from generate_series(1, ${size.realtors}::int) i`);
  await db.execute(sql`insert into users (username, email, role, password_hash, status, first_name, last_name, supervisor_id)
    select 'buyer' || i, 'buyer' || i || '@bench.example', 'buyer', 'x', 'CONFIRMED', 'Buyer' || i, 'Bench', r.id
    from generate_series(1, ${size.buyers}::int) i
    join users r on r.username = 'realtor' || (1 + i % ${size.realtors})`);
  await householdsOfOne(db);
  await insertListings(database, 1, size.listings);
  await db.execute(sql`insert into buyer_homes (buyer_id, listing_key, position)
    select u.id, 'B' || (1 + (u.n * 7919 + j * 104729) % ${size.listings}), j
    from (select id, row_number() over (order by username) as n from users where role = 'buyer') u,
      generate_series(0, ${size.homesEach - 1}) j
    on conflict do nothing`);
  // Each buyer's first home their own like.
  await db.execute(sql`insert into home_likes (buyer_id, listing_key, user_id)
    select buyer_id, listing_key, buyer_id from buyer_homes where position = 0`);
  const buyers = await db
    .select({ id: users.id, realtorId: users.supervisorId })
    .from(users)
    .where(sql`${users.role} = 'buyer'`)
    .orderBy(users.username);
  const random = randomFrom(22);
  const rows: NewSavedSearchRow[] = buyers.flatMap((buyer, n) =>
    Array.from({ length: size.searchesEach }, (_, j) => {
      const filters = searchFilters(random);
      const concierge = (n * size.searchesEach + j) % 10 === 0;
      return {
        buyerId: buyer.id,
        createdBy: concierge ? (buyer.realtorId ?? buyer.id) : buyer.id,
        name: `Search ${j + 1}`,
        query: '',
        filters,
        concierge,
        ...searchColumnsOf(filters),
      };
    }),
  );
  for (let start = 0; start < rows.length; start += 1_000) {
    await db.insert(savedSearches).values(rows.slice(start, start + 1_000));
  }
  await db.execute(sql`analyze`);
};
