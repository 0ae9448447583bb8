import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';

export type DriverKind = Database['kind'];

/** The drivers a suite runs on: PGlite always, PostgreSQL too when DATABASE_URL is set (as in CI). */
export const drivers: DriverKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const adminQuery = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new PostgreSQL database
 * made from DATABASE_URL and dropped again by `close`.
 */
export const createTestDatabase = async (
  kind: DriverKind = 'pglite',
  { poolSize = 5 }: { poolSize?: number } = {},
): Promise<Database> => {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    return database;
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is required for the postgres driver');
  const name = `rela_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
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
