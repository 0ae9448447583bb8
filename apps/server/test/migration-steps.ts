import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrationsFolder, openDatabase, type Database } from '../src/db/client';

/** The migrations in their journal's order, each split into its statements. */
export const migrations = async () => {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return Promise.all(
    journal.entries.map(async ({ tag }) => ({
      tag,
      statements: (await readFile(path.join(migrationsFolder, `${tag}.sql`), 'utf8'))
        .split('--> statement-breakpoint')
        .filter((statement) => statement.trim() !== ''),
    })),
  );
};

export const apply = async (database: Database, statements: readonly string[]) => {
  for (const statement of statements) await database.db.execute(sql.raw(statement));
};

/** An empty database, not migrated: PGlite in memory, or a new PostgreSQL database. */
export const emptyDatabase = async (
  driver: Database['kind'],
): Promise<{ database: Database; drop: () => Promise<void> }> => {
  if (driver === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, drop: () => database.close() };
  }
  const baseUrl = process.env.DATABASE_URL!;
  const name = `rela_migration_${process.pid}_${Date.now()}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin(`drop database if exists ${name}`);
    },
  };
};

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
