import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testEnv, type TestApp } from '../../../test/app';
import { loadConfig } from '../../config';
import { HSTS_VALUE, imageOrigins } from './security-headers';

const csp = (header: string | string[] | number | undefined) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );

describe('security headers (REQ-SEC-HEADERS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { TRUST_PROXY: 'true', MAP_TILE_URL: 'http://tiles.example.test:8080/{z}/{x}/{y}.png' },
    });
  });
  afterAll(() => t.close());

  const paths = ['/api/health', '/api/no-such-route', '/', '/assistant/health', '/api/docs/json'];

  it.each(paths)('sends CSP, nosniff and Referrer-Policy on %s', async (url) => {
    const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
    const policy = csp(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'self'");
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('form-action')).toBe("'self'");
    // The installed app's worker and manifest: our origin only, no blob: or data: (REQ-APP-CSP).
    expect(policy.get('worker-src')).toBe("'self'");
    expect(policy.get('manifest-src')).toBe("'self'");
    // Listing photos are Rela's own (ADR 046): no MLS origin; the search map's tiles come from
    // MAP_TILE_URL's origin.
    expect(policy.get('img-src')).toBe("'self' data: blob: http://tiles.example.test:8080");
    expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends the headers on error answers too', async () => {
    const response = await t.app.inject({ url: '/api/__test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only when the request came over TLS', async () => {
    const plain = await t.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toBe(HSTS_VALUE);
  });

  it('marks every API answer no-store, the SPA page not', async () => {
    for (const url of ['/api/health', '/api/login', '/api/nothing-here']) {
      const response = await t.app.inject({ url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['cache-control']).not.toBe('no-store');
  });

  it("marks the assistant's routes no-store too (every route mounted from a route value)", async () => {
    const health = await t.app.inject({ url: '/assistant/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).toBe('no-store');
    const chat = await t.app.inject({
      method: 'POST',
      url: '/assistant/chat',
      payload: { user_input: 'hello' },
    });
    expect(chat.statusCode).toBe(401);
    expect(chat.headers['cache-control']).toBe('no-store');
  });
});

describe('HSTS behind an untrusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: 'false' } });
  });
  afterAll(() => t.close());

  it("allows OpenStreetMap's tiles by default, and only their origin for the map", async () => {
    const response = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(csp(response.headers['content-security-policy']).get('img-src')).toBe(
      "'self' data: blob: https://tile.openstreetmap.org",
    );
    const subdomains = loadConfig(
      testEnv({ MAP_TILE_URL: 'https://{s}.tiles.example.test/{z}/{x}/{y}{r}.png' }),
    );
    expect(imageOrigins(subdomains)).toEqual(['https://*.tiles.example.test']);
  });

  it('names no MLS origin for images: Rela serves the photos (REQ-PHOTO-SERVE)', async () => {
    const mls = await buildTestApp({
      env: {
        MLS_URL: 'http://mls.example.test:4601',
        MLS_PUBLIC_URL: 'http://mls.example.test:4601',
        MLS_MEDIA_ORIGIN: 'https://photos.mls.example.test',
      },
    });
    try {
      const response = await mls.app.inject({ url: '/', headers: { accept: 'text/html' } });
      const images = csp(response.headers['content-security-policy']).get('img-src') ?? '';
      expect(images).toBe("'self' data: blob: https://tile.openstreetmap.org");
      expect(images).not.toContain('mls.example.test');
    } finally {
      await mls.close();
    }
  });

  it('refuses a MAP_TILE_URL that is not a tile template', () => {
    for (const url of ['tiles.example.test/{z}/{x}/{y}', 'https://tiles.example.test/{z}.png'])
      expect(() => loadConfig(testEnv({ MAP_TILE_URL: url }))).toThrow(/MAP_TILE_URL/);
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
