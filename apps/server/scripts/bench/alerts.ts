/**
 * The alerts figures of `npm run bench` (part `alerts`, issue 22, ADRs 028 and 035): 10,000 buyers
 * under 100 realtors, each with 10 homes out of 20,000 replicated listings (a tenth of them liked)
 * and 2 saved searches (20,000, a tenth of them a realtor's concierge searches), then 1,000 changes
 * appended as one sync would: 600 price drops, 300 new listings, 100 homes gone Pending. Measured:
 * the fan-out's run that turns them into notices (buyers, realtors, saved-search matches), their
 * e-mail rows and concierge suggestions; goal under 10 s on PostgreSQL, PGlite reported. The
 * searches are saved as the app saves them (`filters` and the typed columns of `searchColumnsOf`),
 * spread as people search: a postal code, a city, a map box or only a price, with prices, beds and
 * types around them, a few by street name alone.
 * `--smoke`: 1,000 buyers, 2,000 listings and 100 changes.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { savedSearches, users, type NewSavedSearchRow } from '../../src/db/schema';
import { startAlertsWorker } from '../../src/modules/alerts';
import { searchColumnsOf } from '../../src/modules/alerts/saved-searches/search-columns';
import { systemClock } from '../../src/platform/clock';
import { createTestDatabase } from '../../test/db';
import { emitFigures, isSmoke, ms, type Figure } from './figures';
import { benchDatabaseUrl, postgresAvailable } from './postgres';

const smoke = isSmoke();
const BUYERS = smoke ? 1_000 : 10_000;
const REALTORS = 100;
const HOMES_EACH = 10;
const SEARCHES_EACH = 2;
const LISTINGS = smoke ? 2_000 : 20_000;
const CHANGES = smoke ? 100 : 1_000;
/** Of the changes: price drops first, then new listings, the rest go Pending. */
const DROPS = (CHANGES * 6) / 10;
const NEW_LISTINGS = (CHANGES * 3) / 10;
const GOAL_MS = 10_000;
/**
 * CPU seconds spent so far by this process and by the database's server processes (read from
 * /proc, so only for a PostgreSQL on this machine; null elsewhere): on a machine shared with other
 * work the wall time says more about the others than about the fan-out, its CPU time does not.
 */
const cpuSeconds = async ({ db, kind }: Database) => {
  const own = process.cpuUsage();
  let server: number | null = null;
  if (kind === 'postgres') {
    try {
      const result = (await db.execute(
        sql`select pid from pg_stat_activity where datname = current_database()`,
      )) as unknown as { rows: { pid: number }[] };
      server = result.rows.reduce((sum, { pid }) => {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        return sum + (Number(fields[11]) + Number(fields[12])) / 100;
      }, 0);
    } catch {
      server = null;
    }
  }
  return { own: (own.user + own.system) / 1e6, server };
};

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** 20 cities of 10 postal codes each; a listing's place, price and facts follow from its number. */
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

/** The SQL of listings `from` to `to`: place, price and facts follow from the number. */
const listingsSql = (from: number, to: number) =>
  sql.raw(`
  insert into replica_listings (listing_key, status, list_price, bedrooms, bathrooms, property_type,
    city, state, postal_code, latitude, longitude, modified_at, synced_at, record)
  select 'B' || i, 'Active', price, beds, baths, (${words(TYPES)})[1 + i % ${TYPES.length}],
    c.name, 'NC', (27000 + c.n * 10 + (i / ${CITIES.length}) % 10)::text,
    c.lat + ((i * 37) % 200 - 100) / 1000.0, c.lon + ((i * 53) % 200 - 100) / 1000.0, now(), now(),
    jsonb_build_object('UnparsedAddress',
      i || ' ' || (${words(STREETS)})[1 + (i / 7) % ${STREETS.length}] || ' St',
      'City', c.name, 'StateOrProvince', 'NC', 'BedroomsTotal', beds, 'BathroomsTotalInteger', baths)
  from generate_series(${from}, ${to}) i
  cross join lateral (select 150000 + ((i * 7919) % 136) * 10000 as price, 1 + (i * 31) % 6 as beds,
    1 + (i * 17) % 4 as baths) facts
  join (values ${cityRows}) c(n, name, lat, lon) on c.n = i % ${CITIES.length}`);

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

const seed = async ({ db }: Database) => {
  await db.execute(sql`insert into users (username, email, role, password_hash, status, first_name, last_name)
    select 'realtor' || i, 'realtor' || i || '@bench.example', 'realtor', 'x', 'CONFIRMED', 'Realtor' || i, 'Bench'
    from generate_series(1, ${REALTORS}::int) i`);
  await db.execute(sql`insert into users (username, email, role, password_hash, status, first_name, last_name, supervisor_id)
    select 'buyer' || i, 'buyer' || i || '@bench.example', 'buyer', 'x', 'CONFIRMED', 'Buyer' || i, 'Bench', r.id
    from generate_series(1, ${BUYERS}::int) i
    join users r on r.username = 'realtor' || (1 + i % ${REALTORS})`);
  await db.execute(listingsSql(1, LISTINGS));
  await db.execute(sql`insert into buyer_homes (buyer_id, listing_key, liked, position)
    select u.id, 'B' || (1 + (u.n * 7919 + j * 104729) % ${LISTINGS}), j = 0, j
    from (select id, row_number() over (order by username) as n from users where role = 'buyer') u,
      generate_series(0, ${HOMES_EACH - 1}) j
    on conflict do nothing`);
  const buyers = await db
    .select({ id: users.id, realtorId: users.supervisorId })
    .from(users)
    .where(sql`${users.role} = 'buyer'`)
    .orderBy(users.username);
  const random = randomFrom(22);
  const rows: NewSavedSearchRow[] = buyers.flatMap((buyer, n) =>
    Array.from({ length: SEARCHES_EACH }, (_, j) => {
      const filters = searchFilters(random);
      const concierge = (n * SEARCHES_EACH + j) % 10 === 0;
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

/** One sync's changes: price drops, new listings (their rows too), homes gone Pending. */
const appendChanges = async ({ db }: Database) => {
  await db.execute(sql`update replica_listings set list_price = list_price * 0.97
    where listing_key in (select 'B' || i from generate_series(1, ${DROPS}::int) i)`);
  await db.execute(sql`insert into replica_events (listing_key, kind, modified_at, before, after)
    select l.listing_key, 'price_change', now(), to_jsonb(round(l.list_price / 0.97)), to_jsonb(l.list_price)
    from replica_listings l where l.listing_key in (select 'B' || i from generate_series(1, ${DROPS}::int) i)`);
  await db.execute(listingsSql(LISTINGS + 1, LISTINGS + NEW_LISTINGS));
  await db.execute(sql`insert into replica_events (listing_key, kind, modified_at)
    select 'B' || i, 'new_listing', now() from generate_series(${LISTINGS + 1}::int, ${LISTINGS + NEW_LISTINGS}::int) i`);
  await db.execute(sql`update replica_listings set status = 'Pending'
    where listing_key in (select 'B' || i from generate_series(${DROPS + 1}::int, ${CHANGES - NEW_LISTINGS}::int) i)`);
  await db.execute(sql`insert into replica_events (listing_key, kind, modified_at, before, after)
    select 'B' || i, 'status_change', now(), '"Active"'::jsonb, '"Pending"'::jsonb
    from generate_series(${DROPS + 1}::int, ${CHANGES - NEW_LISTINGS}::int) i`);
};

const measure = async (kind: 'postgres' | 'pglite'): Promise<Figure[]> => {
  const database = await createTestDatabase(kind);
  try {
    await seed(database);
    const worker = await startAlertsWorker({
      db: database.db,
      clock: systemClock,
      logger: quiet,
      intervalMs: 0,
    });
    await worker.runOnce(); // the first run: the cursor starts after the (empty) history
    await appendChanges(database);
    await database.db.execute(sql`update jobs set run_at = now() where kind = 'alerts-fanout'`);
    const cpuBefore = await cpuSeconds(database);
    const started = performance.now();
    await worker.runOnce();
    const took = performance.now() - started;
    const cpuAfter = await cpuSeconds(database);
    const load = os.loadavg()[0]?.toFixed(1);
    const cpu = [
      `bench process ${(cpuAfter.own - cpuBefore.own).toFixed(1)} s`,
      ...(cpuAfter.server !== null && cpuBefore.server !== null
        ? [`database ${(cpuAfter.server - cpuBefore.server).toFixed(1)} s`]
        : []),
    ].join(', ');
    await worker.stop();
    const result = await database.db.execute(sql`select
      (select count(*) from notifications where kind <> 'search-match')::int as notices,
      (select count(*) from notifications where kind = 'search-match')::int as matches,
      (select count(*) from suggestions)::int as suggestions,
      (select count(*) from notification_deliveries)::int as emails`);
    const counts = (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
    const count = (name: string) => (counts[name] ?? 0).toLocaleString('en-US');
    const detail = `${kind}, ${BUYERS.toLocaleString('en-US')} buyers × ${HOMES_EACH} homes and ${SEARCHES_EACH} saved searches, ${CHANGES.toLocaleString('en-US')} changes`;
    return [
      {
        figure: 'Alerts',
        detail: `${detail}: ${count('notices')} notices of homes, ${count('matches')} of saved searches, ${count('suggestions')} suggestions, ${count('emails')} e-mail rows`,
        measured: `${ms(took)} (CPU: ${cpu}; load average ${load})`,
        goal: kind === 'postgres' ? `< ${GOAL_MS / 1000} s` : 'reported',
        met: kind === 'postgres' ? took < GOAL_MS : null,
      },
    ];
  } finally {
    await database.close();
  }
};

/** `BENCH_ALERTS_ONLY=postgres` or `pglite`: that database alone. */
const only = process.env.BENCH_ALERTS_ONLY;
const figures: Figure[] = [];
if (only !== 'pglite' && (await postgresAvailable())) {
  process.env.DATABASE_URL ??= benchDatabaseUrl();
  figures.push(...(await measure('postgres')));
}
if (only !== 'postgres') figures.push(...(await measure('pglite')));
emitFigures(figures);
