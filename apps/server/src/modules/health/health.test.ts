import { errorBodySchema, serverMessages } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { drivers } from '../../../test/db';

describe.each(drivers)('health and readiness on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(() => t.close());

  it('answers /api/health and /api/ready with ok', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  it('answers /api/ready with 503 UNAVAILABLE while shutting down, health stays 200', async () => {
    t.deps.lifecycle.shuttingDown = true;
    try {
      const ready = await t.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(errorBodySchema.parse(ready.json())).toMatchObject({
        code: 'UNAVAILABLE',
        message: serverMessages.unavailable,
      });
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.deps.lifecycle.shuttingDown = false;
    }
  });
});

describe.each(drivers)('readiness without a database on %s', (driver) => {
  it('answers 503 once the database does not answer', async () => {
    const t = await buildTestApp({ driver });
    const { close } = t.database;
    await close();
    try {
      const ready = await t.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'UNAVAILABLE' });
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});
