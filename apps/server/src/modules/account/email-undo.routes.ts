import { accountMessages, contactRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { enforceAddressLimit } from '../auth';
import { mountApi } from '../../platform/http/mount-api';
import { undoEmailChange } from './email-change-undo.service';
import { accountDepsOf, type AccountRoutesDeps } from './signed-in-scope';

/**
 * POST /undo-email-change: public, the token of the link mailed to the old address is the proof
 * (REQ-ACCOUNT-EMAIL-UNDO). The web page of the link asks first, so a mail scanner opening it changes nothing.
 */
export const emailUndoRoutes: FastifyPluginAsync<{ deps: AccountRoutesDeps }> = async (
  app,
  { deps },
) => {
  mountApi(app, deps.api)(calls.undoEmailChange, async ({ body, request }) => {
    await enforceAddressLimit(deps, request.ip);
    await undoEmailChange({ ...accountDepsOf(deps), logger: request.log }, body.token);
    request.log.info(
      { accountEvent: 'undo-email-change', outcome: 'success', requestId: request.id },
      'account undo-email-change success',
    );
    return { status: 200, message: accountMessages.emailChangeUndone };
  });
};
