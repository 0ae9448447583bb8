/** A unique or foreign-key violation of PostgreSQL, however the driver wraps it. */
export const constraintViolation = (error: unknown): 'unique' | 'foreign-key' | null => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (code === '23505') return 'unique';
    if (code === '23503') return 'foreign-key';
    current = current.cause;
  }
  return null;
};
