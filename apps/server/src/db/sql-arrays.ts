import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';

/**
 * A list of ids as one `uuid[]` parameter (ADR 053): thousands of households in one bound value,
 * not a parameter each. Ids come from the database (uuids), so no element needs quoting.
 */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Small numbers as one `int[]` parameter, beside a `uuidArray` in an `unnest`. */
export const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** `[from, to)`. */
export type TimeWindow = { from: Date; to: Date };

/**
 * What the team's performance asks of a module (ADR 053): households, each counted in the table's
 * row of the same index (`rows[i]` for `householdIds[i]`), over two periods side by side,
 * `[previousFrom, from)` and `[from, to)`.
 */
export type HouseholdsOverPeriods = {
  householdIds: readonly string[];
  rows: readonly number[];
  previousFrom: Date;
  from: Date;
  to: Date;
};

/**
 * One `json` value: per window, the distinct `id`s of the rows whose `at` falls in it (null for
 * none), optionally of the rows `where` also holds. Read back with `idsPerWindowColumn` and
 * `idSetsOf`: one value per group instead of a row per id.
 */
export const idsPerWindow = (
  id: SQL,
  at: SQL,
  windows: readonly TimeWindow[],
  where: SQL = sql`true`,
) =>
  sql`json_build_array(${sql.join(
    windows.map(
      (window) => sql`array_agg(distinct ${id}) filter (where ${where}
        and ${at} >= ${window.from.toISOString()}::timestamptz
        and ${at} < ${window.to.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  )})`;

export const idsPerWindowColumn = z.array(z.array(z.string()).nullable());

/** Per window, the ids of every group's `idsPerWindow` value together. */
export const idSetsOf = (values: readonly (readonly (string[] | null)[])[], windows: number) =>
  Array.from(
    { length: windows },
    (_window, index) => new Set(values.flatMap((value) => value[index] ?? [])),
  );
