import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { authenticate } from '../auth/authenticate';
import type { AccountDeps } from './account-deps';

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
