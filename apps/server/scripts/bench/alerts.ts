/**
 * The alerts figures of `npm run bench` (part `alerts`, ADRs 028 and 035), over the world
 * of `alerts-world.ts`: 10,000 buyers under 100 realtors, each with 10 homes out of 20,000
 * replicated listings (a tenth of them liked) and 2 saved searches (20,000, a tenth of them a
 * realtor's concierge searches), then 1,000 changes appended as one sync would: 600 price drops,
 * 300 new listings, 100 homes gone Pending. Measured: the fan-out's run that turns them into
 * notices (buyers, realtors, saved-search matches), their e-mail rows and concierge suggestions;
 * goal under 10 s on PostgreSQL, PGlite reported. Then `alerts-sync.ts`: one sync of 1,000 more
 * changes with the alerts' workers running and without (goal: at most 20% slower), and how long
 * after its end every notice is written.
 * `--smoke`: 1,000 buyers, 2,000 listings and 100 changes.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { defaultDisplayRules } from '@rela/contracts';
import { matchTransactionsFor, startAlertsWorker } from '../../src/modules/alerts';
import { displayPolicyOf } from '../../src/modules/compliance';
import { systemClock } from '../../src/platform/clock';
import { createTestDatabase } from '../../test/db';
import { measureSyncWithAlerts } from './alerts-sync';
import { insertListings, seedWorld, type WorldSize } from './alerts-world';
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
const world: WorldSize = {
  buyers: BUYERS,
  realtors: REALTORS,
  homesEach: HOMES_EACH,
  searchesEach: SEARCHES_EACH,
  listings: LISTINGS,
};
/**
 * Syncs with and without alerts, each: medians of this many (the rounds alternate). Change set k
 * takes listings from `B{k × CHANGES + 1}` on; the part uses 4 + 2 × rounds of them.
 */
const syncRounds = (kind: Database['kind']) => (smoke || kind === 'pglite' ? 1 : 5);
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

/** One sync's changes: price drops, new listings (their rows too), homes gone Pending. */
const appendChanges = async (database: Database) => {
  const { db } = database;
  await db.execute(sql`update replica_listings set list_price = list_price * 0.97
    where listing_key in (select 'B' || i from generate_series(1, ${DROPS}::int) i)`);
  await db.execute(sql`insert into replica_events (listing_key, kind, modified_at, before, after)
    select l.listing_key, 'price_change', now(), to_jsonb(round(l.list_price / 0.97)), to_jsonb(l.list_price)
    from replica_listings l where l.listing_key in (select 'B' || i from generate_series(1, ${DROPS}::int) i)`);
  await insertListings(database, LISTINGS + 1, LISTINGS + NEW_LISTINGS);
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
    await seedWorld(database, world);
    const worker = await startAlertsWorker({
      db: database.db,
      display: displayPolicyOf(defaultDisplayRules),
      clock: systemClock,
      logger: quiet,
      intervalMs: 0,
      matchTransactions: matchTransactionsFor(kind),
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
    const people = `${BUYERS.toLocaleString('en-US')} buyers × ${HOMES_EACH} homes and ${SEARCHES_EACH} saved searches`;
    const detail = `${kind}, ${people}, ${CHANGES.toLocaleString('en-US')} changes`;
    const fanOut: Figure = {
      figure: 'Alerts',
      detail: `${detail}: ${count('notices')} notices of homes, ${count('matches')} of saved searches, ${count('suggestions')} suggestions, ${count('emails')} e-mail rows`,
      measured: `${ms(took)} (CPU: ${cpu}; load average ${load})`,
      goal: kind === 'postgres' ? `< ${GOAL_MS / 1000} s` : 'reported',
      met: kind === 'postgres' ? took < GOAL_MS : null,
    };
    const syncs = await measureSyncWithAlerts(database, {
      kind,
      shape: { drops: DROPS, pending: CHANGES - DROPS - NEW_LISTINGS, fresh: NEW_LISTINGS },
      listings: LISTINGS,
      firstSet: 1,
      rounds: syncRounds(kind),
      world: people,
    });
    return [fanOut, ...syncs];
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
