import {
  apiPaths,
  passwordResetMessages,
  completeUserRegistrationRequestSchema,
  confirmNewPasswordRequestSchema,
  forgotPasswordRequestSchema,
  forgotUsernameMessages,
  forgotUsernameRequestSchema,
  okResponseSchema,
  registrationMessages,
  errorBodySchema,
} from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { completeUserRegistration } from './complete-registration.service';
import { requestUsernameReminder } from './forgot-username.service';
import { confirmNewPassword, requestPasswordReset } from './password-reset.service';
import { logRecoveryEvent } from './recovery-events';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

/** The public recovery calls: forgot password and username, reset, first-time registration. */
export const recoveryRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serviceDeps = {
    db: deps.database.db,
    clock: deps.clock,
    limits: deps.limits,
    jwtSecret: deps.jwtSecret,
    config: deps.config,
    sessions: deps.sessions,
    invalidations: deps.invalidations,
  };

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    apiPaths.forgotPassword,
    {
      schema: {
        tags: ['recovery'],
        body: forgotPasswordRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { username } = request.body;
      const sent = await requestPasswordReset(serviceDeps, {
        username,
        address: request.ip,
        logger: request.log,
      });
      logRecoveryEvent(request, {
        action: 'forgot-password',
        outcome: sent ? 'code-sent' : 'unknown-user',
        username,
      });
      return { status: 200, message: passwordResetMessages.codeSent };
    },
  );

  app.post(
    apiPaths.confirmNewPassword,
    {
      schema: {
        tags: ['recovery'],
        body: confirmNewPasswordRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { username, newPassword, confirmationCode } = request.body;
      const userId = await confirmNewPassword(serviceDeps, {
        username,
        newPassword,
        confirmationCode,
        address: request.ip,
        logger: request.log,
      });
      logRecoveryEvent(request, {
        action: 'confirm-new-password',
        outcome: 'success',
        username,
        userId,
      });
      return { status: 200, message: passwordResetMessages.success };
    },
  );

  app.post(
    apiPaths.forgotUsername,
    {
      schema: {
        tags: ['recovery'],
        body: forgotUsernameRequestSchema,
        response: { 202: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await requestUsernameReminder(serviceDeps, {
        email: request.body.email,
        address: request.ip,
        logger: request.log,
      });
      logRecoveryEvent(request, {
        action: 'forgot-username',
        outcome: sent ? 'reminder-sent' : 'unknown-email',
      });
      return reply.code(202).send({ status: 202, message: forgotUsernameMessages.sent });
    },
  );

  app.post(
    apiPaths.completeUserRegistration,
    {
      schema: {
        tags: ['recovery'],
        body: completeUserRegistrationRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { username, newPassword, tempPassword, challenge } = request.body;
      const proof = tempPassword === undefined ? { challenge: challenge ?? '' } : { tempPassword };
      const userId = await completeUserRegistration(serviceDeps, {
        username,
        newPassword,
        ...proof,
        address: request.ip,
      });
      logRecoveryEvent(request, {
        action: 'complete-user-registration',
        outcome: 'success',
        username,
        userId,
      });
      return { status: 200, message: registrationMessages.completed };
    },
  );
};
