import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { appError } from '../../platform/errors';
import { knownAccessToken, verifyAccessToken, type AccessClaims } from './access-tokens';
import { isFamilyActive } from './refresh-tokens.queries';
import type { SessionCache } from './session-cache';

export type AuthContext = AccessClaims;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` hook. */
    auth?: AuthContext;
  }
}

export const bearerToken = (request: FastifyRequest): string | undefined => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
};

/** What checking a bearer token takes. */
export type AuthenticateDeps = {
  database: Pick<Database, 'db'>;
  clock: Clock;
  jwtSecret: Uint8Array;
  /** Remembers active sessions for a few seconds; absent, every check asks the database. */
  sessions?: SessionCache;
};

/** The claims of a valid access token whose session is still active, else null. */
export const resolveAccessToken = async (
  deps: AuthenticateDeps,
  token: string,
): Promise<AuthContext | null> => {
  const claims = await verifyAccessToken(deps, token);
  if (!claims) return null;
  const load = () =>
    isFamilyActive(deps.database.db, {
      familyId: claims.familyId,
      userId: claims.userId,
      now: deps.clock.now(),
    });
  const active = deps.sessions ? await deps.sessions.isActive(claims, load) : await load();
  return active ? claims : null;
};

/**
 * The claims of a token that both caches already vouch for (verified and unexpired, its session
 * known active): the same answer `resolveAccessToken` would give, without a promise. Else undefined.
 */
const knownAccess = (deps: AuthenticateDeps, token: string): AuthContext | undefined => {
  const claims = knownAccessToken(deps, token);
  return claims && deps.sessions?.knownActive(claims) ? claims : undefined;
};

/**
 * onRequest hook of every signed-in route (before the body is read or validated, so an anonymous
 * caller learns nothing of it): a valid bearer access token, else 401. A callback hook: a signed-in
 * read whose token and session are known passes synchronously (the async path made five promises a
 * request); any other token is resolved in full.
 */
export const authenticate =
  (deps: AuthenticateDeps): onRequestHookHandler =>
  (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) return done(appError('UNAUTHORIZED'));
    const known = knownAccess(deps, token);
    if (known) {
      request.auth = known;
      return done();
    }
    resolveAccessToken(deps, token).then((auth) => {
      if (!auth) return done(appError('UNAUTHORIZED'));
      request.auth = auth;
      done();
    }, done);
  };

/** The signed-in user of a route behind `authenticate`. */
export const requireAuth = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw appError('UNAUTHORIZED');
  return request.auth;
};
