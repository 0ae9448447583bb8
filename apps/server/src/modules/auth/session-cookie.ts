import type { CookieSerializeOptions } from '@fastify/cookie';
import {
  API_PREFIX,
  REFRESH_COOKIE,
  SESSION_TRANSPORT_COOKIE,
  SESSION_TRANSPORT_HEADER,
} from '@rela/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { IssuedRefreshToken } from './refresh-tokens.service';

/** HttpOnly, SameSite=Strict, only sent to the API, Secure when the request came over HTTPS. */
const baseOptions = (request: FastifyRequest): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  path: API_PREFIX,
  secure: request.protocol === 'https',
});

/** The web app asks for the refresh token to travel only as the HttpOnly cookie. */
export const wantsCookieTransport = (request: FastifyRequest) =>
  request.headers[SESSION_TRANSPORT_HEADER] === SESSION_TRANSPORT_COOKIE;

export const readRefreshCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[REFRESH_COOKIE] || undefined;

/**
 * Persistent until the session's absolute end with remember-me (30 days at sign-in), a session
 * cookie (gone when the browser closes) without.
 */
export const setRefreshCookie = (
  request: FastifyRequest,
  reply: FastifyReply,
  clock: Clock,
  token: IssuedRefreshToken,
) => {
  const maxAge = token.rememberMe
    ? Math.max(0, Math.floor((token.absoluteExpiresAt.getTime() - clock.now().getTime()) / 1000))
    : undefined;
  reply.setCookie(REFRESH_COOKIE, token.refreshToken, { ...baseOptions(request), maxAge });
};

export const clearRefreshCookie = (request: FastifyRequest, reply: FastifyReply) => {
  reply.clearCookie(REFRESH_COOKIE, baseOptions(request));
};
