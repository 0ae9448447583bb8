import type { Config } from './config';
import type { Database } from './db/client';
import type { Clock } from './platform/clock';
import type { InvalidationBus } from './platform/cache/invalidation-bus';
import type { SessionCache } from './modules/auth';
import type { MlsClient } from './modules/mls';
import type { LimitStore } from './platform/rate-limit/limit-store';
import type { FileStorage } from './platform/storage/file-storage';

/** What the app factory is built from; services take only the parts they need. */
export type AppDeps = {
  config: Config;
  database: Database;
  clock: Clock;
  limits: LimitStore;
  /** Profile photos and AI reports (`createFileStorage(config)` in main.ts). */
  storage: FileStorage;
  /** HS256 key of access tokens and registration challenges (`loadJwtSecret(config)` in main.ts). */
  jwtSecret: Uint8Array;
  /** Flipped by graceful shutdown: readiness answers 503 from then on. */
  lifecycle: { shuttingDown: boolean };
  /** Remembers active sessions for a few seconds; absent, every signed-in request asks the database. */
  sessions?: SessionCache;
  /**
   * Announces changes to the reads kept in memory (`platform/cache/cached-reads.ts`) to every
   * instance; absent, those reads always ask the database.
   */
  invalidations?: InvalidationBus;
  /** The MLS client; by default the MLS routes build one from the config (MLS_*). */
  mls?: MlsClient;
};
