/**
 * The reactions' figure of `npm run bench` (part `reactions`, ADR 043): how long after a shared
 * note's write its author's realtor hears of it, under concurrent writes. 100 buyers, each with a
 * realtor of their own, write shared notes side by side, each at the pace REQ's limit allows (one
 * every 3 s; the writes do not wait for the notices); each note's reaction runs
 * in the reaction worker as main.ts starts it (woken by `pg_notify` at the write's commit), and the
 * delay is from the note's POST (the write's own time included) to the notice's commit signal
 * (`rela_notices`, what wakes the realtor's bell, ADR 040). Goal: p95 under 1 s on PostgreSQL; PGlite reported.
 * `--smoke`: 5 writers, 2 notes each, 0.5 s apart.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { NOTICE_CHANNEL } from '../../src/modules/alerts/notice-stream';
import { systemClock } from '../../src/platform/clock';
import { reactionLanesFor, startReactionWorker } from '../../src/platform/events';
import { passwords } from '../../src/platform/passwords';
import { createMemoryLimitStore } from '../../src/platform/rate-limit/memory-limit-store';
import { localFileStorage } from '../../src/platform/storage/local-file-storage';
import { subscribers } from '../../src/reactions';
import { testEnv, TEST_JWT_SECRET } from '../../test/app';
import { createTestDatabase } from '../../test/db';
import { BENCH_PASSWORD, householdsOfOne } from './bench-users';
import { emitFigures, isSmoke, ms, type Figure } from './figures';
import { benchDatabaseUrl, postgresAvailable } from './postgres';

const smoke = isSmoke();
/** Buyers writing at once (each with a realtor of their own), and notes each (under the 20 a minute). */
const WRITERS = smoke ? 5 : 100;
const NOTES_EACH = smoke ? 2 : 10;
/**
 * Each writer's pace: a note every 3 s, the most REQ's 20 a minute allows (100 writers: about 33
 * notes a second, two reactions each); 0.5 s in the smoke run.
 */
const EVERY_MS = smoke ? 500 : 3_000;
const GOAL_MS = 1_000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** The writers and their realtors, in two statements, one password hash for all. */
const seedPairs = async ({ db }: Database) => {
  const hash = await passwords.hash(BENCH_PASSWORD);
  await db.execute(sql`
    insert into users (username, email, role, password_hash, first_name, last_name, email_verified)
    select 'r-' || n, 'r-' || n || '@bench.example', 'realtor', ${hash}, 'Realtor', n::text, true
    from generate_series(1, ${WRITERS}::int) as n`);
  await db.execute(sql`
    insert into users (username, email, role, supervisor_id, password_hash, first_name, last_name, email_verified)
    select 'b-' || n, 'b-' || n || '@bench.example', 'buyer', r.id, ${hash}, 'Buyer', n::text, true
    from generate_series(1, ${WRITERS}::int) as n join users r on r.username = 'r-' || n`);
  await householdsOfOne(db);
  const rows = (await db.execute(
    sql`select username, supervisor_id from users where username like 'b-%'`,
  )) as unknown as { rows: { username: string; supervisor_id: string }[] };
  return rows.rows.map((row) => ({ buyer: row.username, realtorId: row.supervisor_id }));
};

const measure = async (kind: Database['kind']): Promise<Figure[]> => {
  const database = await createTestDatabase(kind, { poolSize: 10 });
  const config = loadConfig(
    testEnv({ LOGIN_LIMIT_PER_MINUTE: '100000', IP_LIMIT_PER_MINUTE: '1000000' }),
  );
  const app = await buildApp(
    {
      config,
      database,
      clock: systemClock,
      limits: createMemoryLimitStore(),
      storage: localFileStorage('/tmp/rela-bench-reactions-files'),
      jwtSecret: new TextEncoder().encode(TEST_JWT_SECRET),
      lifecycle: { shuttingDown: false },
    },
    { logger: false },
  );
  await app.ready();
  // As main.ts starts it in the one-process mode.
  const worker = await startReactionWorker({
    db: database.db,
    clock: systemClock,
    logger: quiet,
    subscribers,
    listen: database.listen,
    lanes: reactionLanesFor(kind),
  });
  // Per realtor, the times of the notes sent to them whose notice has not come yet, oldest first.
  const waiting = new Map<string, number[]>();
  const delays: number[] = [];
  const stopListening = await database.listen(NOTICE_CHANNEL, (userId) => {
    const sent = waiting.get(userId)?.shift();
    if (sent !== undefined) delays.push(performance.now() - sent);
  });
  const started = performance.now();
  try {
    const pairs = await seedPairs(database);
    const tokens = await Promise.all(
      pairs.map(async ({ buyer }) => {
        const login = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: buyer, password: BENCH_PASSWORD },
        });
        return login.json<{ accessToken: string }>().accessToken;
      }),
    );
    /** A writer's notes, one every `EVERY_MS` from a random start, whatever the last one's notice. */
    const writer = async (index: number) => {
      const { realtorId } = pairs[index]!;
      const queue: number[] = [];
      waiting.set(realtorId, queue);
      await pause(Math.random() * EVERY_MS);
      const posts: Promise<void>[] = [];
      for (let n = 0; n < NOTES_EACH; n += 1) {
        const sent = performance.now();
        queue.push(sent);
        posts.push(
          app
            .inject({
              method: 'POST',
              url: '/api/rela/listings/BENCH00000001/notes',
              headers: { authorization: `Bearer ${tokens[index]}` },
              payload: { text: `Note ${n} of writer ${index}` },
            })
            .then((answer) => {
              if (answer.statusCode !== 201) throw new Error(`note answered ${answer.statusCode}`);
            }),
        );
        await pause(EVERY_MS);
      }
      await Promise.all(posts);
    };
    await Promise.all(pairs.map((_, index) => writer(index)));
    const expected = WRITERS * NOTES_EACH;
    const deadline = performance.now() + 30_000;
    while (delays.length < expected && performance.now() < deadline) await pause(50);
    if (delays.length < expected)
      throw new Error(`${expected - delays.length} notices did not come within 30 s`);
  } finally {
    await stopListening();
    await worker.stop();
    await app.close();
    await database.close();
  }
  const rate = (WRITERS * NOTES_EACH) / ((performance.now() - started) / 1000);
  const p50 = percentile(delays, 50);
  const p95 = percentile(delays, 95);
  const name = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const load = `${WRITERS} writers, a note each every ${EVERY_MS / 1000} s, ${delays.length} notes`;
  return [
    {
      figure: 'Reactions',
      detail: `shared note → the realtor's notice, p95 (${name}, ${load})`,
      measured: ms(p95),
      goal: kind === 'postgres' ? `< ${ms(GOAL_MS)}` : 'reported',
      met: kind === 'postgres' ? p95 < GOAL_MS : null,
    },
    {
      figure: 'Reactions',
      detail: `shared note → the realtor's notice, p50 and max (${name}; ${Math.round(rate)} notes/s)`,
      measured: `${ms(p50)}, ${ms(Math.max(...delays))}`,
      goal: 'reported',
      met: null,
    },
  ];
};

/** `BENCH_REACTIONS_ONLY=postgres|pglite` measures one database alone. */
const only = process.env.BENCH_REACTIONS_ONLY;
const figures: Figure[] = [];
if (only !== 'pglite' && (await postgresAvailable())) {
  process.env.DATABASE_URL ??= benchDatabaseUrl();
  figures.push(...(await measure('postgres')));
}
if (only !== 'postgres') figures.push(...(await measure('pglite')));
emitFigures(figures);
