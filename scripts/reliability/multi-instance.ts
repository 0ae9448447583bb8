// REQ-REL-INSTANCES, "Several instances, one truth": two API instances, two assistant instances and a separate
// worker against one PostgreSQL and one Redis, started here, and the checks that they agree.
// Usage: node --import tsx scripts/reliability/multi-instance.ts [--json out.json]
// Needs PostgreSQL (RELIABILITY_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres: a
// fresh database is made and dropped) and Redis (RELIABILITY_REDIS_URL, default
// redis://127.0.0.1:6379/9: the limit keys are cleared first).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { tokens } from '@rela/contracts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const adminUrl =
  process.env.RELIABILITY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.RELIABILITY_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const jsonOut = process.argv.includes('--json')
  ? process.argv[process.argv.indexOf('--json') + 1]
  : undefined;
const DEMO_PASSWORD = 'Rela-demo-2026!';
const IP_LIMIT = 30;
/** The request time limit of the instances here (30 s by default), so the slow-body check is short. */
const REQUEST_TIMEOUT_MS = 3_000;

type Check = { name: string; status: 'passed' | 'failed' | 'skipped'; detail: string };
const checks: Check[] = [];
const say = (line: string) => console.log(`[reliability] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

type Piece = { name: string; port: number; child: ChildProcess; log: string[] };
const pieces: Piece[] = [];

const startPiece = (
  name: string,
  entry: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
): Piece => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, entry), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const piece: Piece = { name, port, child, log: [] };
  const keep = (chunk: Buffer) => {
    piece.log.push(chunk.toString());
    if (piece.log.length > 200) piece.log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  pieces.push(piece);
  return piece;
};

const waitReady = async (piece: Piece, url: string) => {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (piece.child.exitCode !== null)
      throw new Error(`${piece.name} exited:\n${piece.log.join('').slice(-3000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${piece.name} not ready at ${url}:\n${piece.log.join('').slice(-3000)}`);
};

const waitForLog = async (piece: Piece, pattern: RegExp) => {
  const until = Date.now() + 90_000;
  while (Date.now() < until && !pattern.test(piece.log.join(''))) {
    if (piece.child.exitCode !== null)
      throw new Error(`${piece.name} exited:\n${piece.log.join('')}`);
    await sleep(200);
  }
  if (!pattern.test(piece.log.join(''))) throw new Error(`${piece.name} did not start`);
};

const base = (piece: Piece) => `http://127.0.0.1:${piece.port}`;

type Json = Record<string, unknown>;
const call = async (
  piece: Piece,
  method: string,
  url: string,
  {
    body,
    token,
    headers = {},
  }: { body?: Json; token?: string; headers?: Record<string, string> } = {},
) => {
  const response = await fetch(`${base(piece)}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let json: Json = {};
  try {
    json = JSON.parse(text) as Json;
  } catch {
    json = {};
  }
  return { status: response.status, json, text };
};

const record = (name: string, ok: boolean, detail: string) => {
  checks.push({ name, status: ok ? 'passed' : 'failed', detail });
  say(`${ok ? 'PASS' : 'FAIL'} ${name}: ${detail}`);
};
const skip = (name: string, detail: string) => {
  checks.push({ name, status: 'skipped', detail });
  say(`SKIP ${name}: ${detail}`);
};

/** Sign in on one instance, refresh on the other; a rotated token replayed anywhere is refused. */
const checkSession = async (a: Piece, b: Piece) => {
  const login = await call(a, 'POST', '/api/login', {
    body: { username: 'buyer', password: DEMO_PASSWORD },
  });
  const refreshToken = String(login.json.refreshToken ?? '');
  const refreshed = await call(b, 'POST', '/api/refresh-access-token', {
    body: { username: 'buyer', refreshToken },
  });
  const access = String(refreshed.json.accessToken ?? '');
  const account = await call(a, 'GET', '/api/my-account-info', { token: access });
  // The rotated token is answered again within the 10 s grace (two tabs, REQ-SEC-REFRESH-ROTATION); after it,
  // a replay on the other instance revokes the family.
  await sleep(tokens.refreshGraceMs + 500);
  const replay = await call(a, 'POST', '/api/refresh-access-token', {
    body: { username: 'buyer', refreshToken },
  });
  const newest = String(refreshed.json.refreshToken ?? '');
  const afterReplay = await call(b, 'POST', '/api/refresh-access-token', {
    body: { username: 'buyer', refreshToken: newest },
  });
  record(
    'sign in on one instance, refresh on the other',
    login.status === 200 &&
      refreshed.status === 200 &&
      account.status === 200 &&
      replay.status === 401 &&
      afterReplay.status === 401,
    `login A ${login.status}, refresh B ${refreshed.status}, new token on A ${account.status}; after the grace, replay of the rotated token on A ${replay.status}, the family's newest token on B ${afterReplay.status}`,
  );
  const again = await call(a, 'POST', '/api/login', {
    body: { username: 'buyer', password: DEMO_PASSWORD },
  });
  return String(again.json.accessToken ?? '');
};

/**
 * Failures from one address on one account, alternating between the instances, lock that address on
 * both; the owner, from another address, still signs in with the right password (REQ-SEC-LOCKOUT).
 */
const checkLockout = async (a: Piece, b: Piece) => {
  const attacker = { 'x-forwarded-for': '10.9.0.1' };
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const piece = attempt % 2 === 0 ? a : b;
    const response = await call(piece, 'POST', '/api/login', {
      body: { username: 'realtor', password: `Wrong-${attempt}-pass!` },
      headers: attacker,
    });
    statuses.push(response.status);
  }
  const attackerRight = await call(a, 'POST', '/api/login', {
    body: { username: 'realtor', password: DEMO_PASSWORD },
    headers: attacker,
  });
  const owner = await call(b, 'POST', '/api/login', {
    body: { username: 'realtor', password: DEMO_PASSWORD },
    headers: { 'x-forwarded-for': '10.9.0.2' },
  });
  record(
    'a lockout holds across both instances for the failing address only',
    statuses.at(-1) === 429 &&
      attackerRight.status === 429 &&
      attackerRight.json.code === 'ACCOUNT_LOCKED' &&
      owner.status === 200,
    `failures from one address alternating A/B answered ${statuses.join(', ')}; the right password from that address on A: ${attackerRight.status} ${String(attackerRight.json.code ?? '')}; from another address on B: ${owner.status}`,
  );
};

/**
 * A body sent a byte every 100 ms, before any authentication, is cut at the request time limit
 * (408, connection closed) rather than holding the connection for as long as the client likes.
 */
const checkSlowBody = async (a: Piece) => {
  const socket = connect(a.port, '127.0.0.1');
  socket.on('error', () => undefined);
  let answer = '';
  let dribbled = 0;
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString();
  });
  const started = Date.now();
  socket.write(
    'POST /api/forgot-password HTTP/1.1\r\nHost: rela\r\nContent-Type: application/json\r\n' +
      'Content-Length: 100000\r\n\r\n',
  );
  const giveUpAfter = 200;
  const timer = setInterval(() => {
    if (!socket.writable) return;
    if (dribbled === giveUpAfter) socket.destroy();
    else socket.write('x');
    dribbled += 1;
  }, 100);
  await new Promise((resolve) => socket.once('close', resolve));
  clearInterval(timer);
  const status = /^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 'none';
  record(
    'a body sent a byte at a time is cut at the request time limit',
    status === '408' && dribbled < giveUpAfter,
    `REQUEST_TIMEOUT_MS ${REQUEST_TIMEOUT_MS}: after ${dribbled} bytes in ${Date.now() - started} ms the server answered ${status} and closed the connection`,
  );
};

/** The per-address limit counts the hits of both instances together. */
const checkAddressLimit = async (a: Piece, b: Piece) => {
  let allowed = 0;
  let firstRefusal = 0;
  for (let attempt = 1; attempt <= IP_LIMIT * 2 + 2; attempt += 1) {
    const response = await call(attempt % 2 ? a : b, 'POST', '/api/login', {
      body: { username: `nobody-${attempt}`, password: 'Wrong-pass-1!' },
      headers: { 'x-forwarded-for': '10.9.1.1' },
    });
    if (response.status === 429) {
      firstRefusal = attempt;
      break;
    }
    allowed += 1;
  }
  // A spoofed left-most address does not reset it: the proxy-trusted (right-most) one counts.
  const spoofed = await call(a, 'POST', '/api/login', {
    body: { username: 'nobody-spoof', password: 'Wrong-pass-1!' },
    headers: { 'x-forwarded-for': '1.2.3.4, 10.9.1.1' },
  });
  record(
    'the per-address limit holds across both instances',
    allowed === IP_LIMIT && firstRefusal === IP_LIMIT + 1 && spoofed.status === 429,
    `IP_LIMIT_PER_MINUTE=${IP_LIMIT}: ${allowed} sign-ins allowed alternating A/B, refused from #${firstRefusal}; with a spoofed X-Forwarded-For ${spoofed.status}`,
  );
};

const routeExists = async (piece: Piece, method: string, url: string) => {
  const response = await call(piece, method, url, method === 'GET' ? {} : { body: {} });
  return response.status !== 404;
};

/** Polls `read` on an instance until `seen` holds, for at most 5 s (Redis pub/sub is asynchronous). */
const until = async (read: () => Promise<boolean>) => {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if (await read()) return true;
    await sleep(50);
  }
  return false;
};

/** A read kept in memory on one instance follows a change made on the other (ADR 012). */
const checkCachedReads = async (a: Piece, b: Piece, token: string) => {
  const name = "a change on one instance shows in the other's kept reads";
  const keysOn = async (piece: Piece) =>
    (await call(piece, 'GET', '/api/rela/my-listing-keys', { token })).json as {
      listingKeys?: string[];
      likedKeys?: string[];
    };
  const before = await keysOn(b);
  const key = before.listingKeys?.find((listingKey) => !before.likedKeys?.includes(listingKey));
  if (!key) return skip(name, 'the demo buyer has no home that is not liked');
  await keysOn(b);
  const liked = await call(a, 'POST', `/api/rela/properties/liked/${key}`, { token });
  const likeSeen = await until(async () => (await keysOn(b)).likedKeys?.includes(key) ?? false);
  await call(a, 'POST', `/api/rela/properties/unliked/${key}`, { token });

  const firstName = `Cached${randomBytes(2).toString('hex')}`;
  await call(b, 'GET', '/api/my-account-info', { token });
  const renamed = await call(a, 'PUT', '/api/users/me', { body: { firstName }, token });
  const nameSeen = await until(
    async () =>
      (await call(b, 'GET', '/api/my-account-info', { token })).json.userFirstName === firstName,
  );
  record(
    name,
    liked.status === 200 && likeSeen && renamed.status === 200 && nameSeen,
    `like on A ${liked.status}, seen in B's listing keys ${likeSeen}; rename on A ${renamed.status}, seen in B's account info ${nameSeen}`,
  );
};

/** A chat message sent to one assistant instance shows in the other's /update_dashboard. */
const checkChat = async (a: Piece, b: Piece, accessToken: string) => {
  const name = 'a chat message sent to one instance shows in the other';
  if (!(await routeExists(a, 'POST', '/assistant/chat')))
    return skip(name, 'POST /assistant/chat answers 404 (the assistant is not there yet)');
  const login = await call(a, 'POST', '/assistant/login', { body: { subject_token: accessToken } });
  const token = String(login.json.access_token ?? '');
  if (login.status !== 200)
    return record(name, false, `assistant login ${login.status} ${login.text.slice(0, 200)}`);
  const text = `hello from A ${randomBytes(3).toString('hex')}`;
  const sent = await call(a, 'POST', '/assistant/chat', { body: { user_input: text }, token });
  let seen: Json[] = [];
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const dashboard = await call(b, 'GET', '/assistant/update_dashboard', { token });
    seen = (dashboard.json.messages as Json[] | undefined) ?? [];
    const mine = seen.findIndex((m) => m.role === 'user' && m.content === text);
    if (mine >= 0 && seen.slice(mine + 1).some((m) => m.role === 'bot')) break;
    await sleep(300);
  }
  const mine = seen.findIndex((m) => m.role === 'user' && m.content === text);
  record(
    name,
    sent.status === 202 && mine >= 0 && seen.slice(mine + 1).some((m) => m.role === 'bot'),
    `chat on A ${sent.status}; B's dashboard has the message ${mine >= 0 ? 'yes' : 'no'} and a reply after it ${seen.slice(mine + 1).some((m) => m.role === 'bot') ? 'yes' : 'no'}`,
  );
};

const jobsOf = async (db: pg.Client, key: string) =>
  (
    await db.query<{ status: string; attempts: number; locked_by: string | null }>(
      'select status, attempts, locked_by from jobs where key = $1 order by created_at',
      [key],
    )
  ).rows;

const waitForReport = async (piece: Piece, key: string, token: string, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const report = await call(piece, 'GET', `/api/report/ai/${encodeURIComponent(key)}`, { token });
    const data = report.json.data as { generating?: boolean; reportURLs?: unknown[] } | undefined;
    if (report.status === 200 && data && !data.generating && (data.reportURLs?.length ?? 0) > 0)
      return true;
    await sleep(300);
  }
  return false;
};

/** A report job enqueued on one API instance is done by the worker, once; a killed worker's job is finished by another. */
const checkReports = async (
  a: Piece,
  b: Piece,
  token: string,
  db: pg.Client,
  startWorker: (name: string) => Promise<Piece>,
) => {
  const once = 'a report job enqueued on one instance is done by the worker once';
  const killed = 'a worker killed mid-job: the job is finished by another';
  if (!(await routeExists(a, 'POST', '/api/rela/generate-report'))) {
    skip(once, 'POST /api/rela/generate-report answers 404 (reports are not there yet)');
    return skip(killed, 'no report route yet');
  }
  const keys = await call(a, 'GET', '/api/rela/my-listing-keys', { token });
  const [first, second] = (keys.json.listingKeys as string[] | undefined) ?? [];
  if (!first || !second) return skip(once, `the demo buyer has no homes (${keys.status})`);

  const asked = await call(a, 'POST', '/api/rela/generate-report', {
    body: { listing_key: first },
    token,
  });
  const again = await call(b, 'POST', '/api/rela/generate-report', {
    body: { listing_key: first },
    token,
  });
  const done = await waitForReport(b, first, token, 60_000);
  const rows = await jobsOf(db, first);
  record(
    once,
    asked.status < 300 &&
      again.status < 300 &&
      done &&
      rows.length === 1 &&
      rows[0]?.status === 'done' &&
      rows[0]?.attempts === 1,
    `asked on A ${asked.status} and again on B ${again.status}; report seen on B ${done}; jobs for the key: ${JSON.stringify(rows)}`,
  );

  // Kill the worker as soon as it holds the job; a new worker takes it once its lease is over
  // (the test ends the lease at once rather than waiting the 5 minutes).
  const worker = pieces.find((p) => p.name === 'worker');
  const askedSecond = await call(a, 'POST', '/api/rela/generate-report', {
    body: { listing_key: second },
    token,
  });
  let caught = false;
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const [row] = await jobsOf(db, second);
    if (row?.status === 'running') {
      worker?.child.kill('SIGKILL');
      caught = true;
      break;
    }
    if (row?.status === 'done') break;
    await sleep(5);
  }
  if (!caught) {
    worker?.child.kill('SIGKILL');
    await db
      .query(
        "update jobs set status = 'running', locked_by = 'worker-killed', attempts = attempts + 1, run_at = now() - interval '1 second', finished_at = null where key = $1",
        [second],
      )
      .catch(() => undefined);
  } else {
    await db.query(
      "update jobs set run_at = now() - interval '1 second' where key = $1 and status = 'running'",
      [second],
    );
  }
  await startWorker('worker 2');
  const finished = await waitForReport(b, second, token, 60_000);
  const secondRows = await jobsOf(db, second);
  record(
    killed,
    askedSecond.status < 300 &&
      finished &&
      secondRows.length === 1 &&
      secondRows[0]?.status === 'done',
    `${caught ? 'killed the worker while the job was running' : "the job finished before the kill could land; its row was set back to a dead worker's lease"}; report seen ${finished}; jobs: ${JSON.stringify(secondRows)}`,
  );
};

const main = async () => {
  const name = `rela_multi_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const databaseUrl = withDatabase(adminUrl, name);
  const redis = new Redis(redisUrl);
  const stale = await redis.keys('rela:limits:*');
  if (stale.length) await redis.del(...stale);
  const db = new pg.Client({ connectionString: databaseUrl });
  let exitCode = 0;
  try {
    const mlsPort = await freePort();
    const common: NodeJS.ProcessEnv = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: '1',
      IP_LIMIT_PER_MINUTE: String(IP_LIMIT),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HEADERS_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS / 2),
      MLS_URL: `http://127.0.0.1:${mlsPort}`,
      SMTP_URL: '',
      DATA_DIR: path.join('data', name),
      SEED_DEMO: 'false',
    };
    const mls = startPiece(
      'mls',
      'apps/mls/src/main.ts',
      [],
      // A still market: the run compares instances, not listings that move under it.
      { MLS_PORT: String(mlsPort), MLS_HOST: '127.0.0.1', MLS_MARKET_EVENTS_PER_HOUR: '0' },
      mlsPort,
    );
    await waitForLog(mls, /Embedded MLS/);
    const ports = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
    // The first instance migrates and seeds the demo users; the others start once it is ready.
    const apiA = startPiece(
      'api A',
      'apps/server/src/main.ts',
      ['--serve', 'api'],
      { ...common, PORT: String(ports[0]), SEED_DEMO: 'true' },
      ports[0] ?? 0,
    );
    await waitReady(apiA, `${base(apiA)}/api/ready`);
    const apiB = startPiece(
      'api B',
      'apps/server/src/main.ts',
      ['--serve', 'api'],
      { ...common, PORT: String(ports[1]) },
      ports[1] ?? 0,
    );
    const assistantA = startPiece(
      'assistant A',
      'apps/server/src/main.ts',
      ['--serve', 'assistant'],
      { ...common, PORT: String(ports[2]) },
      ports[2] ?? 0,
    );
    const assistantB = startPiece(
      'assistant B',
      'apps/server/src/main.ts',
      ['--serve', 'assistant'],
      { ...common, PORT: String(ports[3]) },
      ports[3] ?? 0,
    );
    const startWorker = async (workerName: string) => {
      const port = workerName === 'worker' ? (ports[4] ?? 0) : await freePort();
      const worker = startPiece(
        workerName,
        'apps/server/src/main.ts',
        ['--serve', 'worker'],
        { ...common, PORT: String(port) },
        port,
      );
      await waitReady(worker, `${base(worker)}/api/ready`);
      return worker;
    };
    await Promise.all([
      waitReady(apiB, `${base(apiB)}/api/ready`),
      waitReady(assistantA, `${base(assistantA)}/api/ready`),
      waitReady(assistantB, `${base(assistantB)}/api/ready`),
      startWorker('worker'),
    ]);
    say(
      `running: ${pieces.map((p) => `${p.name} :${p.port}`).join(', ')}; PostgreSQL ${name}; Redis ${redisUrl}`,
    );
    await db.connect();

    const token = await checkSession(apiA, apiB);
    await checkLockout(apiA, apiB);
    await checkSlowBody(apiA);
    await checkAddressLimit(apiA, apiB);
    await checkCachedReads(apiA, apiB, token);
    await checkChat(assistantA, assistantB, token);
    await checkReports(apiA, apiB, token, db, startWorker);
  } catch (error) {
    exitCode = 1;
    console.error(
      `[reliability] could not run: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    for (const piece of pieces) if (piece.child.exitCode === null) piece.child.kill('SIGTERM');
    await Promise.all(
      pieces.map((piece) =>
        piece.child.exitCode === null && piece.child.signalCode === null
          ? new Promise((resolve) => {
              const timer = setTimeout(() => {
                piece.child.kill('SIGKILL');
                resolve(undefined);
              }, 15_000);
              piece.child.once('exit', () => {
                clearTimeout(timer);
                resolve(undefined);
              });
            })
          : undefined,
      ),
    );
    await db.end().catch(() => undefined);
    const keys = await redis.keys('rela:limits:*');
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await admin(`drop database if exists ${name} with (force)`);
  }
  const failed = checks.filter((c) => c.status === 'failed');
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ checks }, null, 2));
  say(
    `${checks.filter((c) => c.status === 'passed').length} passed, ${failed.length} failed, ${checks.filter((c) => c.status === 'skipped').length} skipped`,
  );
  process.exit(exitCode || (failed.length ? 1 : 0));
};

await main();
