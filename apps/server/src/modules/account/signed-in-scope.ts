import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ApiAccess } from '../../platform/http/mount-api';
import type { AuthContext } from '../auth';
import type { AccountDeps } from './account-deps';
import type { Reauthentication } from './reauthenticate';

/** What the account routes take: the services' needs, with the database and the config whole. */
export type AccountRoutesDeps = Omit<AccountDeps, 'db' | 'config' | 'logger'> & {
  api: ApiAccess;
  database: Pick<Database, 'db'>;
  config: Config;
};

export const accountDepsOf = (deps: AccountRoutesDeps): AccountDeps => ({
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
