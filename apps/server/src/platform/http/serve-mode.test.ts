import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { checkServeModeForDatabase, parseServeMode, ServeModeError } from './serve-mode';

describe('--serve', () => {
  it('reads the mode, all by default', () => {
    expect(parseServeMode([])).toBe('all');
    expect(parseServeMode(['--serve', 'api'])).toBe('api');
    expect(parseServeMode(['--serve=worker'])).toBe('worker');
    expect(() => parseServeMode(['--serve', 'everything'])).toThrow(ServeModeError);
    expect(() => parseServeMode(['--serve'])).toThrow(ServeModeError);
  });

  it('needs PostgreSQL for anything but all', () => {
    expect(() => checkServeModeForDatabase('all', undefined)).not.toThrow();
    expect(() => checkServeModeForDatabase('assistant', undefined)).toThrow(/PGlite/);
    expect(() => checkServeModeForDatabase('api', 'postgres://db/rela')).not.toThrow();
  });

  it.each([
    ['api', [200, 404, 400]],
    ['assistant', [200, 200, 404]],
    ['worker', [200, 404, 404]],
  ] as const)(
    'with --serve %s answers health, /assistant and /api/login with %j',
    async (serve, expected) => {
      const t = await buildTestApp({ serve });
      try {
        const of = async (method: 'GET' | 'POST', url: string) =>
          (await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined }))
            .statusCode;
        expect([
          await of('GET', '/api/health'),
          await of('GET', '/assistant/health'),
          await of('POST', '/api/login'),
        ]).toEqual(expected);
        const missing = await t.app.inject({ url: '/nowhere' });
        expect(missing.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      } finally {
        await t.close();
      }
    },
  );
});
