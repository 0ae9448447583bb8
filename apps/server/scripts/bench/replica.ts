/**
 * The MLS replica figures of `npm run bench` (part `replica`, ADR 027), on PostgreSQL:
 * - the first sync of 100,000 listings with 5 photos each from the embedded MLS (in its own
 *   process): listings a second end to end, and this process's RSS at 25, 50 and 100% of the copy;
 * - an incremental sync of 1,000 price changes among them (made through the MLS's dev endpoint):
 *   its time and its events (exactly 1,000);
 * - a dashboard load of 50 of those homes through the API (`stack.ts` over the synced database):
 *   the MLS requests it costs, and the API's reads of it against a bare route in the same run.
 * Each sync also tells its CPU time (this process and the MLS's) per 1,000 listings: on a busy
 * machine the wall-clock rate says more about the neighbours than about the code.
 * `--smoke` does the same with 2,000 listings and 50 changes, a second of load each.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { apiPaths, defaultProductSlug, limits, withProduct } from '@rela/contracts';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { replicaEvents, replicaListings, replicaMedia } from '../../src/db/schema';
import { manualClock } from '../../src/platform/clock';
import { mlsClientConfig } from '../../src/modules/mls';
import { createReplicaFeed, startReplicaWorker, type ReplicaFeed } from '../../src/modules/replica';
import { BENCH_PASSWORD, benchBuyer } from './bench-users';
import { emitFigures, isSmoke, perSecond, type Figure } from './figures';
import { withoutBodies } from './load-generator';
import { benchDatabaseUrl, postgresAvailable } from './postgres';
import { spawnStack } from './spawn-stack';

const smoke = isSmoke();
/** BENCH_REPLICA_LISTINGS: a smaller market for a quick A/B of the dashboard's reads (not a figure). */
const LISTINGS = Number(process.env.BENCH_REPLICA_LISTINGS ?? (smoke ? 2_000 : 100_000));
const PHOTOS = 5;
const CHANGES = Math.min(smoke ? 50 : 1_000, Math.floor(LISTINGS / 10));
const PROFILE = process.env.BENCH_MLS_PROFILE ?? 'default';
const HOMES = 50;
/** BENCH_REPLICA_LOAD_SECONDS: longer loads for a CPU profile of the reads (`BENCH_PROFILE`). */
const LOAD_SECONDS = Number(process.env.BENCH_REPLICA_LOAD_SECONDS ?? (smoke ? 1 : 8));
const goals = { listingsPerSecond: 2_000, incrementalMs: 5_000, shareOfBare: 1 / 3 };
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
/** What Chrome sends: the dashboard's reads travel compressed. */
const browserEncoding = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

type MlsCount = { requests: number; cpuMs: number };
type Mls = { url: string; count: () => Promise<MlsCount>; stop: () => Promise<void> };

/** The embedded MLS of `replica-mls.ts` in a child process. */
const startMls = (): Promise<Mls> =>
  new Promise((resolve, reject) => {
    const child: ChildProcess = fork(new URL('./replica-mls.ts', import.meta.url), {
      // BENCH_PROFILE=<dir>: a CPU profile of the MLS too (the stack's is `spawn-stack.ts`'s).
      execArgv: [
        '--import',
        'tsx',
        ...(process.env.BENCH_PROFILE
          ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
          : []),
      ],
      env: {
        ...process.env,
        BENCH_LISTINGS: String(LISTINGS),
        BENCH_PHOTOS: String(PHOTOS),
        BENCH_MLS_PROFILE: PROFILE,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('exit', (code) => reject(new Error(`The bench MLS exited with ${code}`)));
    child.once('message', (message) => {
      child.removeAllListeners('exit');
      resolve({
        url: (message as { url: string }).url,
        count: () =>
          new Promise((done) => {
            child.once('message', (answer) => done(answer as MlsCount));
            child.send('count');
          }),
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });

const notMeasured = (why: string): Figure[] =>
  ['first sync', 'incremental sync', 'dashboard load'].map((detail) => ({
    figure: 'MLS replica',
    detail,
    measured: `not measured: ${why}`,
    goal: '',
    met: null,
  }));

if (!(await postgresAvailable())) {
  emitFigures(notMeasured('no PostgreSQL at BENCH_DATABASE_URL'));
  process.exit(0);
}

/** A statement on the PostgreSQL server itself (create or drop the bench's database). */
const admin = async (text: string) => {
  const client = new pg.Client({ connectionString: benchDatabaseUrl() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
/**
 * The CPU time, in ms, of each server process of the bench's database (the sync's connections),
 * read from /proc through a connection of its own (so a PostgreSQL on this machine; none else).
 */
const backendsCpuMs = async (): Promise<Map<number, number>> => {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return new Map(
      rows.flatMap(({ pid }) => {
        try {
          const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
          return [[pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / 100] as const];
        } catch {
          return [];
        }
      }),
    );
  } finally {
    await client.end();
  }
};
/** The database's CPU between two readings; a backend opened meanwhile counts from zero. */
const backendsSpent = (before: Map<number, number>, after: Map<number, number>) => {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
};
/** CPU per 1,000 listings: this process's, the MLS's and the database's. */
const cpuPerThousand = (own: number, mlsCpu: number, dbCpu: number, listings: number) => {
  const per = (ms: number) => Math.round((ms / listings) * 1000);
  return `CPU per 1,000 listings: ${per(own)} ms here, ${per(mlsCpu)} ms in the MLS, ${per(dbCpu)} ms in PostgreSQL's backends (${per(own + mlsCpu + dbCpu)} ms in all)`;
};

// Its own database, kept until the dashboard's stack (another process) has read it.
const name = `rela_bench_replica_${randomBytes(4).toString('hex')}`;
const url = new URL(benchDatabaseUrl());
url.pathname = `/${name}`;
await admin(`create database ${name}`);
const mls = await startMls();
const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
await database.migrate();
const figures: Figure[] = [];
try {
  const db = database.db;
  const config = loadConfig({ ...process.env, MLS_URL: mls.url, MLS_PUBLIC_URL: mls.url });
  const clock = manualClock(new Date());
  const real = createReplicaFeed({ config: mlsClientConfig(config), clock });

  // RSS when the copy passes 25, 50 and 100% of its records (listings, then their photos).
  const records = LISTINGS * (1 + PHOTOS);
  let seen = 0;
  const rss: { share: number; bytes: number }[] = [];
  const feed: ReplicaFeed = {
    firstUrl: real.firstUrl,
    page: async (url) => {
      const page = await real.page(url);
      seen += page.value.length;
      for (const share of [0.25, 0.5, 1]) {
        if (seen >= share * records && !rss.some((mark) => mark.share === share)) {
          rss.push({ share, bytes: process.memoryUsage().rss });
        }
      }
      return page;
    },
  };
  const worker = await startReplicaWorker({
    db,
    // The dashboard's reads run in another process, after the syncs: nobody to tell.
    bus: undefined,
    clock,
    logger: quiet,
    feed,
    everyMs: 60_000,
    intervalMs: 0,
  });
  const startRss = process.memoryUsage().rss;

  const [firstCpu, firstMls, firstDb] = [cpuMs(), await mls.count(), await backendsCpuMs()];
  const first = performance.now();
  const pass = await worker.runPass();
  const firstMs = performance.now() - first;
  const [firstCpuUsed, firstMlsUsed, firstDbUsed] = [
    cpuMs() - firstCpu,
    (await mls.count()).cpuMs - firstMls.cpuMs,
    backendsSpent(firstDb, await backendsCpuMs()),
  ];
  if (pass.done !== 1) throw new Error('The first sync did not complete');
  const [held] = await db.select({ total: count() }).from(replicaListings);
  const [photos] = await db.select({ total: count() }).from(replicaMedia);
  const rate = (held?.total ?? 0) / (firstMs / 1000);
  figures.push({
    figure: 'MLS replica',
    detail: `first sync of ${LISTINGS.toLocaleString('en-US')} listings, ${PHOTOS} photos each (${PROFILE} profile, PostgreSQL)`,
    measured: `${perSecond(rate)} (${held?.total} listings, ${photos?.total} photos in ${(firstMs / 1000).toFixed(1)} s); RSS ${mb(startRss)} at start, ${rss.map((mark) => `${mb(mark.bytes)} at ${mark.share * 100}%`).join(', ')}; ${cpuPerThousand(firstCpuUsed, firstMlsUsed, firstDbUsed, held?.total ?? 1)}; load average ${loadAverage()}`,
    goal: `>= ${perSecond(goals.listingsPerSecond)}, memory flat`,
    met: rate >= goals.listingsPerSecond,
  });

  // 1,000 price changes, spread over the market, through the MLS's dev endpoint.
  const keys = await db
    .select({ listingKey: replicaListings.listingKey, listPrice: replicaListings.listPrice })
    .from(replicaListings)
    .where(sql`${replicaListings.onMarket}`)
    .orderBy(replicaListings.listingKey);
  const step = Math.floor(keys.length / CHANGES);
  const changed = Array.from({ length: CHANGES }, (_, index) => keys[index * step]);
  for (const listing of changed) {
    if (!listing) continue;
    const response = await fetch(`${mls.url}/dev/listings/${listing.listingKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ListPrice: Math.max(1000, (listing.listPrice ?? 100_000) - 1000) }),
    });
    if (!response.ok) throw new Error(`The dev endpoint answered ${response.status}`);
  }
  // The worker's clock follows real time from here: the dashboard's reads (another process, the
  // real clock) must find the replica confirmed by this run, not minutes before it (stale facts
  // are asked again, ADR 021).
  clock.set(new Date(Math.max(Date.now(), clock.now().getTime() + 60_000)));
  const [secondCpu, secondMls] = [cpuMs(), await mls.count()];
  const second = performance.now();
  const incremental = await worker.runPass();
  const incrementalMs = performance.now() - second;
  const secondMlsUsed = (await mls.count()).cpuMs - secondMls.cpuMs;
  const secondCpuUsed = cpuMs() - secondCpu;
  if (incremental.done !== 1) throw new Error('The incremental sync did not complete');
  const [events] = await db.select({ total: count() }).from(replicaEvents);
  const eventCount = events?.total ?? 0;
  figures.push({
    figure: 'MLS replica',
    detail: `incremental sync of ${CHANGES.toLocaleString('en-US')} price changes among ${LISTINGS.toLocaleString('en-US')} listings`,
    measured: `${(incrementalMs / 1000).toFixed(2)} s, ${eventCount} events; CPU ${Math.round(secondCpuUsed)} ms here, ${Math.round(secondMlsUsed)} ms in the MLS`,
    goal: `< ${goals.incrementalMs / 1000} s, events exactly ${CHANGES}`,
    met: incrementalMs < goals.incrementalMs && eventCount === CHANGES,
  });
  await worker.stop();
  // Homes spread over the market, as a buyer's list would be.
  const homes = keys
    .filter((_, index) => index % Math.floor(keys.length / HOMES) === 7)
    .slice(0, HOMES)
    .map((listing) => listing.listingKey);
  figures.push(...(await dashboard(homes)));
} finally {
  await database.close();
  await mls.stop();
  await admin(`drop database if exists ${name} with (force)`);
}
emitFigures(figures);

/**
 * One dashboard load of 50 homes through the API over the synced replica (the buyer's keys, their
 * records, 5 photos each): the MLS requests it costs; then each of its two listing reads under load
 * against a bare route of the same run.
 */
async function dashboard(homes: string[]): Promise<Figure[]> {
  Object.assign(process.env, {
    BENCH_EXISTING_DATABASE: url.toString(),
    BENCH_MLS_URL: mls.url,
    BENCH_HOME_KEYS: homes.join(','),
  });
  const stack = await spawnStack({ driver: 'postgres', homes: HOMES, users: 100 });
  try {
    const signIn = await fetch(`${stack.apiUrl}/api${apiPaths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: benchBuyer, password: BENCH_PASSWORD }),
    });
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };
    const api = (path: string) => `${stack.apiUrl}/api${withProduct(path, defaultProductSlug)}`;
    const query = `listingKeys=${homes.join(',')}`;
    const calls = [
      ['my-listing-keys', api(apiPaths.myListingKeys)],
      ['listings/properties', `${api(apiPaths.listingsProperties)}?${query}`],
      [
        'listings/images',
        `${api(apiPaths.listingsImages)}?${query}&count=${limits.imagesPerListingBatch}`,
      ],
    ] as const;
    const before = (await mls.count()).requests;
    for (const [route, target] of calls) {
      const response = await fetch(target, { headers });
      if (!response.ok) throw new Error(`${route} answered ${response.status}`);
    }
    const requests = (await mls.count()).requests - before;
    /** The rate of one load, and the stack's CPU per request in it (the bare route's is there too). */
    const load = async (target: string, withToken: boolean, encoding: Record<string, string>) => {
      const cpuBefore = await stack.cpuMs();
      const result = await autocannon({
        url: target,
        connections: 50,
        duration: LOAD_SECONDS,
        headers: { ...(withToken ? headers : {}), ...encoding },
        // The server's work is measured, not the load generator's decoding of what it reads.
        setupClient: withoutBodies,
      });
      const failures = result.errors + result.timeouts + result.non2xx;
      if (failures > 0) throw new Error(`${failures} failed requests against ${target}`);
      const cpuUs = (((await stack.cpuMs()) - cpuBefore) * 1000) / result.requests.total;
      return { rps: result.requests.average, cpuUs };
    };
    const figures: Figure[] = [
      {
        figure: 'MLS replica',
        detail: `dashboard load of ${HOMES} homes (keys, records, ${limits.imagesPerListingBatch} photos each)`,
        measured: `${requests} MLS requests`,
        goal: '0 MLS requests',
        met: requests === 0,
      },
    ];
    const cpu = (us: number) => `${Math.round(us)} µs`;
    // As a browser asks (it always accepts brotli), and without compression: the goal is the
    // browser's; the plain figure is reported (ADR 036).
    for (const [asked, encoding] of [
      ['as a browser asks (br)', browserEncoding],
      ['without compression', {}],
    ] as const) {
      const bare = await load(`${stack.bareUrl}/bare`, false, encoding);
      for (const [route, target] of calls.slice(1)) {
        const browser = encoding === browserEncoding;
        // The load measures what its row names: brotli for a browser, JSON as it is otherwise.
        const answered = await encodingOf(target, { ...headers, ...encoding });
        if (answered !== (browser ? 'br' : undefined)) {
          throw new Error(`${route} answered ${asked} with Content-Encoding ${answered}`);
        }
        const { rps, cpuUs } = await load(target, true, encoding);
        const share = rps / bare.rps;
        figures.push({
          figure: 'MLS replica',
          detail: `${route} of ${HOMES} homes under load, ${asked}, PostgreSQL`,
          measured: `${perSecond(rps)} (${(share * 100).toFixed(0)}% of bare ${perSecond(bare.rps)}); CPU ${cpu(cpuUs)} a request (bare ${cpu(bare.cpuUs)}); load average ${loadAverage()}`,
          goal: browser ? '>= 33% of bare' : 'reported',
          met: browser ? share >= goals.shareOfBare : null,
        });
      }
    }
    return figures;
  } finally {
    await stack.stop();
  }
}

/** The `Content-Encoding` of one answer, read as sent (fetch would decode it and drop the header). */
function encodingOf(target: string, headers: Record<string, string>): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get(target, { headers }, (response) => {
        response.resume();
        if (response.statusCode !== 200)
          reject(new Error(`${target} answered ${response.statusCode}`));
        else resolve(response.headers['content-encoding']);
      })
      .on('error', reject);
  });
}

/** The machine's load average over the last minute: the neighbours a rate was measured beside. */
function loadAverage() {
  return (os.loadavg()[0] ?? 0).toFixed(1);
}
