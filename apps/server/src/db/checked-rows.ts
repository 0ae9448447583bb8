import { z } from 'zod';

/** Both drivers answer `{ rows }`; the rows are checked rather than cast. */
export const rowsOf = <T extends z.ZodTypeAny>(row: T, result: unknown): z.infer<T>[] =>
  z.object({ rows: z.array(row) }).parse(result).rows;

/** A timestamp as either driver gives it (a `Date`, or its text). */
export const dateOf = z.union([z.date(), z.string()]).transform((value) => new Date(value));
