import type { Config } from '../../config';
import type { Guard } from '../../platform/http/mount-route';
import type { ApiAccess, SignedInCaller } from '../../platform/http/mount-api';
import { authenticate, requireAuth, type AuthenticateDeps } from './authenticate';

/** Signed-in routes: a valid bearer access token of a still active session, else 401. */
export const signedInGuard = (deps: AuthenticateDeps): Guard<SignedInCaller> => ({
  onRequest: authenticate(deps),
  context: (request) => {
    const auth = requireAuth(request);
    return { auth, actor: { id: auth.userId, username: auth.username, role: auth.role } };
  },
});

export type ApiAccessDeps = AuthenticateDeps & { config: Pick<Config, 'PRODUCT_SLUG'> };

/** The main API's access: the product's slug and this module's signed-in guard. */
export const apiAccess = (deps: ApiAccessDeps): ApiAccess => ({
  product: deps.config.PRODUCT_SLUG,
  signedIn: signedInGuard(deps),
});
