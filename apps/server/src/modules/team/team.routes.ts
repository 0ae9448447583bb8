import { teamRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { Emit } from '../../platform/events';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import { deleteUser } from './delete-user.service';
import { inviteUser } from './invitations.service';
import { moveBuyer } from './move-buyer.service';
import { supervisorInfoOf } from './supervisor.service';
import type { TeamDeps } from './team-deps';
import { teamOf } from './team-tree.service';

/** What the team's calls take: the services' needs, with the database whole. */
export type TeamRoutesDeps = Omit<TeamDeps, 'db' | 'logger'> & {
  api: ApiAccess;
  database: Pick<Database, 'db'>;
};

/** The team calls behind sign-in: invite, the team tree, delete, move a buyer, the supervisor card. */
export const teamRoutes: FastifyPluginAsync<{
  deps: TeamRoutesDeps;
  /** Tells other modules of a deleted user, in the deletion's transaction (ADR 043). */
  emit: Emit;
}> = async (app, { deps, emit }) => {
  const mount = mountApi(app, deps.api);
  const serviceDeps = {
    db: deps.database.db,
    clock: deps.clock,
    config: deps.config,
    sessions: deps.sessions,
    invalidations: deps.invalidations,
  };

  mount(calls.inviteUser, ({ actor, query, body, request }) =>
    inviteUser(
      { ...serviceDeps, logger: request.log },
      actor,
      query.clientEmail ?? body.email,
      body.timeZone,
    ),
  );
  mount(calls.getUsers, ({ actor }) => teamOf(serviceDeps, actor));
  mount(calls.deleteUser, ({ actor, body }) =>
    deleteUser({ ...serviceDeps, emit }, actor, body.username),
  );
  mount(calls.moveBuyer, ({ actor, params, body }) =>
    moveBuyer(serviceDeps, actor, { username: params.username, ...body }),
  );
  mount(calls.mySupervisorInfo, ({ actor }) => supervisorInfoOf(serviceDeps, actor));
};
