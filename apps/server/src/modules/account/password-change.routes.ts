import {
  accountMessages,
  apiPaths,
  changePasswordRequestSchema,
  okResponseSchema,
  resetModalMessages,
  errorBodySchema,
  sendPasswordChangeCodeRequestSchema,
} from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../auth/authenticate';
import { changePassword, sendPasswordChangeCode } from './password-change.service';
import { accountDepsOf, callerOf, signedInScope } from './signed-in-scope';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  429: errorBodySchema,
};

/** The Reset Password modal of the account page: a code to the user's e-mail, then the change. */
export const passwordChangeRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (
  fastify,
  { deps },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  signedInScope(app, deps);
  const tags = ['account'];

  app.post(
    apiPaths.sendPasswordChangeCode,
    {
      schema: {
        tags,
        body: sendPasswordChangeCodeRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await sendPasswordChangeCode(
        { ...accountDepsOf(deps), logger: request.log },
        requireAuth(request).userId,
      );
      return { status: 200, message: accountMessages.passwordCodeSent };
    },
  );

  app.post(
    apiPaths.changePassword,
    {
      schema: {
        tags,
        body: changePasswordRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request, request.body);
      const { userId, username } = caller;
      await changePassword({ ...accountDepsOf(deps), logger: request.log }, caller, request.body);
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
    },
  );
};
