import formbody from '@fastify/formbody';
import {
  assistantLoginRequestSchema,
  assistantLoginResponseSchema,
  assistantPaths,
  assistantRegisterRequestSchema,
  assistantRegisterResponseSchema,
  chatRequestSchema,
  chatResponseSchema,
  errorBodySchema,
  healthResponseSchema,
  updateDashboardResponseSchema,
} from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { bearerToken, resolveAccessToken } from '../auth/authenticate';
import { mlsClientFor } from '../mls/mls-client-for';
import { authenticateAssistant, requireAssistantAuth } from './assistant-auth';
import {
  assistantLogin,
  assistantRegister,
  type AssistantLoginDeps,
} from './assistant-login.service';
import { brainFromConfig } from './brain/choose-brain';
import { createChatService } from './chat.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  413: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

/**
 * The assistant API under `/assistant` (REQ-CHAT-API): form-encoded bodies
 * (JSON too), its own bearer token, replies made in the background (ADR 008).
 */
export const assistantRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  await fastify.register(formbody);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['assistant'];
  const db = deps.database.db;
  const loginDeps: AssistantLoginDeps = {
    ...deps,
    db,
    resolveAccessToken: (token) => resolveAccessToken(deps, token),
  };
  const chat = createChatService({
    db,
    clock: deps.clock,
    limits: deps.limits,
    limitPerMinute: deps.config.CHAT_LIMIT_PER_MINUTE,
    brain: brainFromConfig(deps.config, app.log),
    mls: mlsClientFor(deps, (close) => app.addHook('onClose', close)),
    config: deps.config,
    log: app.log,
    invalidations: deps.invalidations,
  });
  app.addHook('onClose', () => chat.idle());
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const signedIn = { preHandler: authenticateAssistant(deps) };

  app.get(
    assistantPaths.health,
    { schema: { tags, response: { 200: healthResponseSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.post(
    assistantPaths.login,
    {
      schema: {
        tags,
        body: assistantLoginRequestSchema,
        response: { 200: assistantLoginResponseSchema, ...errors },
      },
    },
    (request) =>
      assistantLogin(loginDeps, request.body, {
        address: request.ip,
        callerToken: bearerToken(request),
      }),
  );

  app.post(
    assistantPaths.register,
    {
      schema: {
        tags,
        body: assistantRegisterRequestSchema,
        response: {
          200: assistantRegisterResponseSchema,
          201: assistantRegisterResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const answer = await assistantRegister(loginDeps, request.body, request.ip);
      return reply.code(answer.status).send(answer);
    },
  );

  app.post(
    assistantPaths.chat,
    {
      ...signedIn,
      schema: { tags, body: chatRequestSchema, response: { 202: chatResponseSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(202).send(await chat.post(requireAssistantAuth(request), request.body.user_input)),
  );

  app.get(
    assistantPaths.updateDashboard,
    { ...signedIn, schema: { tags, response: { 200: updateDashboardResponseSchema, ...errors } } },
    (request) => chat.dashboard(requireAssistantAuth(request)),
  );
};
