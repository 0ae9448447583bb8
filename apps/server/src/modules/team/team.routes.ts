import {
  apiPaths,
  deleteUserRequestSchema,
  deleteUserResponseSchema,
  errorBodySchema,
  getUsersResponseSchema,
  inviteUserQuerySchema,
  inviteUserRequestSchema,
  inviteUserResponseSchema,
  supervisorInfoResponseSchema,
  withProduct,
} from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authenticate, requireAuth } from '../auth/authenticate';
import { deleteUser } from './delete-user.service';
import { inviteUser } from './invitations.service';
import { supervisorInfoOf } from './supervisor.service';
import { teamOf } from './team-tree.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** The team calls behind sign-in: invite, the team tree, delete, the supervisor card. */
export const teamRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serviceDeps = {
    db: deps.database.db,
    clock: deps.clock,
    config: deps.config,
    sessions: deps.sessions,
    invalidations: deps.invalidations,
  };
  const tags = ['team'];
  const actorOf = (request: Parameters<typeof requireAuth>[0]) => {
    const { userId, username, role } = requireAuth(request);
    return { id: userId, username, role };
  };

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('preHandler', authenticate(deps));

  app.post(
    apiPaths.inviteUser,
    {
      schema: {
        tags,
        querystring: inviteUserQuerySchema,
        body: inviteUserRequestSchema,
        response: { 201: inviteUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const email = request.query.clientEmail ?? request.body.email;
      const answer = await inviteUser(
        { ...serviceDeps, logger: request.log },
        actorOf(request),
        email,
      );
      return reply.code(201).send(answer);
    },
  );

  app.get(
    apiPaths.getUsers,
    { schema: { tags, response: { 200: getUsersResponseSchema, ...errors } } },
    (request) => teamOf(serviceDeps, actorOf(request)),
  );

  app.delete(
    withProduct(apiPaths.deleteUser, deps.config.PRODUCT_SLUG),
    {
      schema: {
        tags,
        body: deleteUserRequestSchema,
        response: { 200: deleteUserResponseSchema, ...errors },
      },
    },
    (request) => deleteUser(serviceDeps, actorOf(request), request.body.username),
  );

  app.get(
    apiPaths.mySupervisorInfo,
    { schema: { tags, response: { 200: supervisorInfoResponseSchema, ...errors } } },
    (request) => supervisorInfoOf(serviceDeps, actorOf(request)),
  );
};
