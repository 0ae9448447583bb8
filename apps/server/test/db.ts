import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrationsFolder, openDatabase, type Database, type Db } from '../src/db/client';

export type DriverKind = Database['kind'];

/** The drivers a suite runs on: PGlite always, PostgreSQL too when DATABASE_URL is set (as in CI). */
export const drivers: DriverKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Holds a transaction open before its commit (a test of two transactions): the transaction awaits
 * `hold()`, the test awaits `reached`, then `release()` lets it commit.
 */
export const commitGate = () => {
  let reach = () => undefined as void;
  let release = () => undefined as void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    reached,
    release,
    hold: () => {
      reach();
      return released;
    },
  };
};

/** How many of this PostgreSQL database's sessions wait on a lock now (a test of two transactions). */
export const lockWaits = async (db: Db): Promise<number> => {
  const result = (await db.execute(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
};

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const adminQuery = async <T extends pg.QueryResultRow>(url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
};

/**
 * What the migrations are, as a short hash of every file drizzle-kit wrote: a migrated copy made
 * from other migrations is never used.
 */
const migrationsHash = (() => {
  let memo: string | undefined;
  return () => {
    if (memo) return memo;
    const hash = createHash('sha256');
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
        a.name.localeCompare(b.name),
      )) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else hash.update(entry.name).update(readFileSync(file));
      }
    };
    walk(migrationsFolder);
    memo = hash.digest('hex').slice(0, 16);
    return memo;
  };
})();

/**
 * A migrated, empty PGlite's data directory as a tarball, made once per set of migrations and kept
 * in the temporary directory: each test file's database starts from it instead of running initdb
 * and every migration again. Written under a temporary name and renamed, so that two test workers
 * making it at once never read half of it.
 */
const migratedPgliteImage = async (): Promise<Blob> => {
  const file = path.join(os.tmpdir(), `rela-pglite-migrated-${migrationsHash()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    const image = await database.dump?.();
    if (!image) throw new Error('PGlite gave no data directory dump');
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
    return image;
  } finally {
    await database.close();
  }
};

/**
 * A migrated, empty PostgreSQL database to copy (`create database … template`), made once per set of
 * migrations under an advisory lock so that two workers never make it twice.
 */
const migratedPostgresTemplate = async (baseUrl: string): Promise<string> => {
  const name = `rela_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // Templates of earlier migrations are of no more use (one in use stays: its drop fails).
      const stale = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'rela\\_template\\_%' and datname <> $1",
        [name],
      );
      for (const { datname } of stale.rows) {
        await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
      }
      await admin.query(`create database ${name}`);
      const template = await openDatabase({
        kind: 'postgres',
        url: withDatabaseName(baseUrl, name),
        poolSize: 1,
      });
      try {
        await template.migrate();
      } catch (error) {
        await template.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        throw error;
      }
      await template.close();
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await admin.end();
  }
};

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new PostgreSQL database
 * made from DATABASE_URL and dropped again by `close`. Both start as copies of one migrated,
 * empty database (made by the first test that needs it), which is what running the migrations
 * makes, at a fraction of the time.
 */
export const createTestDatabase = async (
  kind: DriverKind = 'pglite',
  { poolSize = 5 }: { poolSize?: number } = {},
): Promise<Database> => {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', image: await migratedPgliteImage() });
    // Nothing to do on a copy of a migrated database; kept so that a stale copy is caught up.
    await database.migrate();
    return database;
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is required for the postgres driver');
  const template = await migratedPostgresTemplate(baseUrl);
  const name = `rela_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name} template ${template}`);
  const database = await openDatabase({
    kind: 'postgres',
    url: withDatabaseName(baseUrl, name),
    poolSize,
  });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
};
