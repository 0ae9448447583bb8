import {
  accountMessages,
  passwordChangeRoutes as calls,
  resetModalMessages,
} from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { mountApi } from '../../platform/http/mount-api';
import { changePassword, sendPasswordChangeCode } from './password-change.service';
import { accountDepsOf, callerOf, type AccountRoutesDeps } from './signed-in-scope';

/** The Reset Password modal of the account page: a code to the user's e-mail, then the change. */
export const passwordChangeRoutes: FastifyPluginAsync<{ deps: AccountRoutesDeps }> = async (
  app,
  { deps },
) => {
  const mount = mountApi(app, deps.api);

  mount(calls.sendPasswordChangeCode, async ({ auth, request }) => {
    await sendPasswordChangeCode({ ...accountDepsOf(deps), logger: request.log }, auth.userId);
    return { status: 200, message: accountMessages.passwordCodeSent };
  });

  mount(calls.changePassword, async ({ auth, body, request }) => {
    const caller = callerOf(request, auth, body);
    const { userId, username } = caller;
    await changePassword({ ...accountDepsOf(deps), logger: request.log }, caller, body);
    request.log.info(
      {
        accountEvent: 'change-password',
        outcome: 'success',
        requestId: request.id,
        username,
        userId,
      },
      'account change-password success',
    );
    return { status: 200, message: resetModalMessages.success };
  });
};
