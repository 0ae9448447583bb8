import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenResponseSchema, okResponseSchema, serverMessages } from '@rela/contracts';
import { apiUrl, errorBody, tokenBody } from '../../test/api';
import { server } from '../../test/msw-server';
import { configureApiClient, request } from './api-client';
import { ApiError } from './api-error';
import { apiMessages } from './web-texts';

const onUnauthorized = vi.fn();

const connect = (token: string | null) =>
  configureApiClient({ getAccessToken: () => token, onUnauthorized });

afterEach(() => {
  onUnauthorized.mockReset();
  connect(null);
  window.history.replaceState(null, '', '/');
});

const captureHeaders = (path: string) => {
  const seen: Headers[] = [];
  server.use(
    http.all(apiUrl(path), ({ request: incoming }) => {
      seen.push(incoming.headers);
      return HttpResponse.json({ status: 200, message: 'ok' });
    }),
  );
  return seen;
};

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error: unknown = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
};

describe('api client', () => {
  it('adds the bearer token and the cookie transport header on private paths', async () => {
    connect('token-123');
    const seen = captureHeaders('/my-account-info');
    await request({ path: '/my-account-info', schema: okResponseSchema });
    expect(seen[0]?.get('authorization')).toBe('Bearer token-123');
    expect(seen[0]?.get('x-session-transport')).toBe('cookie');
  });

  it('sends no bearer token on the public paths', async () => {
    connect('token-123');
    const seen = captureHeaders('/login');
    await request({ method: 'POST', path: '/login', body: {}, schema: okResponseSchema });
    expect(seen[0]?.has('authorization')).toBe(false);
    expect(seen[0]?.get('x-session-transport')).toBe('cookie');
  });

  it('normalises an error answer to status, the server message and data', async () => {
    server.use(
      http.get(apiUrl('/users/me'), () =>
        HttpResponse.json(errorBody(403, 'FORBIDDEN', 'No access.'), { status: 403 }),
      ),
    );
    const error = await rejection(request({ path: '/users/me', schema: okResponseSchema }));
    expect(error).toMatchObject({
      status: 403,
      message: 'No access.',
      kind: 'http',
      fromServer: true,
    });
    expect(error.data).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('prefers statusMessage over message', async () => {
    server.use(
      http.get(apiUrl('/users/me'), () =>
        HttpResponse.json({ statusMessage: 'From status', message: 'Plain' }, { status: 400 }),
      ),
    );
    const error = await rejection(request({ path: '/users/me', schema: okResponseSchema }));
    expect(error.message).toBe('From status');
  });

  it('rejects an answer that does not match the schema', async () => {
    server.use(http.post(apiUrl('/refresh-access-token'), () => HttpResponse.json({ nope: 1 })));
    const error = await rejection(
      request({ method: 'POST', path: '/refresh-access-token', schema: tokenResponseSchema }),
    );
    expect(error).toMatchObject({
      kind: 'invalid-response',
      message: apiMessages.invalidResponse,
    });
  });

  it('times out after the given time', async () => {
    server.use(
      http.get(apiUrl('/users/me'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await rejection(
      request({ path: '/users/me', schema: okResponseSchema, timeoutMs: 20 }),
    );
    expect(error).toMatchObject({ status: 0, kind: 'timeout', message: apiMessages.timeout });
  });

  it('signs out on a 401 from a private path', async () => {
    connect('stale');
    server.use(
      http.get(apiUrl('/users/me'), () =>
        HttpResponse.json(errorBody(401, 'UNAUTHORIZED', serverMessages.unauthorized), {
          status: 401,
        }),
      ),
    );
    await rejection(request({ path: '/users/me', schema: okResponseSchema }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not sign out on a 401 from a public path', async () => {
    server.use(
      http.post(apiUrl('/login'), () =>
        HttpResponse.json(errorBody(401, 'INVALID_CREDENTIALS', 'Bad'), { status: 401 }),
      ),
    );
    const error = await rejection(
      request({ method: 'POST', path: '/login', body: {}, schema: tokenResponseSchema }),
    );
    expect(error.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not sign out when the call opts out (deleting a user) or on an auth page', async () => {
    server.use(
      http.all(apiUrl('/users/x'), () =>
        HttpResponse.json(errorBody(401, 'UNAUTHORIZED', 'No'), { status: 401 }),
      ),
    );
    await rejection(
      request({
        method: 'DELETE',
        path: '/users/x',
        schema: okResponseSchema,
        logoutOnUnauthorized: false,
      }),
    );
    window.history.replaceState(null, '', '/auth/login');
    await rejection(request({ path: '/users/x', schema: okResponseSchema }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('returns the parsed answer', async () => {
    server.use(http.post(apiUrl('/refresh-access-token'), () => HttpResponse.json(tokenBody())));
    const data = await request({
      method: 'POST',
      path: '/refresh-access-token',
      schema: tokenResponseSchema,
    });
    expect(data).toEqual(tokenBody());
  });
});
