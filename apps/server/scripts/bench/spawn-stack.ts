import { fork, type ChildProcess } from 'node:child_process';
import { benchDatabaseUrl } from './postgres';

export type StackOptions = {
  driver: 'pglite' | 'postgres';
  homes: number;
  users: number;
  /** Listings in the MLS replica (none when not given). */
  listings?: number;
};

export type RunningStack = {
  apiUrl: string;
  bareUrl: string;
  /** The stack process's CPU time so far (user and system), in ms. */
  cpuMs: () => Promise<number>;
  stop: () => Promise<void>;
};

const READY_TIMEOUT_MS = 300_000;

/** Starts `stack.ts` in a child process and resolves once it listens. */
export const spawnStack = (options: StackOptions): Promise<RunningStack> =>
  new Promise((resolve, reject) => {
    const child: ChildProcess = fork(new URL('./stack.ts', import.meta.url), {
      // BENCH_PROFILE=<dir> writes a CPU profile of the stack (node --cpu-prof) for a bottleneck hunt.
      execArgv: [
        '--import',
        'tsx',
        ...(process.env.BENCH_PROFILE
          ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
          : []),
      ],
      env: {
        ...process.env,
        BENCH_DRIVER: options.driver,
        BENCH_HOMES: String(options.homes),
        BENCH_USERS: String(options.users),
        BENCH_LISTINGS: String(options.listings ?? 0),
        BENCH_DATABASE_URL: benchDatabaseUrl(),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // Seeding the replica takes its time (about 2 ms a listing at most).
    const timer = setTimeout(
      () => {
        child.kill('SIGKILL');
        reject(new Error('The bench stack did not start in time'));
      },
      READY_TIMEOUT_MS + (options.listings ?? 0) * 2,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The bench stack exited with ${code} before it listened`));
    });
    child.once('message', (message) => {
      clearTimeout(timer);
      const { apiUrl, bareUrl } = message as { apiUrl: string; bareUrl: string };
      resolve({
        apiUrl,
        bareUrl,
        cpuMs: () =>
          new Promise((done) => {
            child.once('message', (answer) => done((answer as { cpuMs: number }).cpuMs));
            child.send('cpu');
          }),
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
