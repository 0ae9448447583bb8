import formbody from '@fastify/formbody';
import { assistantRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { Emit } from '../../platform/events';
import { publicGuard, routeMounter } from '../../platform/http/mount-route';
import type { LimitStore } from '../../platform/rate-limit/limit-store';
import { bearerToken, resolveAccessToken, type AuthenticateDeps } from '../auth';
import { mlsClientFor, type ListingReaderForDeps } from '../replica';
import { authenticateAssistant, requireAssistantAuth } from './assistant-auth';
import {
  assistantLogin,
  assistantRegister,
  type AssistantLoginDeps,
} from './assistant-login.service';
import { brainFromConfig } from './brain/choose-brain';
import { createChatService } from './chat.service';
import type { OwnNotes } from './tools/tool';

/** What the assistant API takes: the token checks, the listings, the limits and the cached reads. */
export type AssistantRoutesDeps = AuthenticateDeps &
  ListingReaderForDeps & {
    limits: LimitStore;
    invalidations?: InvalidationBus;
  };

/**
 * The assistant API under `/assistant` (REQ-CHAT-API): form-encoded bodies
 * (JSON too), its own bearer token, replies made in the background (ADR 008).
 */
export const assistantRoutes: FastifyPluginAsync<{
  deps: AssistantRoutesDeps;
  /** The asker's own notes on a home (the notes module's reader, composed in app.ts). */
  ownNotes?: OwnNotes;
  /** What Rela's changes tell the other modules (ADR 043): its removals, as the list's. */
  emit: Emit;
}> = async (app, { deps, ownNotes, emit }) => {
  await app.register(formbody);
  const mount = routeMounter(app, {
    product: deps.config.PRODUCT_SLUG,
    guards: {
      public: publicGuard,
      assistant: {
        onRequest: authenticateAssistant(deps),
        context: (request) => ({ claims: requireAssistantAuth(request) }),
      },
    },
  });
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
    emit,
    ...(ownNotes ? { ownNotes } : {}),
  });
  app.addHook('onClose', () => chat.idle());

  mount(calls.health, () => ({ status: 'ok' as const }));

  mount(calls.login, ({ body, request }) =>
    assistantLogin(loginDeps, body, { address: request.ip, callerToken: bearerToken(request) }),
  );

  mount(calls.register, async ({ body, request, reply }) => {
    const answer = await assistantRegister(loginDeps, body, request.ip);
    return reply.code(answer.status).send(answer);
  });

  mount(calls.chat, ({ claims, body }) => chat.post(claims, body.user_input));

  mount(calls.updateDashboard, ({ claims, query }) =>
    chat.dashboard(claims, { wait: query.wait === '1' }),
  );
};
