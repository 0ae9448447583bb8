import {
  accountMessages,
  apiPaths,
  confirmCodeRequestSchema,
  okResponseSchema,
  resendVerificationRequestSchema,
  errorBodySchema,
  updateEmailRequestSchema,
  updatePhoneRequestSchema,
} from '@rela/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../auth/authenticate';
import {
  confirmEmailChange,
  confirmPhoneChange,
  requestEmailChange,
  requestPhoneChange,
  resendVerification,
} from './contact-change.service';
import { accountDepsOf, callerOf, signedInScope } from './signed-in-scope';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/** E-mail and phone changes with codes sent to the new address (REQ-ACCOUNT-EMAIL, REQ-ACCOUNT-PHONE). */
export const contactRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  signedInScope(app, deps);
  const tags = ['account'];
  const serviceDeps = (request: FastifyRequest) => ({
    ...accountDepsOf(deps),
    logger: request.log,
  });
  const sent = { 201: okResponseSchema, ...errors };
  const confirmed = { 200: okResponseSchema, ...errors };

  app.post(
    apiPaths.updateEmail,
    { schema: { tags, body: updateEmailRequestSchema, response: sent } },
    async (request, reply) => {
      await requestEmailChange(
        serviceDeps(request),
        callerOf(request, request.body),
        request.body.userEmail,
      );
      return reply.code(201).send({ status: 201, message: accountMessages.emailCodeSent });
    },
  );

  app.post(
    apiPaths.confirmEmail,
    { schema: { tags, body: confirmCodeRequestSchema, response: confirmed } },
    async (request) => {
      await confirmEmailChange(
        serviceDeps(request),
        requireAuth(request).userId,
        request.body.confirmationCode,
      );
      return { status: 200, message: accountMessages.emailConfirmed };
    },
  );

  app.post(
    apiPaths.updatePhoneNumber,
    { schema: { tags, body: updatePhoneRequestSchema, response: sent } },
    async (request, reply) => {
      await requestPhoneChange(
        serviceDeps(request),
        callerOf(request, request.body),
        request.body.phoneNumber,
      );
      return reply.code(201).send({ status: 201, message: accountMessages.phoneCodeSent });
    },
  );

  app.post(
    apiPaths.confirmPhoneNumber,
    { schema: { tags, body: confirmCodeRequestSchema, response: confirmed } },
    async (request) => {
      await confirmPhoneChange(
        serviceDeps(request),
        requireAuth(request).userId,
        request.body.confirmationCode,
      );
      return { status: 200, message: accountMessages.phoneConfirmed };
    },
  );

  app.post(
    apiPaths.resendVerification,
    { schema: { tags, body: resendVerificationRequestSchema, response: confirmed } },
    async (request) => {
      await resendVerification(
        serviceDeps(request),
        requireAuth(request).userId,
        request.body.verification_type,
      );
      return { status: 200, message: accountMessages.codeResent };
    },
  );
};
