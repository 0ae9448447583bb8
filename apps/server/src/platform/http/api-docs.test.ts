import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';

/** REQ-SEC-DEV-ONLY: `/api/docs` stays, but behind API_DOCS, off by default in production. */
describe('/api/docs', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it.each([
    [{ NODE_ENV: 'production' }, 404],
    [{ NODE_ENV: 'production', API_DOCS: 'true' }, 200],
    [{ NODE_ENV: 'development' }, 200],
    [{ NODE_ENV: 'development', API_DOCS: 'false' }, 404],
  ])('with %j answers %i', async (env, status) => {
    t = await buildTestApp({ env });
    for (const url of ['/api/docs/json', '/api/docs/'])
      expect((await t.app.inject({ url })).statusCode).toBe(status);
  });
});
