import { registrationRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { mountApi } from '../auth/mount-api';
import { inviteInfo } from './invitations.service';
import { completeInvitedRegistration } from './registration.service';

/** The public calls of invited registration (REQ-REG-INVITE-LINK, REQ-REG-INVITE-SUBMIT). */
export const registrationRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const mount = mountApi(app, deps);
  const serviceDeps = { db: deps.database.db, clock: deps.clock };
  mount(calls.getInviteInfo, ({ query }) => inviteInfo(serviceDeps, query.requestId));
  mount(calls.verifySignupRequest, ({ body }) => inviteInfo(serviceDeps, body.requestId));
  mount(calls.completeRegistration, ({ body }) => completeInvitedRegistration(serviceDeps, body));
};
