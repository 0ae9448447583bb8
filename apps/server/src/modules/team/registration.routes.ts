import {
  apiPaths,
  completeRegistrationRequestSchema,
  errorBodySchema,
  inviteInfoQuerySchema,
  inviteInfoResponseSchema,
  okResponseSchema,
  verifySignupRequestSchema,
} from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { inviteInfo } from './invitations.service';
import { completeInvitedRegistration } from './registration.service';

const errors = {
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  410: errorBodySchema,
};

/** The public calls of invited registration (REQ-REG-INVITE-LINK, REQ-REG-INVITE-SUBMIT). */
export const registrationRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (
  fastify,
  { deps },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serviceDeps = { db: deps.database.db, clock: deps.clock };
  const tags = ['registration'];

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    apiPaths.getInviteInfo,
    {
      schema: {
        tags,
        querystring: inviteInfoQuerySchema,
        response: { 200: inviteInfoResponseSchema, ...errors },
      },
    },
    (request) => inviteInfo(serviceDeps, request.query.requestId),
  );

  app.post(
    apiPaths.verifySignupRequest,
    {
      schema: {
        tags,
        body: verifySignupRequestSchema,
        response: { 200: inviteInfoResponseSchema, ...errors },
      },
    },
    (request) => inviteInfo(serviceDeps, request.body.requestId),
  );

  app.post(
    apiPaths.completeRegistration,
    {
      schema: {
        tags,
        body: completeRegistrationRequestSchema,
        response: { 201: okResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await completeInvitedRegistration(serviceDeps, request.body)),
  );
};
