import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { HSTS_VALUE } from './security-headers';

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
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
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
    // The embedded MLS serves listing photos from its own origin (MLS_PUBLIC_URL).
    expect(policy.get('img-src')).toBe("'self' data: blob: https: http://localhost:3001");
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
});

describe('HSTS behind an untrusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: 'false' } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
