import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

type UpsertOptions<T extends PgTable> = {
  /** The unique column a row is matched on (its property name). */
  key: keyof T['_']['columns'] & string;
  /** The row in place is replaced only when this column of the new one is later. */
  newerBy: keyof T['_']['columns'] & string;
  /**
   * Columns (by property) a new row takes from an expression over the arriving one (`incoming`,
   * its columns by their SQL names); a row in place keeps its own.
   */
  insertOnly?: Partial<Record<keyof T['_']['columns'] & string, SQL>>;
};

/**
 * One multi-row upsert whose rows travel as a single JSON parameter (`jsonb_to_recordset`): a page
 * of hundreds of rows is one short statement to build, bind and plan, where `values()` makes and
 * binds a parameter per value (most of a page's time in the replica's first sync). Every row has
 * the same properties (columns of `table`); values are as JSON carries them (dates as ISO text).
 */
export const upsertRows = async <T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly Record<string, unknown>[],
  { key, newerBy, insertOnly = {} }: UpsertOptions<T>,
): Promise<void> => {
  const [first] = rows;
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, Column>;
  const named = Object.keys(first).map((property) => {
    const column = columns[property];
    if (!column) throw new Error(`${property} is not a column of the table`);
    return { property, name: `"${column.name}"`, type: column.getSQLType() };
  });
  const nameOf = (property: string) => `"${columns[property]?.name}"`;
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(named.map((column) => [column.name.slice(1, -1), row[column.property]])),
    ),
  );
  const list = sql.raw(named.map((column) => column.name).join(', '));
  const computed = Object.entries(insertOnly).flatMap(([property, expression]) =>
    expression ? [{ name: sql.raw(nameOf(property)), expression: expression as SQL }] : [],
  );
  const computedNames = sql.join(
    computed.map((column) => sql`, ${column.name}`),
    sql``,
  );
  const computedValues = sql.join(
    computed.map((column) => sql`, ${column.expression}`),
    sql``,
  );
  const shape = sql.raw(named.map((column) => `${column.name} ${column.type}`).join(', '));
  const updates = sql.raw(
    named
      .filter((column) => column.property !== key)
      .map((column) => `${column.name} = excluded.${column.name}`)
      .join(', '),
  );
  await db.execute(sql`
    insert into ${table} (${list}${computedNames})
    select ${list}${computedValues} from jsonb_to_recordset(${json}::jsonb) as incoming(${shape})
    on conflict (${sql.raw(nameOf(key))}) do update set ${updates}
    where ${table}.${sql.raw(nameOf(newerBy))} < excluded.${sql.raw(nameOf(newerBy))}`);
};
