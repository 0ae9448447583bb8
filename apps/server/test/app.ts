import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Role, UserStatus } from '@rela/contracts';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';

/** For a test that builds the whole app from dependencies of its own (a broken MLS, a database that is down). */
export { buildApp };
import type { AppDeps } from '../src/app-deps';
import { loadConfig, type Config } from '../src/config';
import type { Database, Db } from '../src/db/client';
import { users, type UserRow } from '../src/db/schema/users';
import type { ManualClock } from '../src/platform/clock';
import type { ServeMode } from '../src/platform/http/serve-mode';
import { passwords } from '../src/platform/passwords';
import { withHouseholdOfOne } from '../src/platform/households/household-of-one';
import { createMemoryLimitStore } from '../src/platform/rate-limit/memory-limit-store';
import { localFileStorage } from '../src/platform/storage/local-file-storage';
import { createLocalInvalidationBus } from '../src/platform/cache/invalidation-bus';
import { createSessionCache } from '../src/modules/auth';
import { dateClock } from './date-clock';
import { createTestDatabase, type DriverKind } from './db';

/** A fixed key for access tokens in tests (at least 32 characters, as the config demands). */
export const TEST_JWT_SECRET = 'test-only-jwt-secret-0123456789abcdef';
export const TEST_PASSWORD = 'Test-pass-2026!';
/** A VAPID key pair for tests only (`web-push generate-vapid-keys`). */
export const TEST_VAPID_KEYS = {
  publicKey:
    'BCtOObuF7eQcS4BAiEHrSK6EVVMthU9mXcr9saQfZRLRZXg71TJDoU5suEQ0S8ZjC8n4hXdo9xN2Bzllmk3RYFM',
  privateKey: 'fV63Jm9vTr3lq-jQG-lFZStM7neP-yYqqBzTiXvO1no',
};

/** The environment of a test app; a suite raises limits here when it signs in many times. */
export const testEnv = (overrides: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: TEST_JWT_SECRET,
  DATA_DIR: 'data/test',
  WEB_DIST: 'apps/server/test/no-web-dist',
  SEED_DEMO: 'false',
  PUBLIC_URL: 'http://localhost:3000',
  // Fixed VAPID keys (ADR 052), so that no test writes a key pair into DATA_DIR.
  VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
  VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
  ...overrides,
});

export type TestAppOptions = {
  driver?: DriverKind;
  /** Environment variables on top of `testEnv()`, e.g. `{ LOGIN_LIMIT_PER_MINUTE: '1000' }`. */
  env?: Record<string, string>;
  serve?: ServeMode;
  logger?: FastifyServerOptions['logger'];
  noticeStreams?: AppOptions['noticeStreams'];
  /**
   * The events' subscribers (all by default), and whether each answer waits for the reactions
   * due (true by default: a test reads their effects at once; false to drive them by hand).
   */
  reactions?: AppOptions['reactions'];
};

export type TestApp = {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  db: Db;
  /** Moves `Date` too, so that limits and lockouts follow it (see `dateClock`). */
  clock: ManualClock;
  config: Config;
  close: () => Promise<void>;
};

/** The whole app over a fresh migrated database, a memory limit store and a clock that moves `Date`. */
export const buildTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const config = loadConfig(testEnv(options.env));
  const clock = dateClock();
  const database = await createTestDatabase(options.driver ?? 'pglite');
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'rela-test-files-'));
  const invalidations = createLocalInvalidationBus();
  const deps: AppDeps = {
    config,
    database,
    clock,
    limits: createMemoryLimitStore(),
    storage: localFileStorage(storageDir),
    // Reads are kept in memory as in production, so every test also checks that writes tell them.
    sessions: createSessionCache({ bus: invalidations, clock }),
    invalidations,
    jwtSecret: new TextEncoder().encode(config.JWT_SECRET ?? TEST_JWT_SECRET),
    lifecycle: { shuttingDown: false },
  };
  const app = await buildApp(deps, {
    serve: options.serve,
    logger: options.logger,
    noticeStreams: options.noticeStreams,
    reactions: { settleBeforeReply: true, ...options.reactions },
  });
  await app.ready();
  return {
    app,
    deps,
    database,
    db: database.db,
    clock,
    config,
    close: async () => {
      await app.close();
      await deps.limits.close();
      clock.release();
      await database.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
};

export type NewTestUser = {
  username: string;
  role: Role;
  supervisorId?: string | null;
  password?: string;
  email?: string;
  status?: UserStatus;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
};

/**
 * Inserts a user with a real argon2id hash of `password` (TEST_PASSWORD by default); a buyer is a
 * household of one with the buyer's id (ADR 049), unless `householdId` names the household they
 * join.
 */
export const createUser = async (
  db: Db,
  user: NewTestUser & { householdId?: string },
): Promise<UserRow> => {
  const [row] = await db
    .insert(users)
    .values(
      await withHouseholdOfOne(db, {
        username: user.username,
        email: user.email ?? `${user.username}@rela.example`,
        role: user.role,
        supervisorId: user.supervisorId ?? null,
        passwordHash: await passwords.hash(user.password ?? TEST_PASSWORD),
        status: user.status ?? 'CONFIRMED',
        firstName: user.firstName ?? user.username,
        lastName: user.lastName ?? 'Test',
        phone: user.phone ?? null,
        emailVerified: true,
        ...(user.householdId
          ? { householdId: user.householdId, joinedHouseholdAt: new Date() }
          : {}),
      }),
    )
    .returning();
  if (!row) throw new Error(`could not create user ${user.username}`);
  return row;
};

/** Signs in through `POST /api/login` and answers the bearer access token. */
export const loginAs = async (
  app: FastifyInstance,
  username: string,
  password: string = TEST_PASSWORD,
): Promise<string> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login as ${username} answered ${response.statusCode}: ${response.body}`);
  }
  const body = response.json<{ accessToken: string }>();
  return body.accessToken;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
