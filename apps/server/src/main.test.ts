import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

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

/** The child's output as it arrives, and a way to wait for a line. */
const watchOutput = (child: ChildProcessWithoutNullStreams) => {
  let output = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(output)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return {
    text: () => output,
    waitFor: (pattern: RegExp) =>
      new Promise<void>((resolve) => {
        if (pattern.test(output)) resolve();
        else waiters.push({ pattern, resolve });
      }),
  };
};

const exitOf = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

const baseEnv = () => {
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'JWT_SECRET'])
    delete env[key];
  // A still market and no replica copy: these tests are about the process, not the MLS.
  return { ...env, MLS_MARKET_EVENTS_PER_HOUR: '0', MLS_SYNC_INTERVAL_SECONDS: '0' };
};

/** Every path under `dir` (itself included) whose mode lets the group or others in. */
const openToOthers = (dir: string) =>
  [dir, ...readdirSync(dir, { recursive: true }).map((entry) => path.join(dir, String(entry)))]
    .map((file) => ({ file, mode: lstatSync(file).mode }))
    .filter(({ mode }) => (mode & 0o077) !== 0)
    .map(({ file, mode }) => `${path.relative(dir, file) || '.'} ${(mode & 0o777).toString(8)}`);

const startMain = (args: string[], env: NodeJS.ProcessEnv) =>
  spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], { cwd: serverDir, env });

describe('main.ts as a process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rela-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('drains a request in flight on SIGTERM, refuses new work, and exits 0 (REQ-REL-SHUTDOWN)', async () => {
    const port = await freePort();
    const child = startMain([], {
      ...baseEnv(),
      NODE_ENV: 'test',
      // The request in flight shows in the log as it arrives only at debug.
      LOG_LEVEL: 'debug',
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: 'false',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    const output = watchOutput(child);
    const exited = exitOf(child);
    const base = `http://127.0.0.1:${port}`;
    try {
      await output.waitFor(/Rela is running/);
      expect((await fetch(`${base}/api/ready`)).status).toBe(200);

      const slow = fetch(`${base}/api/__test/slow?ms=1500`);
      await output.waitFor(/"url":"\/api\/__test\/slow/);
      child.kill('SIGTERM');
      await output.waitFor(/shutting down/);

      const during = await fetch(`${base}/api/ready`).then(
        (response) => response.status,
        () => 'refused',
      );
      expect([503, 'refused']).toContain(during);

      const response = await slow;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
      expect(await exited, output.text()).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('keeps DATA_DIR 0700 and every file in it 0600, even a DATA_DIR that was open (REQ-SEC-DATA-DIR)', async () => {
    const privateDir = path.join(dataDir, 'private');
    mkdirSync(privateDir, { recursive: true });
    chmodSync(privateDir, 0o777);
    const port = await freePort();
    const child = startMain([], {
      ...baseEnv(),
      NODE_ENV: 'test',
      DATA_DIR: privateDir,
      PORT: String(port),
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    const output = watchOutput(child);
    const exited = exitOf(child);
    try {
      await output.waitFor(/Rela is running/);
      expect(readdirSync(privateDir).length).toBeGreaterThan(0);
      expect(openToOthers(privateDir)).toEqual([]);
      child.kill('SIGTERM');
      expect(await exited, output.text()).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('stops with a clear message and no stack trace on a bad configuration', async () => {
    const child = startMain([], {
      ...baseEnv(),
      DATA_DIR: dataDir,
      PORT: 'not-a-port',
      LOG_LEVEL: 'loud',
    });
    const output = watchOutput(child);
    expect(await exitOf(child)).toBe(1);
    expect(output.text()).toContain('Invalid configuration');
    expect(output.text()).toContain('PORT');
    expect(output.text()).toContain('LOG_LEVEL');
    expect(output.text()).not.toMatch(/\n\s+at /);
  });

  it('refuses to run pieces apart on PGlite', async () => {
    const child = startMain(['--serve', 'api'], { ...baseEnv(), DATA_DIR: dataDir });
    const output = watchOutput(child);
    expect(await exitOf(child)).toBe(1);
    expect(output.text()).toContain('PGlite');
    expect(output.text()).not.toMatch(/\n\s+at /);
  });
});
