import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the database (with live reset codes in its WAL), the signing secret and the files:
 * it is this user's alone. Before anything is written: the process creates files 0600 and
 * directories 0700 (umask 077), and DATA_DIR itself is 0700 even if it existed more open.
 */
export const keepDataPrivate = (dataDir: string) => {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
};

/**
 * Takes group and other permissions off everything under DATA_DIR: PGlite unpacks its initial
 * database with explicit modes (0666) that the umask does not reach, and older runs left files open.
 */
export const closeDataToOthers = (dataDir: string) => {
  for (const entry of readdirSync(dataDir, { recursive: true })) {
    const file = path.join(dataDir, String(entry));
    const stats = lstatSync(file);
    if (!stats.isSymbolicLink() && (stats.mode & 0o077) !== 0) chmodSync(file, stats.mode & 0o700);
  }
};
