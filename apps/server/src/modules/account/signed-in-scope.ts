import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { authenticate, requireAuth } from '../auth/authenticate';
import type { AccountDeps } from './account-deps';
import type { Reauthentication } from './reauthenticate';

/** Every account answer is personal: never cached, and only for a valid bearer access token. */
export const signedInScope = (app: FastifyInstance, deps: AppDeps) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('preHandler', authenticate(deps));
};

export const accountDepsOf = (deps: AppDeps): AccountDeps => ({
  db: deps.database.db,
  clock: deps.clock,
  limits: deps.limits,
  jwtSecret: deps.jwtSecret,
  storage: deps.storage,
  sessions: deps.sessions,
  invalidations: deps.invalidations,
  config: deps.config,
});

/** The signed-in caller of a sensitive change, with the current password the body gave. */
export const callerOf = (
  request: FastifyRequest,
  { currentPassword }: { currentPassword?: string },
): Reauthentication => {
  const { userId, username, familyId } = requireAuth(request);
  return { userId, username, familyId, address: request.ip, currentPassword };
};
