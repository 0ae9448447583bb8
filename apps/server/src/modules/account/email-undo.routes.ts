import {
  accountMessages,
  apiPaths,
  okResponseSchema,
  errorBodySchema,
  undoEmailChangeRequestSchema,
} from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { enforceAddressLimit } from '../auth/login-limits';
import { undoEmailChange } from './email-change-undo.service';
import { accountDepsOf } from './signed-in-scope';

/**
 * POST /undo-email-change: public, the token of the link mailed to the old address is the proof
 * (REQ-ACCOUNT-EMAIL-UNDO). The web page of the link asks first, so a mail scanner opening it changes nothing.
 */
export const emailUndoRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    apiPaths.undoEmailChange,
    {
      schema: {
        tags: ['account'],
        body: undoEmailChangeRequestSchema,
        response: {
          200: okResponseSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await enforceAddressLimit(deps, request.ip);
      await undoEmailChange({ ...accountDepsOf(deps), logger: request.log }, request.body.token);
      request.log.info(
        { accountEvent: 'undo-email-change', outcome: 'success', requestId: request.id },
        'account undo-email-change success',
      );
      return { status: 200, message: accountMessages.emailChangeUndone };
    },
  );
};
