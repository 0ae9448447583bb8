import { accountRoutes as calls, toUserProfile, type AccountInfo } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { readCacheOf } from '../../platform/cache/cached-reads';
import { mountApi } from '../../platform/http/mount-api';
import { getAccountInfo } from './account.service';
import { contactRoutes } from './contact.routes';
import { emailUndoRoutes } from './email-undo.routes';
import { passwordChangeRoutes } from './password-change.routes';
import { updateOwnProfile } from './profile.service';
import { profileImageRoutes } from './profile-image.routes';
import type { AccountRoutesDeps } from './signed-in-scope';

/** GET /my-account-info, GET and PUT /users/me: the signed-in user's own account. */
const ownAccountRoutes: FastifyPluginAsync<{ deps: AccountRoutesDeps }> = async (app, { deps }) => {
  const mount = mountApi(app, deps.api);
  const { db } = deps.database;
  const accounts = readCacheOf<AccountInfo>(deps, 'user');
  const accountInfo = (userId: string) => accounts.get(userId, () => getAccountInfo(db, userId));

  mount(calls.myAccountInfo, ({ auth }) => accountInfo(auth.userId));
  mount(calls.usersMe, async ({ auth }) => toUserProfile(await accountInfo(auth.userId)));
  mount(calls.updateProfile, ({ auth, body }) =>
    updateOwnProfile(
      { db, clock: deps.clock, invalidations: deps.invalidations },
      auth.userId,
      body,
    ),
  );
};

/**
 * The account calls of the My Account page: the reads and the name, e-mail and phone changes with
 * codes, the Reset Password modal, and the profile photo (its files are served without sign-in).
 */
export const accountRoutes: FastifyPluginAsync<{ deps: AccountRoutesDeps }> = async (
  app,
  { deps },
) => {
  await app.register(ownAccountRoutes, { deps });
  await app.register(contactRoutes, { deps });
  await app.register(passwordChangeRoutes, { deps });
  await app.register(emailUndoRoutes, { deps });
  await app.register(profileImageRoutes, { deps });
};
