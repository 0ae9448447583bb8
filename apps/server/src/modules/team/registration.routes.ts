import { registrationRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { Emit } from '../../platform/events';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import { inviteInfo } from './invitations.service';
import { completeInvitedRegistration } from './registration.service';

/** What registration by invitation takes. */
export type RegistrationRoutesDeps = {
  api: ApiAccess;
  database: Pick<Database, 'db'>;
  clock: Clock;
  /** Told of a buyer's household on joining (ADR 049). */
  invalidations?: InvalidationBus;
};

/** The public calls of invited registration (REQ-REG-INVITE-LINK, REQ-REG-INVITE-SUBMIT). */
export const registrationRoutes: FastifyPluginAsync<{
  deps: RegistrationRoutesDeps;
  /** Tells other modules of a household's new member, in the registration's transaction. */
  emit: Emit;
}> = async (app, { deps, emit }) => {
  const mount = mountApi(app, deps.api);
  const serviceDeps = { db: deps.database.db, clock: deps.clock };
  mount(calls.getInviteInfo, ({ query }) => inviteInfo(serviceDeps, query.requestId));
  mount(calls.verifySignupRequest, ({ body }) => inviteInfo(serviceDeps, body.requestId));
  mount(calls.completeRegistration, ({ body }) =>
    completeInvitedRegistration({ ...serviceDeps, invalidations: deps.invalidations, emit }, body),
  );
};
