import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';

const targets = [
  '/api/__test/echo',
  '/api/login',
  '/api/forgot-password',
  '/api/confirm-new-password',
  '/api/forgot-username',
  '/api/complete-user-registration',
  '/api/health',
  '/api/ready',
  '/api/rela/my-listing-keys',
  '/api/rela/properties/liked',
  '/api/rela/properties/unliked',
  '/api/rela/buyers/buyer/listing-keys',
  '/api/dashboard/invite-user',
  '/api/dashboard/get-invite-info',
  '/api/dashboard/verify-signup-request',
  '/api/dashboard/complete-registration',
  '/api/dashboard/get-users',
  '/api/dashboard/my-supervisor-info',
  '/api/rela/users',
  '/assistant/health',
  '/',
];
const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;

const headerValue = fc.string({ maxLength: 40 }).map((value) => value.replace(/[^\x20-\x7e]/g, ''));
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'garbage/',
);
const body = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.json({ maxDepth: 3 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify({ name: value, count: value })),
  fc.constantFrom(
    '{"name":',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{}}}',
    '\u0000',
    '[]',
  ),
);
const pathTail = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 30 }).map((value) => `/${encodeURIComponent(value)}`),
  fc.constantFrom(
    '/%',
    '/%zz',
    '/..%2f..%2fetc%2fpasswd',
    '?ms=-1',
    '?ms=abc',
    '?a[b]=c&a=1',
    '//x',
  ),
);

/** REQ-SEC-INPUT: nothing a client sends produces a 5xx. */
describe('random client input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { IP_LIMIT_PER_MINUTE: '100000', LOGIN_LIMIT_PER_MINUTE: '100000' },
    });
  });
  afterAll(() => t.close());

  it('never answers 5xx to junk bodies, headers and paths', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        pathTail,
        fc.constantFrom(...methods),
        contentType,
        body,
        fc.dictionary(fc.stringMatching(/^x-[a-z]{1,10}$/), headerValue, { maxKeys: 3 }),
        fc.option(headerValue, { nil: undefined }),
        async (target, tail, method, type, payload, extra, authorization) => {
          const response = await t.app.inject({
            method,
            url: `${target === '/' ? '' : target}${tail}` || '/',
            headers: {
              ...extra,
              'content-type': type,
              ...(authorization === undefined ? {} : { authorization }),
              cookie: `rela_refresh=${encodeURIComponent(payload.slice(0, 40))}`,
            },
            ...(method === 'GET' || method === 'HEAD' ? {} : { payload }),
          });
          expect(response.statusCode, `${method} ${target}${tail} ${payload}`).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });
});
