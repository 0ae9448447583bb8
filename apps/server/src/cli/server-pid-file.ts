import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: while the server runs on it, `DATA_DIR/server.pid` names that
 * process, and commands that open the same database refuse to run.
 */
export const serverPidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

export const writeServerPidFile = (dataDir: string, pid = process.pid) => {
  writeFileSync(serverPidFile(dataDir), `${pid}\n`);
};

/** Removes the pid file if it still names this process. */
export const removeServerPidFile = (dataDir: string, pid = process.pid) => {
  const file = serverPidFile(dataDir);
  if (existsSync(file) && readFileSync(file, 'utf8').trim() === String(pid)) rmSync(file);
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of a live server on this data directory, or null (no file, or a stale one). */
export const runningServerPid = (dataDir: string): number | null => {
  const file = serverPidFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
};
