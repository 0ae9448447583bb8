import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './find-browser.mjs';
import { suitePort } from './support/ports';

const MLS_PORT = suitePort + 1;
const baseURL = `http://127.0.0.1:${suitePort}`;
const isCI = Boolean(process.env.CI);

/**
 * One fresh data directory per run. The config is also loaded by every worker, so the runner makes
 * the directory once and hands it down through the environment; it removes it when it exits.
 */
const dataDirVariable = 'RELA_E2E_RUN_DATA_DIR';
const makeRunDataDir = (): string => {
  const existing = process.env[dataDirVariable];
  if (existing) return existing;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rela-e2e-'));
  process.env[dataDirVariable] = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

export default defineConfig({
  testDir: 'tests',
  outputDir: '.artifacts/test-results',
  fullyParallel: false,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  /**
   * A test's and an expectation's limits only stop a hung step; they measure nothing. CI runs on a
   * 2-core machine under the whole suite, seen three times slower than a quiet one, so it waits longer.
   */
  timeout: isCI ? 90_000 : 30_000,
  expect: { timeout: isCI ? 25_000 : 10_000 },
  /** The whole run, server start (which may build the web app) included; under the step's budget. */
  globalTimeout: 45 * 60_000,
  reporter: 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    screenshot: 'only-on-failure',
    // The installed app's worker (ADR 054) would answer some requests itself, out of reach of a
    // test's page.route(); only installed-app.spec.ts lets it register.
    serviceWorkers: 'block',
    trace: isCI ? 'retain-on-first-failure' : 'off',
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: process.env.E2E_SERVER_LOG ? 'pipe' : 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      HOST: '127.0.0.1',
      PORT: String(suitePort),
      MLS_PORT: String(MLS_PORT),
      // A still market: no listing's price or status moves under a test.
      MLS_MARKET_EVENTS_PER_HOUR: '0',
      // Pages read the MLS replica (ADR 021): a short interval brings a change made through the
      // embedded MLS's dev endpoint to the page within seconds (replica-sync.spec.ts).
      MLS_SYNC_INTERVAL_SECONDS: '2',
      // Every opening of a home counts in the realtor's feed (production: once per 30 minutes), so
      // that collaboration.spec.ts makes a home Hot with three openings in a few seconds.
      ACTIVITY_VIEW_DEDUPE_SECONDS: '0',
      // Only the photos of homes on someone's list are copied (ADR 046), one at a time: copying the
      // whole market's would keep a core busy for the whole run.
      PHOTO_COPY_SCOPE: 'listed',
      PHOTO_COPY_CONCURRENCY: '1',
      DATA_DIR: makeRunDataDir(),
      DATABASE_URL: '',
      // Lockouts and cooldowns start fresh each run; the Redis path is covered by the server's tests.
      REDIS_URL: '',
      NODE_ENV: 'development',
      // A loopback push service the installed app's test subscribes to (ADR 052, 054).
      PUSH_SERVICE_ORIGINS: `http://127.0.0.1:${suitePort + 2}`,
      LOGIN_LIMIT_PER_MINUTE: '1000',
      IP_LIMIT_PER_MINUTE: '10000',
    },
  },
});
