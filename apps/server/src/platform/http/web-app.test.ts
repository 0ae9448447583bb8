import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { errorBodySchema, serverMessages } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';

const html = { accept: 'text/html,application/xhtml+xml' };

/** The body as the client would read it, whatever `Content-Encoding` it came with. */
const decoded = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
};

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

  it('compresses a JSON answer over the threshold for a client that accepts it', async () => {
    const plain = await t.app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const response = await t.app.inject({
        url: '/api/docs/json',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding'], encoding).toBe(encoding);
      expect(response.headers.vary, encoding).toContain('accept-encoding');
      expect(response.rawPayload.length, encoding).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(response)), encoding).toEqual(plain.json());
    }
  });

  it('sends a small JSON answer as it is', async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toBeTypeOf('object');
  });
});

describe('with a web build', () => {
  const vendor = 'export const greeting = "hello";\n'.repeat(200);
  const worker = 'self.addEventListener("push", () => {});';
  const manifest = JSON.stringify({ name: 'Rela', start_url: '/home', display: 'standalone' });
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'rela-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">spa</div>');
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'vendor-3c4d.js'), vendor);
    writeFileSync(path.join(dist, 'assets', 'vendor-3c4d.js.br'), brotliCompressSync(vendor));
    writeFileSync(path.join(dist, 'assets', 'vendor-3c4d.js.gz'), gzipSync(vendor));
    writeFileSync(path.join(dist, 'sw.js'), worker);
    writeFileSync(path.join(dist, 'manifest.webmanifest'), manifest);
    writeFileSync(path.join(dist, 'manifest.webmanifest.br'), brotliCompressSync(manifest));
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

  it.each(['br', 'gzip'])(
    "serves the build's %s copy of an asset to a client that accepts it",
    async (encoding) => {
      const response = await t.app.inject({
        url: '/assets/vendor-3c4d.js',
        headers: { 'accept-encoding': `${encoding}, identity` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toContain('immutable');
      expect(response.rawPayload.length).toBeLessThan(vendor.length);
      expect(decoded(response)).toBe(vendor);
    },
  );

  it('serves the plain asset to a client that accepts no compression', async () => {
    const response = await t.app.inject({ url: '/assets/vendor-3c4d.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body).toBe(vendor);
  });

  it('compresses index.html for a client that accepts it', async () => {
    for (const url of ['/', '/home']) {
      const response = await t.app.inject({
        url,
        headers: { ...html, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(decoded(response), url).toContain('spa');
    }
  });

  it.each(['/api/unknown', '/assistant/unknown', '/dev/unknown'])(
    'answers %s with the JSON 404, even for a browser',
    async (url) => {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json())).toMatchObject({
        code: 'NOT_FOUND',
        message: serverMessages.notFound,
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

  it('serves the service worker revalidated on every update check, as JavaScript (REQ-APP-WORKER)', async () => {
    const response = await t.app.inject({ url: '/sw.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(worker);
  });

  it.each([undefined, 'br'])(
    'serves the manifest with its type (encoding %s)',
    async (encoding) => {
      const response = await t.app.inject({
        url: '/manifest.webmanifest',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(JSON.parse(decoded(response))).toEqual(JSON.parse(manifest));
    },
  );
});
