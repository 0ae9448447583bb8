import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** PGlite's data directory as a tarball (`PGlite.dumpDataDir`); PostgreSQL has none. */
  dump?: () => Promise<Blob>;
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  /**
   * Hears `pg_notify(channel, payload)` of every connection, this process's and others', each
   * delivered once its transaction commits (none for a rolled back one). Answers the way to stop.
   */
  listen: (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

/** The SQL migrations, in drizzle-kit's layout. */
export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * How alike a searched word and a word of an address must be (pg_trgm's `%>`, ADR 023): at 0.5 a
 * missing or extra letter passes ("sauders" finds "saunders", 0.63; "raleih" 0.71, "sanders" 0.56);
 * pg_trgm's default 0.6 would miss the last.
 */
const wordSimilarityThreshold = 0.5;

export type DatabaseOptions =
  /** PostgreSQL over the network. */
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * PGlite in a directory, or in memory when `dir` is omitted; `image` starts it from a dump of
   * another PGlite's data directory (`dumpDataDir`) instead of an empty one (the tests' migrated copy).
   */
  | { kind: 'pglite'; dir?: string; image?: Blob };

/** How long a lost LISTEN connection waits before it connects again. */
const relistenAfterMs = 1_000;

/**
 * LISTEN holds a connection of its own (outside the pool, whose connections come and go); a lost
 * one connects and listens again a second later, until stopped.
 */
const listenOnPostgres = async (
  url: string,
  channel: string,
  handler: (payload: string) => void,
): Promise<() => Promise<void>> => {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    client = undefined;
    if (!stopped) retry = setTimeout(() => void connect(), relistenAfterMs);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('error', () => undefined);
    next.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch {
      await next.end().catch(() => undefined);
      again();
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    next.on('end', again);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
};

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.kind === 'pglite') {
    if (options.dir) mkdirSync(options.dir, { recursive: true });
    // pg_trgm: the search's typo-tolerant text (ADR 023), as on PostgreSQL.
    const client = await PGlite.create(options.dir ?? 'memory://', {
      extensions: { pg_trgm },
      ...(options.image ? { loadDataDir: options.image } : {}),
    });
    await client.exec(`set pg_trgm.word_similarity_threshold = ${wordSimilarityThreshold}`);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
      dump: () => client.dumpDataDir('none'),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: async (channel, handler) => {
        const stop = await client.listen(channel, handler);
        return async () => {
          if (!client.closed) await stop();
        };
      },
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    // Every connection starts with the search's threshold (a setting of the session), and
    // without parallel workers: beside the server on a few cores, a plan's workers take the CPU
    // of the requests running beside it (ADR 053: the team's page, p95 460 to 364 ms).
    options: `-c pg_trgm.word_similarity_threshold=${wordSimilarityThreshold} -c max_parallel_workers_per_gather=0`,
  });
  // An idle client's error (the server restarting) must not crash the process.
  pool.on('error', () => undefined);
  // Nor may a checked-out client's (a transaction between two statements when the server goes):
  // pg-pool listens only while a client is idle, and an unheard 'error' event kills the process.
  // The statement in progress fails on its own, and the broken client is dropped on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handler) => listenOnPostgres(options.url, channel, handler),
    close: () => pool.end(),
  };
};
