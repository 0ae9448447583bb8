import type { z } from 'zod';

export type EnvReading<T> = { ok: true; values: T } | { ok: false; problems: string[] };

/**
 * Reads the variables a schema names from an environment (empty values count as unset) and
 * answers either the parsed values or one line per bad variable, so a start names them all at once.
 */
export const readEnv = <S extends z.ZodObject>(
  schema: S,
  env: Record<string, string | undefined>,
): EnvReading<z.infer<S>> => {
  const present = Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const parsed = schema.safeParse(present);
  return parsed.success
    ? { ok: true, values: parsed.data }
    : {
        ok: false,
        problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      };
};
