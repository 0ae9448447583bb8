import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../src/db/client';

/** A digest of every row of every table of the public schema, table by table. */
export type DbSnapshot = ReadonlyMap<string, string>;

/**
 * Columns a refused request may change on purpose, with the reason. Anything else a refused
 * request changes is a finding.
 */
export const allowedChanges: Readonly<Record<string, { columns: string[]; why: string }>> = {
  verification_codes: {
    columns: ['attempts'],
    why: 'a wrong code counts against its 5 attempts (REQ-SEC-CODES)',
  },
};

const tableList = z.object({ rows: z.array(z.object({ table_name: z.string() })) });
const digestRow = z.object({
  rows: z.array(
    z.object({ digest: z.string().nullable(), rows: z.union([z.number(), z.string()]) }),
  ),
});

const tablesOf = async (db: Db): Promise<string[]> => {
  const result = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return tableList.parse(result).rows.map((row) => row.table_name);
};

/**
 * Every table is read, so tables that later issues add are covered without naming them here.
 * One query per table: an md5 of its rows in a stable order.
 */
export const snapshotDb = async (db: Db): Promise<DbSnapshot> => {
  const digests = new Map<string, string>();
  for (const table of await tablesOf(db)) {
    const ignored = allowedChanges[table]?.columns ?? [];
    const row = sql.raw(
      ignored.length
        ? `(to_jsonb(t) - array[${ignored.map((column) => `'${column}'`).join(', ')}])::text`
        : 'to_jsonb(t)::text',
    );
    const result = await db.execute(
      sql`select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as digest, count(*) as rows from ${sql.identifier(table)} t`,
    );
    const first = digestRow.parse(result).rows[0];
    digests.set(table, `${String(first?.rows)}:${first?.digest ?? ''}`);
  }
  return digests;
};

/** The tables whose rows differ between two snapshots. */
export const changedTables = (before: DbSnapshot, after: DbSnapshot): string[] =>
  [...new Set([...before.keys(), ...after.keys()])].filter(
    (table) => before.get(table) !== after.get(table),
  );
