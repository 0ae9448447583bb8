import pg from 'pg';

/** The PostgreSQL server the bench makes its databases on (the machine's, by default). */
export const benchDatabaseUrl = () =>
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether that server answers; without it the bench reports PGlite figures only. */
export const postgresAvailable = async (): Promise<boolean> => {
  const client = new pg.Client({
    connectionString: benchDatabaseUrl(),
    connectionTimeoutMillis: 2_000,
  });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};
