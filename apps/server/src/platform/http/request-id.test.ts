import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { REQUEST_ID_HEADER } from './request-id';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('gives every answer a fresh random id and ignores one the client sends', async () => {
    const first = await t.app.inject({
      url: '/api/health',
      headers: { [REQUEST_ID_HEADER]: 'forged' },
    });
    const second = await t.app.inject({ url: '/api/health' });
    expect(first.headers[REQUEST_ID_HEADER]).toMatch(uuid);
    expect(second.headers[REQUEST_ID_HEADER]).toMatch(uuid);
    expect(first.headers[REQUEST_ID_HEADER]).not.toBe(second.headers[REQUEST_ID_HEADER]);
  });

  it('puts the same id in an error body and its header', async () => {
    const response = await t.app.inject({ url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ requestId: response.headers[REQUEST_ID_HEADER] });
  });
});
