/**
 * The alerts figures of `npm run bench` (part `alerts`, issue 22, ADR 028): 10,000 buyers under
 * 100 realtors, 10 homes each out of 20,000 replicated listings (a tenth of them liked), then
 * 1,000 price changes appended as one sync would; measured: the fan-out's run that turns them into
 * notices (buyers and realtors) and their e-mail rows, goal under 10 s on PostgreSQL; PGlite
 * reported. The sync itself only gains one `update` of the fan-out's job row (its nudge).
 * `--smoke`: 1,000 buyers and 100 changes.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { startAlertsWorker } from '../../src/modules/alerts';
import { systemClock } from '../../src/platform/clock';
import { createTestDatabase } from '../../test/db';
import { emitFigures, isSmoke, ms, type Figure } from './figures';
import { benchDatabaseUrl, postgresAvailable } from './postgres';

const smoke = isSmoke();
const BUYERS = smoke ? 1_000 : 10_000;
const REALTORS = 100;
const HOMES_EACH = 10;
const LISTINGS = smoke ? 2_000 : 20_000;
const CHANGES = smoke ? 100 : 1_000;
const GOAL_MS = 10_000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const seed = async ({ db }: Database) => {
  await db.execute(sql`insert into users (username, email, role, password_hash, status, first_name, last_name)
    select 'realtor' || i, 'realtor' || i || '@bench.example', 'realtor', 'x', 'CONFIRMED', 'Realtor' || i, 'Bench'
    from generate_series(1, ${REALTORS}) i`);
  await db.execute(sql`insert into users (username, email, role, password_hash, status, first_name, last_name, supervisor_id)
    select 'buyer' || i, 'buyer' || i || '@bench.example', 'buyer', 'x', 'CONFIRMED', 'Buyer' || i, 'Bench', r.id
    from generate_series(1, ${BUYERS}) i
    join users r on r.username = 'realtor' || (1 + i % ${REALTORS})`);
  await db.execute(sql`insert into replica_listings (listing_key, status, list_price, modified_at, synced_at, record)
    select 'B' || i, 'Active', 500000, now(), now(),
      jsonb_build_object('UnparsedAddress', i || ' Oak St', 'City', 'Raleigh')
    from generate_series(1, ${LISTINGS}) i`);
  await db.execute(sql`insert into buyer_homes (buyer_id, listing_key, liked, position)
    select u.id, 'B' || (1 + (u.n * 7919 + j * 104729) % ${LISTINGS}), j = 0, j
    from (select id, row_number() over (order by username) as n from users where role = 'buyer') u,
      generate_series(0, ${HOMES_EACH - 1}) j
    on conflict do nothing`);
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
    await database.db
      .execute(sql`insert into replica_events (listing_key, kind, modified_at, before, after)
      select 'B' || i, 'price_change', now(), '500000'::jsonb, '485000'::jsonb
      from generate_series(1, ${CHANGES}) i`);
    await database.db.execute(sql`update jobs set run_at = now() where kind = 'alerts-fanout'`);
    const started = performance.now();
    await worker.runOnce();
    const took = performance.now() - started;
    await worker.stop();
    const result = await database.db.execute(sql`select
      (select count(*) from notifications)::int as notices,
      (select count(*) from notification_deliveries)::int as emails`);
    const { notices, emails } = (
      result as unknown as { rows: { notices: number; emails: number }[] }
    ).rows[0]!;
    const detail = `${kind}, ${BUYERS.toLocaleString('en-US')} buyers × ${HOMES_EACH} homes, ${CHANGES.toLocaleString('en-US')} changes`;
    return [
      {
        figure: 'Alerts',
        detail: `${detail}: ${notices.toLocaleString('en-US')} notices, ${emails.toLocaleString('en-US')} e-mail rows`,
        measured: ms(took),
        goal: kind === 'postgres' ? `< ${GOAL_MS / 1000} s` : 'reported',
        met: kind === 'postgres' ? took < GOAL_MS : null,
      },
    ];
  } finally {
    await database.close();
  }
};

const figures: Figure[] = [];
if (await postgresAvailable()) {
  process.env.DATABASE_URL ??= benchDatabaseUrl();
  figures.push(...(await measure('postgres')));
}
figures.push(...(await measure('pglite')));
emitFigures(figures);
