import {
  type AccountInfo,
  accountInfoSchema,
  apiPaths,
  errorBodySchema,
  toUserProfile,
  updateProfileRequestSchema,
  userProfileSchema,
} from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { readCacheOf } from '../../platform/cache/cached-reads';
import { requireAuth } from '../auth/authenticate';
import { getAccountInfo } from './account.service';
import { contactRoutes } from './contact.routes';
import { emailUndoRoutes } from './email-undo.routes';
import { passwordChangeRoutes } from './password-change.routes';
import { updateOwnProfile } from './profile.service';
import { profileImageFileRoutes, profileImageRoutes } from './profile-image.routes';
import { signedInScope } from './signed-in-scope';

const errors = { 400: errorBodySchema, 401: errorBodySchema };

/** GET /my-account-info, GET and PUT /users/me: the signed-in user's own account. */
const ownAccountRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  signedInScope(app, deps);
  const accounts = readCacheOf<AccountInfo>(deps, 'user');
  const accountInfo = (userId: string) => accounts.get(userId, () => getAccountInfo(db, userId));

  app.get(
    apiPaths.myAccountInfo,
    { schema: { tags: ['account'], response: { 200: accountInfoSchema, 401: errorBodySchema } } },
    (request) => accountInfo(requireAuth(request).userId),
  );

  app.get(
    apiPaths.usersMe,
    { schema: { tags: ['account'], response: { 200: userProfileSchema, 401: errorBodySchema } } },
    async (request) => toUserProfile(await accountInfo(requireAuth(request).userId)),
  );

  app.put(
    apiPaths.usersMe,
    {
      schema: {
        tags: ['account'],
        body: updateProfileRequestSchema,
        response: { 200: userProfileSchema, ...errors },
      },
    },
    (request) =>
      updateOwnProfile(
        { db, clock: deps.clock, invalidations: deps.invalidations },
        requireAuth(request).userId,
        request.body,
      ),
  );
};

/**
 * The account calls of the My Account page: the reads and the name, e-mail and phone changes with
 * codes, the Reset Password modal, and the profile photo (its files are served without sign-in).
 */
export const accountRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(ownAccountRoutes, { deps });
  await app.register(contactRoutes, { deps });
  await app.register(passwordChangeRoutes, { deps });
  await app.register(emailUndoRoutes, { deps });
  await app.register(profileImageRoutes, { deps });
  await app.register(profileImageFileRoutes, { deps });
};
