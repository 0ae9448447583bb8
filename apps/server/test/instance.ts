import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createFileStorage } from '../src/platform/storage/create-file-storage';
import {
  createLocalInvalidationBus,
  type InvalidationBus,
} from '../src/platform/cache/invalidation-bus';
import { createSessionCache } from '../src/modules/auth';
import type { Database } from '../src/db/client';
import type { Clock } from '../src/platform/clock';
import type { LimitStore } from '../src/platform/rate-limit/limit-store';
import { TEST_JWT_SECRET, testEnv } from './app';

/**
 * One more instance of the whole app over a given database and limit store, as when several
 * instances run behind a load balancer. The caller closes the app, the store and the database.
 */
export const buildInstance = async (options: {
  database: Database;
  limits: LimitStore;
  clock: Clock;
  env?: Record<string, string>;
  /** Shared by instances that share a Redis; each instance has its own session cache on it. */
  bus?: InvalidationBus;
}): Promise<FastifyInstance> => {
  const config = loadConfig(testEnv(options.env));
  const app = await buildApp(
    {
      config,
      database: options.database,
      clock: options.clock,
      limits: options.limits,
      storage: createFileStorage(config),
      sessions: createSessionCache({
        bus: options.bus ?? createLocalInvalidationBus(),
        clock: options.clock,
      }),
      jwtSecret: new TextEncoder().encode(TEST_JWT_SECRET),
      lifecycle: { shuttingDown: false },
    },
    { logger: false },
  );
  await app.ready();
  return app;
};

/** The error body without its per-request id, to compare two answers. */
export const errorWithoutRequestId = (response: LightMyRequestResponse) => {
  const { requestId: _requestId, ...rest } = response.json<Record<string, unknown>>();
  return rest;
};

export const setCookieHeaders = (response: LightMyRequestResponse): string[] => {
  const header = response.headers['set-cookie'];
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
};
