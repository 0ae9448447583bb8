import { errorBodySchema, serverMessages } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createFileStorage } from '../storage/create-file-storage';
import { openDatabase, type Database } from '../../db/client';
import { createMemoryLimitStore } from '../rate-limit/memory-limit-store';
import { manualClock } from '../clock';
import { TEST_JWT_SECRET, testEnv, buildApp } from '../../../test/app';
import type { FastifyInstance } from 'fastify';

/** REQ-REL-DB-DOWN: a database that cannot be reached gives 503 fast, never a 500. */
describe('database down', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    // Nothing listens on port 1: every query fails to connect.
    database = await openDatabase({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:1/rela',
      poolSize: 1,
    });
    const config = loadConfig(testEnv());
    app = await buildApp({
      config,
      database,
      clock: manualClock(),
      limits: createMemoryLimitStore(),
      storage: createFileStorage(config),
      jwtSecret: new TextEncoder().encode(TEST_JWT_SECRET),
      lifecycle: { shuttingDown: false },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a request that needs the database with 503 UNAVAILABLE, and readiness with 503', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'owner', password: 'Whatever-1!' },
    });
    expect(login.statusCode).toBe(503);
    expect(errorBodySchema.parse(login.json())).toMatchObject({
      code: 'UNAVAILABLE',
      message: serverMessages.unavailable,
    });
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
