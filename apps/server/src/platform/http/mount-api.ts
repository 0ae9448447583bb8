import type { Role } from '@rela/contracts';
import type { FastifyInstance } from 'fastify';
import { publicGuard, routeMounter, type Guard } from './mount-route';

/** Who a valid access token says the caller is (the auth module verifies it). */
export type AuthContext = { userId: string; username: string; role: Role; familyId: string };

/** What a signed-in route's handler knows of its caller. */
export type SignedInCaller = {
  auth: AuthContext;
  /** The caller as the policy module sees them. */
  actor: { id: string; username: string; role: Role };
};

/**
 * How the main API's routes are mounted: the product's slug in their paths, and the guard of
 * signed-in routes (the auth module's, built once by the composition root).
 */
export type ApiAccess = { product: string; signedIn: Guard<SignedInCaller> };

/** Mounts main API route values, public or signed-in, on `app` (see `routeMounter`). */
export const mountApi = (app: FastifyInstance, { product, signedIn }: ApiAccess) =>
  routeMounter(app, { product, guards: { public: publicGuard, 'signed-in': signedIn } });
