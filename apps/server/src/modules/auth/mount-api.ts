import type { Role } from '@rela/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { publicGuard, routeMounter, type Guard } from '../../platform/http/mount-route';
import { authenticate, requireAuth, type AuthContext } from './authenticate';

/** What a signed-in route's handler knows of its caller. */
export type SignedInCaller = {
  auth: AuthContext;
  /** The caller as the policy module sees them. */
  actor: { id: string; username: string; role: Role };
};

type GuardDeps = Pick<AppDeps, 'database' | 'clock' | 'jwtSecret' | 'sessions'>;

/** Signed-in routes: a valid bearer access token of a still active session, else 401. */
export const signedInGuard = (deps: GuardDeps): Guard<SignedInCaller> => ({
  onRequest: authenticate(deps),
  context: (request) => {
    const auth = requireAuth(request);
    return { auth, actor: { id: auth.userId, username: auth.username, role: auth.role } };
  },
});

/** Mounts main API route values, public or signed-in, on `app` (see `routeMounter`). */
export const mountApi = (app: FastifyInstance, deps: GuardDeps & Pick<AppDeps, 'config'>) =>
  routeMounter(app, {
    product: deps.config.PRODUCT_SLUG,
    guards: { public: publicGuard, 'signed-in': signedInGuard(deps) },
  });
