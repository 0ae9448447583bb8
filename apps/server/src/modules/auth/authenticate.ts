import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../platform/errors';
import { verifyAccessToken, type AccessClaims } from './access-tokens';
import { isFamilyActive } from './refresh-tokens.queries';

export type AuthContext = AccessClaims;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` preHandler. */
    auth?: AuthContext;
  }
}

export const bearerToken = (request: FastifyRequest): string | undefined => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
};

type AuthenticateDeps = Pick<AppDeps, 'database' | 'clock' | 'jwtSecret' | 'sessions'>;

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

/** preHandler of every non-public route: a valid bearer access token, else 401. */
export const authenticate =
  (deps: AuthenticateDeps): preHandlerAsyncHookHandler =>
  async (request) => {
    const token = bearerToken(request);
    const auth = token ? await resolveAccessToken(deps, token) : null;
    if (!auth) throw appError('UNAUTHORIZED');
    request.auth = auth;
  };

/** The signed-in user of a route behind `authenticate`. */
export const requireAuth = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw appError('UNAUTHORIZED');
  return request.auth;
};
