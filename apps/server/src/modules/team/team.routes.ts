import { teamRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Emit } from '../../platform/events';
import { mountApi } from '../auth/mount-api';
import { deleteUser } from './delete-user.service';
import { inviteUser } from './invitations.service';
import { moveBuyer } from './move-buyer.service';
import { supervisorInfoOf } from './supervisor.service';
import { teamOf } from './team-tree.service';

/** The team calls behind sign-in: invite, the team tree, delete, move a buyer, the supervisor card. */
export const teamRoutes: FastifyPluginAsync<{
  deps: AppDeps;
  /** Tells other modules of a deleted user, in the deletion's transaction (ADR 043). */
  emit: Emit;
}> = async (app, { deps, emit }) => {
  const mount = mountApi(app, deps);
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
