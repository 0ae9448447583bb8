/**
 * The team's performance figures of `npm run bench` (part `team-performance`, ADR 053): an owner's
 * page data (GET /{product}/team-performance and /team-performance/attention together, as the
 * page asks them) over 20 team leads, 200 realtors and 5,000 buyers with a year of activity on
 * PostgreSQL, at a steady pace of pages a second; goal p95 < 300 ms for the page (both answers).
 * A year: per buyer 150 feed events, 24 shared notes (nine in ten answered within two days), 4
 * tours, 12 sends of homes and 20 alert e-mails: 750,000 events, 228,000 notes, 20,000 tours,
 * 60,000 sends, 100,000 e-mails. Also reported: the same page over a whole year's period. Each
 * page is timed from when it was due (an open loop), until its slower answer is in.
 * `--smoke`: 100 buyers, two seconds.
 */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPaths, defaultProductSlug, withProduct } from '@rela/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { BENCH_PASSWORD, householdsOfOne } from './bench-users';
import { emitFigures, isSmoke, ms, type Figure } from './figures';
import { benchDatabaseUrl, postgresAvailable } from './postgres';
import { spawnStack } from './spawn-stack';

const smoke = isSmoke();
const LEADS = 20;
const REALTORS_PER_LEAD = 10;
const BUYERS = smoke ? 100 : 5_000;
const PAGES_PER_SECOND = 1;
const DURATION_S = smoke ? 2 : 60;
const GOAL_MS = 300;
const DATABASE = 'perf_bench';

/**
 * A migrated database of this bench's own name (`perf_bench`, made anew each run) on the bench's
 * PostgreSQL server, used by the stack as it is: no template shared with other runs is touched.
 */
const ownDatabase = async () => {
  const url = new URL(benchDatabaseUrl());
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${DATABASE}`;
  const database: Database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: 2,
  });
  await database.migrate();
  return { database, url: url.toString() };
};

/** The team under the stack's `bench-owner`, and a year of what its buyers and realtors did. */
const seedTeam = async (database: Database) => {
  const { db } = database;
  const days = (expression: string) => sql.raw(`(${expression}) * interval '1 day'`);
  await db.execute(sql`
    insert into users (username, email, role, supervisor_id, password_hash, first_name, last_name, created_at)
    select 'tp-lead-' || n, 'tp-lead-' || n || '@bench.example', 'team-leader',
      (select id from users where username = 'bench-owner'),
      (select password_hash from users where username = 'bench-owner'), 'Lead', n::text,
      now() - interval '2 years'
    from generate_series(1, ${LEADS}) n`);
  await db.execute(sql`
    insert into users (username, email, role, supervisor_id, password_hash, first_name, last_name, created_at)
    select 'tp-realtor-' || n, 'tp-realtor-' || n || '@bench.example', 'realtor',
      (select id from users where username = 'tp-lead-' || ((n - 1) / ${REALTORS_PER_LEAD} + 1)),
      (select password_hash from users where username = 'bench-owner'), 'Realtor', n::text,
      now() - interval '2 years'
    from generate_series(1, ${LEADS * REALTORS_PER_LEAD}) n`);
  await db.execute(sql`
    insert into users (username, email, role, supervisor_id, password_hash, first_name, last_name, created_at)
    select 'tp-buyer-' || n, 'tp-buyer-' || n || '@bench.example', 'buyer',
      (select id from users where username = 'tp-realtor-' || ((n - 1) % ${LEADS * REALTORS_PER_LEAD} + 1)),
      (select password_hash from users where username = 'bench-owner'), 'Buyer', n::text,
      now() - ${days('380 + n % 30')}
    from generate_series(1, ${BUYERS}) n`);
  await householdsOfOne(db);
  const buyers = sql`(select * from users where username like 'tp-buyer-%') b`;
  // One buyer in ten did nothing in the last 30 days (some of them are quiet).
  await db.execute(sql`
    insert into activity_events (buyer_id, actor_id, kind, listing_key, at)
    select b.id, b.id,
      (array['viewed','viewed','viewed','viewed','viewed','viewed','liked','liked','removed','added-from-search'])[1 + g % 10],
      'BENCH' || (g % 40),
      now() - ${days('random() * 335 + case when abs(hashtext(b.username)) % 10 = 0 then 30 else 0 end')}
    from ${buyers} cross join generate_series(1, 150) g`);
  await db.execute(sql`
    with asked as (
      select b.id as buyer_id, b.supervisor_id as realtor_id, g, random() as r,
        now() - ${days('random() * 365')} as at
      from ${buyers} cross join generate_series(1, 24) g
    )
    insert into listing_notes (buyer_id, listing_key, author_id, visibility, text, created_at)
    select buyer_id, 'BENCH' || (g % 8), buyer_id, 'shared', 'bench note', at from asked
    union all
    select buyer_id, 'BENCH' || (g % 8), realtor_id, 'shared', 'bench answer',
      least(now(), at + r * 48 * interval '1 hour') from asked where r < 0.9`);
  // Each buyer's note stamped with its first answer, as the notes module stamps a thread's change.
  await db.execute(sql`
    update listing_notes n set answered_at = (
      select min(r.created_at) from listing_notes r
      where r.buyer_id = n.buyer_id and r.listing_key = n.listing_key and r.author_id <> n.buyer_id
        and r.created_at > n.created_at)
    where n.author_id = n.buyer_id`);
  await db.execute(sql`
    insert into tours (buyer_id, realtor_id, requested_by, listing_key, state, created_at, updated_at,
      answered_at, confirmed_at, completed_at)
    select buyer_id, realtor_id, buyer_id, 'BENCH' || g,
      case when waiting then 'requested' else 'completed' end, at, at,
      case when waiting then null else at + interval '5 hours' end,
      case when waiting then null else at + interval '5 hours' end,
      case when waiting then null else at + interval '3 days' end
    from (select b.id as buyer_id, b.supervisor_id as realtor_id, g,
        g = 4 and abs(hashtext(b.username)) % 20 = 0 as waiting,
        now() - ${days('random() * 365')} as at
      from ${buyers} cross join generate_series(1, 4) g) s`);
  await db.execute(sql`
    insert into performance_sends (household_id, sender_id, homes, at)
    select b.id, b.supervisor_id, 1 + g % 5, now() - ${days('random() * 365')}
    from ${buyers} cross join generate_series(1, 12) g`);
  await db.execute(sql`
    insert into notifications (user_id, kind, dedupe_key, title, body, created_at)
    select b.id, 'price-change', 'bench:' || g, 'Price change', 'A home changed',
      now() - ${days('random() * 365')}
    from ${buyers} cross join generate_series(1, 20) g`);
  await db.execute(sql`
    insert into notification_deliveries (notification_id, user_id, channel, state, due_at, done_at)
    select n.id, n.user_id, 'email', 'sent', n.created_at, n.created_at
    from notifications n where n.dedupe_key like 'bench:%'`);
  // A year-old database has been vacuumed: its index-only scans need no heap.
  await db.execute(sql`vacuum analyze`);
};

const signIn = async (apiUrl: string) => {
  const response = await fetch(`${apiUrl}/api${apiPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-owner', password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in failed with ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
};

const percentileOf = (samples: number[], share: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

const path = (route: string) => `/api${withProduct(route, defaultProductSlug)}`;

/** PAGES_PER_SECOND pages for DURATION_S, each page's calls at once; a page's time is its slower. */
const pacedPages = async (apiUrl: string, token: string, query: string) => {
  const headers = { authorization: `Bearer ${token}` };
  const calls = [
    `${path('/:product/team-performance')}${query}`,
    path('/:product/team-performance/attention'),
  ];
  const pages: number[] = [];
  const byCall = calls.map((): number[] => []);
  const failures = new Map<number, number>();
  const started = performance.now();
  const answered: Promise<void>[] = [];
  for (let n = 0; n < PAGES_PER_SECOND * DURATION_S; n += 1) {
    const due = started + (n * 1000) / PAGES_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    answered.push(
      Promise.all(
        calls.map(async (call, index) => {
          const response = await fetch(`${apiUrl}${call}`, { headers });
          await response.arrayBuffer();
          if (!response.ok) failures.set(response.status, (failures.get(response.status) ?? 0) + 1);
          byCall[index]?.push(performance.now() - due);
        }),
      ).then(() => {
        pages.push(performance.now() - due);
      }),
    );
  }
  await Promise.all(answered);
  return {
    p95: percentileOf(pages, 0.95),
    p50: percentileOf(pages, 0.5),
    tableP95: percentileOf(byCall[0] ?? [], 0.95),
    attentionP95: percentileOf(byCall[1] ?? [], 0.95),
    pages: pages.length,
    /** Answers other than 200, by status: a page that failed is still timed. */
    failures: [...failures].map(([status, count]) => `${count} × ${status}`).join(', '),
  };
};

const figures: Figure[] = [];
if (!(await postgresAvailable())) {
  console.log('   PostgreSQL is not there: no team-performance figures');
} else {
  const own = await ownDatabase();
  process.env.BENCH_EXISTING_DATABASE = own.url;
  const stack = await spawnStack({ driver: 'postgres', homes: 1, users: 0 }).finally(
    () => delete process.env.BENCH_EXISTING_DATABASE,
  );
  try {
    const seeding = Date.now();
    await seedTeam(own.database);
    console.log(`   seeded in ${((Date.now() - seeding) / 1000).toFixed(0)} s`);
    const token = await signIn(stack.apiUrl);
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const runs = [
      { name: 'the last 30 days (the first load)', query: '', goal: true },
      { name: 'a whole year', query: `?from=${yearAgo}&to=${today}`, goal: false },
    ];
    // One page first, so that the first figure is not of a cold pool.
    await pacedPages(stack.apiUrl, token, '').catch(() => undefined);
    for (const run of runs) {
      const result = await pacedPages(stack.apiUrl, token, run.query);
      const [load = 0] = os.loadavg();
      figures.push({
        figure: 'Team performance',
        detail: `an owner's page (table + attention), ${run.name}, postgres, ${LEADS} leads, ${LEADS * REALTORS_PER_LEAD} realtors, ${BUYERS.toLocaleString('en-US')} buyers, a year of activity, ${PAGES_PER_SECOND} pages a second`,
        measured: `p95 ${ms(result.p95)}, p50 ${ms(result.p50)}; table p95 ${ms(result.tableP95)}, attention p95 ${ms(result.attentionP95)}; ${result.pages} pages${result.failures ? `, failed: ${result.failures}` : ''} (load average ${load.toFixed(1)})`,
        goal: run.goal ? `p95 < ${GOAL_MS} ms` : 'reported',
        met: run.goal && !smoke ? result.p95 < GOAL_MS && !result.failures : null,
      });
      console.log(`   ${figures.at(-1)?.detail}: ${figures.at(-1)?.measured}`);
    }
  } finally {
    await stack.stop();
    await own.database.close();
  }
}
emitFigures(figures);
