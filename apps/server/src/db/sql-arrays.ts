import { sql } from 'drizzle-orm';

/**
 * A list of ids as one `uuid[]` parameter (ADR 053): thousands of households in one bound value,
 * not a parameter each. Ids come from the database (uuids), so no element needs quoting.
 */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Small numbers as one `int[]` parameter, beside a `uuidArray` in an `unnest`. */
export const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;
