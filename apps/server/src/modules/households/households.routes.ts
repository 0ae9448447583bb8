import { householdRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { Emit } from '../../platform/events';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import type { HouseholdDeps } from './household-deps';
import { inviteCoBuyer } from './household-invitations.service';
import { readHousehold } from './households.service';
import { leaveHousehold } from './leave-household.service';

/** What the household calls take: the services' needs, with the database whole. */
export type HouseholdsRoutesDeps = Omit<HouseholdDeps, 'db' | 'logger' | 'emit'> & {
  api: ApiAccess;
  database: Pick<Database, 'db'>;
};

/** The household calls (ADR 049): read it, invite a co-buyer, leave or remove a member. */
export const householdsRoutes: FastifyPluginAsync<{
  deps: HouseholdsRoutesDeps;
  /** Tells other modules of a member's leaving, in its transaction (ADR 043). */
  emit: Emit;
}> = async (app, { deps, emit }) => {
  const mount = mountApi(app, deps.api);
  const serviceDeps = {
    db: deps.database.db,
    clock: deps.clock,
    config: deps.config,
    invalidations: deps.invalidations,
  };
  mount(calls.household, ({ actor, query }) =>
    readHousehold(serviceDeps, actor, query.buyerUsername),
  );
  mount(calls.inviteToHousehold, ({ actor, body, request }) =>
    inviteCoBuyer({ ...serviceDeps, logger: request.log }, actor, body),
  );
  mount(calls.leaveHousehold, ({ actor, params, body }) =>
    leaveHousehold({ ...serviceDeps, emit }, actor, params.username, body.keepCopy),
  );
};
