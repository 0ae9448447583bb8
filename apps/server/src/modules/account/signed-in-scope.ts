import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { AuthContext } from '../auth/authenticate';
import type { AccountDeps } from './account-deps';
import type { Reauthentication } from './reauthenticate';

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
  { userId, username, familyId }: AuthContext,
  { currentPassword }: { currentPassword?: string },
): Reauthentication => ({ userId, username, familyId, address: request.ip, currentPassword });
