import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppDeps } from '../../src/app-deps';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { manualClock, type Clock } from '../../src/platform/clock';
import { createMemoryLimitStore } from '../../src/platform/rate-limit/memory-limit-store';
import { localFileStorage } from '../../src/platform/storage/local-file-storage';
import { TEST_JWT_SECRET, testEnv } from '../app';

/** The whole app over a database the caller made (a private cluster, a cut proxy). */
export const appOn = async (
  database: Database,
  { env = {}, clock = manualClock() }: { env?: Record<string, string>; clock?: Clock } = {},
): Promise<{ app: FastifyInstance; deps: AppDeps; close: () => Promise<void> }> => {
  const config = loadConfig(testEnv(env));
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'rela-fault-files-'));
  const deps: AppDeps = {
    config,
    database,
    clock,
    limits: createMemoryLimitStore(),
    storage: localFileStorage(storageDir),
    jwtSecret: new TextEncoder().encode(TEST_JWT_SECRET),
    lifecycle: { shuttingDown: false },
  };
  const app = await buildApp(deps, {
    logger: process.env.RELIABILITY_DEBUG ? { level: 'error' } : false,
  });
  await app.ready();
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      await deps.limits.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
};
