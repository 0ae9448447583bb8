import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorBodySchema, messages } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';

const html = { accept: 'text/html,application/xhtml+xml' };

describe('without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers / with a page that says how to build the web app', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
  });

  it('serves the OpenAPI document and the docs UI at /api/docs', async () => {
    const json = await t.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready']),
    );
    expect(Object.keys(document.paths).some((p) => p.includes('__test'))).toBe(false);
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('with a web build', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'rela-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">spa</div>');
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    t = await buildTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and for client routes that accept HTML', async () => {
    for (const url of ['/', '/home', '/buyers?buyerId=1', '/account/settings']) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('spa');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache life', async () => {
    const response = await t.app.inject({ url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each(['/api/unknown', '/assistant/unknown', '/dev/unknown'])(
    'answers %s with the JSON 404, even for a browser',
    async (url) => {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json())).toMatchObject({
        code: 'NOT_FOUND',
        message: messages.server.notFound,
      });
    },
  );

  it('answers a missing file that is not a page request with the JSON 404', async () => {
    const response = await t.app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    const post = await t.app.inject({ method: 'POST', url: '/home', headers: html });
    expect(post.statusCode).toBe(404);
  });
});
