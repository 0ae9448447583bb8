/**
 * The process a bench measures: the whole API (`buildApp`) over PGlite or PostgreSQL, seeded with one
 * chain (owner, lead, realtor, the bench buyer with N homes) and filler users in bulk (one password
 * hash reused), and a bare Fastify JSON route as the same-run reference. It runs in a child process
 * so that the load generator does not share its event loop; it tells its parent the URLs over IPC.
 *
 * Environment: BENCH_DRIVER (pglite|postgres), BENCH_HOMES, BENCH_USERS, BENCH_LISTINGS (listings in
 * the MLS replica, none by default), BENCH_DATABASE_URL, and
 * BENCH_WITHOUT (a comma-separated list of caches to turn off: `reads`, `sessions`), to measure
 * what a cache is worth (docs/performance.md, Caches). The replica bench adds
 * BENCH_EXISTING_DATABASE (a migrated PostgreSQL database used as it is, its replica already
 * synced), BENCH_MLS_URL and BENCH_HOME_KEYS (the buyer's homes, comma-separated).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { users } from '../../src/db/schema/users';
import { buyerHomes, homeLikes } from '../../src/db/schema/buyer-homes';
import { systemClock } from '../../src/platform/clock';
import { passwords } from '../../src/platform/passwords';
import { createMemoryLimitStore } from '../../src/platform/rate-limit/memory-limit-store';
import { localFileStorage } from '../../src/platform/storage/local-file-storage';
import { createLocalInvalidationBus } from '../../src/platform/cache/invalidation-bus';
import { createSessionCache } from '../../src/modules/auth';
import { openDatabase } from '../../src/db/client';
import { createTestDatabase } from '../../test/db';
import { BENCH_PASSWORD, benchBuyer, householdsOfOne } from './bench-users';
import { seedReplica } from './replica-seed';

const driver = process.env.BENCH_DRIVER === 'postgres' ? 'postgres' : 'pglite';
const homes = Number(process.env.BENCH_HOMES ?? 10);
const fillerUsers = Number(process.env.BENCH_USERS ?? 100);
const listings = Number(process.env.BENCH_LISTINGS ?? 0);

if (driver === 'postgres') process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
// The pool of a production instance (openDatabase's default of 10), not the small one of tests.
const poolSize = Number(process.env.BENCH_POOL_SIZE ?? 10);
const existing = process.env.BENCH_EXISTING_DATABASE;
const database = existing
  ? await openDatabase({ kind: 'postgres', url: existing, poolSize })
  : await createTestDatabase(driver, { poolSize });
const db = database.db;

const hash = await passwords.hash(BENCH_PASSWORD);
const chain = [
  { username: 'bench-owner', role: 'company-owner' },
  { username: 'bench-lead', role: 'team-leader' },
  { username: 'bench-realtor', role: 'realtor' },
  { username: benchBuyer, role: 'buyer' },
] as const;
const ids: string[] = [];
let supervisorId: string | null = null;
for (const person of chain) {
  const [row]: { id: string }[] = await db
    .insert(users)
    .values({
      username: person.username,
      email: `${person.username}@bench.example`,
      firstName: 'Bench',
      lastName: person.role,
      role: person.role,
      supervisorId,
      passwordHash: hash,
      emailVerified: true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error(`Could not seed ${person.username}`);
  ids.push(row.id);
  supervisorId = row.id;
}
const [, , realtorId, buyerId] = ids as [string, string, string, string];

// Filler buyers under the same realtor, in one statement (the growth figure's 100 / 100,000 users).
await db.execute(sql`
  insert into users (username, email, role, supervisor_id, password_hash, first_name, last_name)
  select 'filler-' || n, 'filler-' || n || '@bench.example', 'buyer', ${realtorId}, ${hash}, 'Filler', n::text
  from generate_series(1, ${fillerUsers}) as n`);
await householdsOfOne(db);
const homeKeys = process.env.BENCH_HOME_KEYS?.split(',');
const homeRows = Array.from({ length: homeKeys?.length ?? homes }, (_, index) => ({
  buyerId,
  listingKey: homeKeys?.[index] ?? `RELA${String(index + 1).padStart(8, '0')}`,
  position: index,
  // Sent by the realtor, as most homes are: the answer names who added each.
  addedBy: realtorId,
}));
await db.insert(buyerHomes).values(homeRows);
// A third of them the buyer's own likes.
await db
  .insert(homeLikes)
  .values(
    homeRows
      .filter((_, index) => index % 3 === 0)
      .map(({ listingKey }) => ({ buyerId, listingKey, userId: buyerId })),
  );
if (driver === 'postgres') await db.execute(sql`analyze`);
// The MLS replica the search reads (the search part of the bench).
if (listings > 0) await seedReplica(db, listings);

const storageDir = await mkdtemp(path.join(os.tmpdir(), 'rela-bench-files-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-only-jwt-secret-0123456789abcdef',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  DATABASE_URL: driver === 'postgres' ? 'postgres://bench' : '',
  REDIS_URL: '',
  ...(process.env.BENCH_MLS_URL
    ? { MLS_URL: process.env.BENCH_MLS_URL, MLS_PUBLIC_URL: process.env.BENCH_MLS_URL }
    : {}),
  LOGIN_LIMIT_PER_MINUTE: '1000000',
  IP_LIMIT_PER_MINUTE: '1000000',
  WEB_DIST: 'apps/server/test/no-web-dist',
});
const invalidations = createLocalInvalidationBus();
const without = new Set((process.env.BENCH_WITHOUT ?? '').split(','));
const app = await buildApp(
  {
    config,
    database,
    clock: systemClock,
    limits: createMemoryLimitStore(),
    storage: localFileStorage(storageDir),
    sessions: without.has('sessions')
      ? undefined
      : createSessionCache({ bus: invalidations, clock: systemClock }),
    invalidations: without.has('reads') ? undefined : invalidations,
    jwtSecret: new TextEncoder().encode(config.JWT_SECRET),
    lifecycle: { shuttingDown: false },
  },
  { logger: false },
);
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ status: 200, data: { ok: true } }));
// The same-size reference of the buyer's keys: the spec's two lists of as many homes (every third
// liked), made once, sent as they are.
const sameSizeKeys = JSON.stringify({
  listingKeys: Array.from(
    { length: homes },
    (_, index) => `RELA${String(index + 1).padStart(8, '0')}`,
  ),
  likedKeys: Array.from(
    { length: Math.ceil(homes / 3) },
    (_, index) => `RELA${String(index * 3 + 1).padStart(8, '0')}`,
  ),
});
bare.get('/bare-keys', (_request, reply) => reply.type('application/json').send(sameSizeKeys));

// BENCH_PORT and BENCH_BARE_PORT pin the ports (a shared machine's own range); any free one else.
const apiUrl = await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
const bareUrl = await bare.listen({
  host: '127.0.0.1',
  port: Number(process.env.BENCH_BARE_PORT ?? 0),
});
process.send?.({ apiUrl, bareUrl, driver, homes, users: fillerUsers + chain.length });
// Its CPU time so far, asked with the message `cpu`: on a shared machine the CPU a request costs
// says more than the rate.
process.on('message', (message) => {
  if (message !== 'cpu') return;
  const usage = process.cpuUsage();
  process.send?.({ cpuMs: (usage.user + usage.system) / 1000 });
});

const stop = async () => {
  await app.close();
  await bare.close();
  await database.close();
  await rm(storageDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());
