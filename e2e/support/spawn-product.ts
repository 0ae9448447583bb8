import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * A second, private Rela for suites that need users of their own: the e2e server's PGlite database
 * belongs to its process, so `npm run user:create` cannot write to it while it runs, and a suite that
 * changes a demo user's password would pull the rug from under the others. Its own data directory,
 * its own ports, the web app the main e2e server already built (or the run's `WEB_DIST`).
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const webDist = process.env.WEB_DIST || path.join(repoRoot, 'apps/web/dist');
/** A start beside the suite and another session's product took over a minute (2026-11-30). */
const READY_TIMEOUT_MS = 100_000;
const STOP_TIMEOUT_MS = 20_000;
/** How much of the product's output is kept for error messages. */
const LOG_TAIL_CHARS = 8_000;

const run = promisify(execFile);

/**
 * The environment of a private product: everything that points at shared state (a PostgreSQL or
 * Redis URL, an SMTP server, the caller's ports and data) is replaced or cleared (empty is unset).
 */
const productEnv = (dataDir: string, extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  SMTP_URL: '',
  MLS_URL: '',
  PUBLIC_URL: '',
  // A still market, no replica copy that no page reads yet, and no photo copies (ADR 046).
  MLS_MARKET_EVENTS_PER_HOUR: '0',
  MLS_SYNC_INTERVAL_SECONDS: '0',
  PHOTO_COPY_CONCURRENCY: '0',
  ...extra,
});

export type Product = {
  baseURL: string;
  /** Runs `npm run user:create -- <args>` on this product's data; resolves to what it printed. */
  createUser: (args: string[]) => Promise<string>;
  /** Starts `scripts/start.mjs` (with extra environment variables) and waits for `/api/ready`. */
  start: (options?: { seedDemo?: boolean; env?: NodeJS.ProcessEnv }) => Promise<void>;
  /** Stops the product (SIGTERM, then waits for it to exit) and removes its data directory. */
  stop: () => Promise<void>;
};

const waitForExit = (child: ChildProcess, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

const isReady = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A private product on `port` (its embedded MLS on `port + 1`); nothing runs until `start`. */
export const privateProduct = (port: number): Product => {
  const baseURL = `http://127.0.0.1:${port}`;
  let dataDir: string | undefined;
  /** Made on first use: spec files are also loaded by the runner, which never starts anything. */
  const ownDataDir = () => (dataDir ??= mkdtempSync(path.join(os.tmpdir(), 'rela-e2e-private-')));
  let child: ChildProcess | undefined;
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-LOG_TAIL_CHARS);
  };

  const createUser = async (args: string[]) => {
    const { stdout } = await run('npm', ['run', '--silent', 'user:create', '--', ...args], {
      cwd: repoRoot,
      env: productEnv(ownDataDir(), { SEED_DEMO: 'false' }),
      timeout: READY_TIMEOUT_MS,
    });
    return stdout;
  };

  const start = async ({
    seedDemo = false,
    env = {},
  }: { seedDemo?: boolean; env?: NodeJS.ProcessEnv } = {}) => {
    if (await isReady(`${baseURL}/api/ready`)) {
      throw new Error(
        `Something already answers on ${baseURL}; the private product needs the port.`,
      );
    }
    const started = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
      cwd: repoRoot,
      env: productEnv(ownDataDir(), {
        HOST: '127.0.0.1',
        PORT: String(port),
        MLS_PORT: String(port + 1),
        SEED_DEMO: String(seedDemo),
        // The main e2e server built the web app; set, so that this one never rebuilds it under it.
        WEB_DIST: webDist,
        ...env,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!(await isReady(`${baseURL}/api/ready`))) {
      if (started.exitCode !== null || started.signalCode !== null) {
        throw new Error(`The private product on ${baseURL} exited while starting:\n${log}`);
      }
      if (Date.now() > deadline) {
        throw new Error(`The private product on ${baseURL} was not ready in time:\n${log}`);
      }
      await sleep(200);
    }
  };

  const stop = async () => {
    if (child) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
        child.kill('SIGKILL');
        await waitForExit(child, STOP_TIMEOUT_MS);
      }
      child = undefined;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  };

  return { baseURL, createUser, start, stop };
};
