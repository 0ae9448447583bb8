import { expect, test } from '../support/test';
import {
  REFRESH_COOKIE,
  SESSION_TRANSPORT_COOKIE,
  SESSION_TRANSPORT_HEADER,
  tokenResponseSchema,
} from '@rela/contracts';
import { DEMO_PASSWORD } from '../support/demo-users';

type Headers = Record<string, string>;

const expectSecurityHeaders = (headers: Headers) => {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, 'Content-Security-Policy').toContain("object-src 'none'");
  expect(csp, 'Content-Security-Policy').toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], 'X-Content-Type-Options').toBe('nosniff');
  expect(headers['referrer-policy'], 'Referrer-Policy').toBeTruthy();
};

test('the SPA document carries the security headers', async ({ page }) => {
  const response = await page.goto('/auth/login');
  expect(response?.status()).toBe(200);
  expectSecurityHeaders(response?.headers() ?? {});
});

test('a browser sign-in gets no-store, the headers and only an HttpOnly refresh cookie', async ({
  request,
}) => {
  const response = await request.post('/api/login', {
    data: { username: 'buyer', password: DEMO_PASSWORD, rememberMe: true },
    headers: { [SESSION_TRANSPORT_HEADER]: SESSION_TRANSPORT_COOKIE },
  });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expectSecurityHeaders(headers);
  expect(headers['cache-control'], 'Cache-Control').toContain('no-store');

  const body = tokenResponseSchema.parse(await response.json());
  expect(body.refreshToken, 'no refresh token in the body of a browser sign-in').toBeUndefined();

  const refreshCookie = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value)
    .find((value) => value.startsWith(`${REFRESH_COOKIE}=`));
  expect(refreshCookie, 'the refresh cookie').toBeDefined();
  expect(refreshCookie).toMatch(/;\s*HttpOnly/i);
  expect(refreshCookie).toMatch(/;\s*SameSite=Strict/i);
  expect(refreshCookie).toMatch(/;\s*Path=\/api(;|$)/i);
  expect(refreshCookie).toMatch(/;\s*Max-Age=\d+/i);
});

test('a failed sign-in is not cached either', async ({ request }) => {
  const response = await request.post('/api/login', {
    data: { username: 'nobody-at-all', password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(401);
  expectSecurityHeaders(response.headers());
  expect(response.headers()['cache-control'], 'Cache-Control').toContain('no-store');
});
