import cookie from '@fastify/cookie';
import { authRoutes as calls, serverMessages, tokens, type TokenResponse } from '@rela/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../platform/errors';
import { passwords } from '../../platform/passwords';
import type { IssuedRefreshToken } from './refresh-tokens.service';
import { logAuthEvent, outcomeOfError, type AuthAction } from './auth-events';
import { bearerToken, type AuthenticateDeps } from './authenticate';
import { enforceAddressLimit, type LoginLimitDeps } from './login-limits';
import { login } from './login.service';
import { logout } from './logout.service';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import { refreshSession } from './refresh.service';
import {
  clearRefreshCookie,
  readRefreshCookie,
  setRefreshCookie,
  wantsCookieTransport,
} from './session-cookie';

/** What the sign-in, refresh and logout routes take. */
export type AuthRoutesDeps = AuthenticateDeps & LoginLimitDeps & { api: ApiAccess };

/** POST /login, /refresh-access-token and /logout; every answer carries Cache-Control: no-store. */
export const authRoutes: FastifyPluginAsync<{ deps: AuthRoutesDeps }> = async (app, { deps }) => {
  // The refresh cookie is read and written only here: the cookie plugin's hooks (parse on every
  // request, write on every answer) run for these routes alone, not for every API read.
  await app.register(cookie);
  const mount = mountApi(app, deps.api);
  const serviceDeps = {
    db: deps.database.db,
    clock: deps.clock,
    sessions: deps.sessions,
    jwtSecret: deps.jwtSecret,
    limits: deps.limits,
    config: deps.config,
  };
  // Made now, so the first unknown-user sign-in costs no more than any other.
  await passwords.dummyHash();

  // Refresh and logout may come with no body at all (the cookie carries the token).
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });

  const logFailure =
    (request: FastifyRequest, action: AuthAction, username?: string) =>
    (error: unknown): never => {
      logAuthEvent(request, { action, outcome: outcomeOfError(error), username });
      throw error;
    };

  const tokenBody = (
    request: FastifyRequest,
    reply: FastifyReply,
    session: IssuedRefreshToken & { accessToken: string; username: string },
    asCookie: boolean,
  ): TokenResponse => {
    if (asCookie) setRefreshCookie(request, reply, deps.clock, session);
    return {
      accessToken: session.accessToken,
      accessTokenExpire: tokens.accessTokenTtlSeconds,
      username: session.username,
      ...(asCookie ? {} : { refreshToken: session.refreshToken }),
    };
  };

  mount(calls.login, async ({ body, request, reply }) => {
    const { username, password, rememberMe = false } = body;
    const result = await login(serviceDeps, {
      username,
      password,
      rememberMe,
      address: request.ip,
    }).catch(logFailure(request, 'login', username));
    if (result.kind === 'password-change-required') {
      logAuthEvent(request, { action: 'login', outcome: 'password-change-required', ...result });
      const message = serverMessages.passwordChangeRequired;
      return reply
        .code(206)
        .send({ status: 206, username: result.username, challenge: result.challenge, message });
    }
    logAuthEvent(request, {
      action: 'login',
      outcome: 'success',
      username,
      userId: result.userId,
    });
    return tokenBody(request, reply, result, wantsCookieTransport(request));
  });

  mount(calls.refreshAccessToken, async ({ body, request, reply }) => {
    await enforceAddressLimit(serviceDeps, request.ip).catch(logFailure(request, 'refresh'));
    const fromCookie = readRefreshCookie(request);
    const refreshToken = fromCookie ?? body.refreshToken;
    const username = fromCookie ? undefined : body.username;
    const result = refreshToken
      ? await refreshSession(serviceDeps, { refreshToken, username })
      : ({ kind: 'invalid' } as const);
    if (result.kind !== 'refreshed') {
      const outcome = result.kind === 'reuse-detected' ? 'reuse-detected' : 'failure';
      logAuthEvent(request, {
        action: 'refresh',
        outcome,
        username,
        userId: 'userId' in result ? result.userId : undefined,
      });
      if (fromCookie) clearRefreshCookie(request, reply);
      throw appError('INVALID_REFRESH_TOKEN');
    }
    logAuthEvent(request, {
      action: 'refresh',
      outcome: 'success',
      username: result.username,
      userId: result.userId,
    });
    return tokenBody(
      request,
      reply,
      result,
      fromCookie !== undefined || wantsCookieTransport(request),
    );
  });

  mount(calls.logout, async ({ body, request, reply }) => {
    const refreshToken = readRefreshCookie(request) ?? body.refreshToken;
    const user = await logout(serviceDeps, { accessToken: bearerToken(request), refreshToken });
    clearRefreshCookie(request, reply);
    logAuthEvent(request, { action: 'logout', outcome: 'success', ...user });
    return { status: 200, message: serverMessages.loggedOut };
  });
};
