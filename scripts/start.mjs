// `npm start`: builds the web app when its sources are newer than the build, then runs the
// embedded MLS (unless MLS_URL points elsewhere) and the server, and stops both together.
// Plain Node ESM so it runs before anything is built; paths resolve from this file, not the cwd.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fromRoot = (...parts) => path.join(root, ...parts);

/** How long children get to finish after a stop signal before they are killed (beyond the server's own grace). */
const STOP_GRACE_MS = Math.max(20_000, (Number(process.env.SHUTDOWN_GRACE_MS) || 10_000) + 10_000);

/**
 * In a terminal everything shows there; otherwise stdout carries only the server's JSON log lines,
 * and the notes of this script and of the embedded MLS (and the server's banner) go to stderr.
 */
const terminal = process.stdout.isTTY === true;
const say = (line) => (terminal ? console.log : console.error)(`[start] ${line}`);
const fail = (line) => {
  console.error(`[start] ${line}`);
  process.exit(1);
};

/** Newest modification time of a file or of any file below a folder (0 when absent). */
const newestMtime = (target) => {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
};

/** Runs `npm run build -w apps/web` when dist/index.html is missing or older than its sources. */
const buildWebIfStale = () => {
  if (process.env.WEB_DIST) return say('WEB_DIST is set: not building apps/web.');
  const viteConfigs = ['ts', 'mts', 'js', 'mjs'].map((ext) =>
    fromRoot(`apps/web/vite.config.${ext}`),
  );
  if (!viteConfigs.some((file) => existsSync(file))) {
    return say('apps/web has no vite config yet: skipping the web build.');
  }
  const built = fromRoot('apps/web/dist/index.html');
  const sources = [
    fromRoot('apps/web/src'),
    fromRoot('apps/web/index.html'),
    fromRoot('apps/web/package.json'),
    fromRoot('packages/contracts/src'),
    ...viteConfigs,
  ];
  const newestSource = Math.max(...sources.map(newestMtime));
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource) return;
  say(existsSync(built) ? 'The web app changed; rebuilding it.' : 'Building the web app.');
  const npmCli = process.env.npm_execpath;
  const [command, args] =
    npmCli && /\.[cm]?js$/.test(npmCli)
      ? [process.execPath, [npmCli, 'run', 'build', '-w', 'apps/web']]
      : ['npm', ['run', 'build', '-w', 'apps/web']];
  const result = spawnSync(command, args, {
    cwd: root,
    // The web app users get, whatever mode the server runs in: with NODE_ENV=development (the e2e
    // suite's server) Vite would build React's development bundle, slower and mounting twice.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: terminal ? 'inherit' : ['inherit', process.stderr, 'inherit'],
    shell: process.platform === 'win32' && command === 'npm',
  });
  if (result.error) fail(`Could not run the web build: ${result.error.message}`);
  if (result.status !== 0) fail('The web build failed (see above); not starting.');
};

/**
 * A TypeScript entry run by Node through tsx, in its own process group (signals come from us).
 * `notesOnly`: its stdout holds notes for people, not logs, so it joins stderr outside a terminal.
 */
const startChild = (name, entry, args = [], { notesOnly = false } = {}) => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(root, entry), ...args], {
    cwd: root,
    env: process.env,
    stdio: notesOnly && !terminal ? ['inherit', process.stderr, 'inherit'] : 'inherit',
    detached: process.platform !== 'win32',
  });
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ name, code, signal }));
    child.on('error', (error) => {
      console.error(`[start] Could not start ${name}: ${error.message}`);
      resolve({ name, code: 1, signal: null });
    });
  });
  return {
    name,
    child,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
  };
};

const exitCodeOf = ({ code, signal }) =>
  code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1);

buildWebIfStale();

const children = [];
if (!process.env.MLS_URL) {
  // The embedded MLS's mlsgrid profile, like MLS Grid, refuses a Property query that does not name
  // its system ('RelaMLS'): the server names it unless told another.
  if (process.env.MLS_PROFILE === 'mlsgrid') process.env.MLS_ORIGINATING_SYSTEM ??= 'RelaMLS';
  children.push(startChild('the embedded MLS', 'apps/mls/src/main.ts', [], { notesOnly: true }));
}
const server = startChild('the server', 'apps/server/src/main.ts', ['--serve', 'all']);
children.push(server);

let stopping = false;
const stopAll = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const { child, running } of children) if (running()) child.kill(signal);
  setTimeout(() => {
    for (const { name, child, running } of children) {
      if (!running()) continue;
      console.error(`[start] ${name} did not stop within ${STOP_GRACE_MS / 1000} s; killing it.`);
      child.kill('SIGKILL');
    }
  }, STOP_GRACE_MS).unref();
};

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}
// Last resort if this script itself fails: never leave a child behind.
process.on('exit', () => {
  for (const { child, running } of children) if (running()) child.kill('SIGKILL');
});

let unexpected = null;
for (const { exited } of children) {
  exited.then((result) => {
    if (stopping) return;
    unexpected = result;
    console.error(
      `[start] ${result.name} stopped unexpectedly (${result.signal ?? `exit code ${result.code}`}); stopping the rest.`,
    );
    stopAll('SIGTERM');
  });
}

const results = await Promise.all(children.map(({ exited }) => exited));
const serverResult = results[results.length - 1];
if (unexpected) process.exit(exitCodeOf(unexpected) || 1);
process.exit(exitCodeOf(serverResult));
