import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** initdb and pg_ctl: on PATH, or in the newest /usr/lib/postgresql/<version>/bin (Debian). */
const postgresBin = (tool: string) => {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const candidate = path.join(debian, version, 'bin', tool);
      if (existsSync(candidate)) return candidate;
    }
  }
  return tool;
};

export const freePort = () =>
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

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user. */
const asRoot = process.getuid?.() === 0;
const runAsPostgres = (tool: string, args: string[]) =>
  asRoot
    ? run('runuser', ['-u', 'postgres', '--', postgresBin(tool), ...args])
    : run(postgresBin(tool), args);

export type PrivatePostgres = {
  url: string;
  port: number;
  /** Kills the server the hard way (like a crash or a cut cable: no goodbye to the clients). */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it and removes its directory. */
  destroy: () => Promise<void>;
};

/**
 * A PostgreSQL cluster of the test's own (for the fault tests of docs/reliability.md): initdb under a temporary directory,
 * on its own port, never the machine's shared server, so the test may stop it at will.
 */
export const startPrivatePostgres = async (): Promise<PrivatePostgres> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rela-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) {
    chmodSync(dir, 0o755);
    chownSync(
      dir,
      Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
      Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
    );
  }
  const port = await freePort();
  await runAsPostgres('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const start = async () => {
    await runAsPostgres('pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
    ]);
  };
  const stop = async () => {
    await runAsPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    destroy: async () => {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
