import {
  accountInfoSchema,
  apiPaths,
  errorBodySchema,
  toUserProfile,
  userProfileSchema,
} from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authenticate, requireAuth } from '../auth/authenticate';
import { getAccountInfo } from './account.service';

/** GET /my-account-info and GET /users/me: the signed-in user's own account. */
export const accountRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('preHandler', authenticate(deps));

  app.get(
    apiPaths.myAccountInfo,
    { schema: { tags: ['account'], response: { 200: accountInfoSchema, 401: errorBodySchema } } },
    (request) => getAccountInfo(db, requireAuth(request).userId),
  );

  app.get(
    apiPaths.usersMe,
    { schema: { tags: ['account'], response: { 200: userProfileSchema, 401: errorBodySchema } } },
    async (request) => toUserProfile(await getAccountInfo(db, requireAuth(request).userId)),
  );
};
