import { assistantMessages, assistantTokenErrorCodes } from '@rela/contracts';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import { readCacheOf } from '../../platform/cache/cached-reads';
import type { ReadCache } from '../../platform/cache/read-cache';
import { appError } from '../../platform/errors';
import { sendError } from '../../platform/http/error-body';
import { bearerToken, isFamilyActive, type AuthenticateDeps } from '../auth';
import { verifyAssistantToken, type AssistantClaims } from './assistant-tokens';
import { findChatUser } from './assistant.queries';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticateAssistant`. */
    assistantAuth?: AssistantClaims;
  }
}

type AssistantAuthDeps = AuthenticateDeps & {
  /** Told of changes to the chat users kept in memory; absent, every check asks the database. */
  invalidations?: InvalidationBus;
};

type ChatUser = Awaited<ReturnType<typeof findChatUser>>;

const reasons = {
  expired: { code: assistantTokenErrorCodes.expired, message: assistantMessages.tokenExpired },
  invalid: { code: assistantTokenErrorCodes.invalid, message: assistantMessages.tokenInvalid },
} as const;

/** A valid token whose user is still there with the same password, in a session still active. */
const stillValid = async (
  deps: AssistantAuthDeps,
  chatUsers: ReadCache<ChatUser>,
  claims: AssistantClaims,
) => {
  const { db } = deps.database;
  const user = await chatUsers.get(claims.userId, () => findChatUser(db, claims.userId));
  if (!user || user.credentialsVersion !== claims.credentialsVersion) return false;
  if (user.status !== 'CONFIRMED') return false;
  const { familyId, userId } = claims;
  const load = () => isFamilyActive(db, { familyId, userId, now: deps.clock.now() });
  return deps.sessions ? deps.sessions.isActive({ familyId, userId }, load) : load();
};

/**
 * onRequest hook of the assistant's chat calls (before the body is read): its own token only (the main API's is refused). An
 * expired or invalid token answers 401 with `TOKEN_EXPIRED` or `TOKEN_INVALID`, so the client can
 * tell a token to drop from a network or server error (REQ-CHAT-SESSION).
 */
export const authenticateAssistant = (deps: AssistantAuthDeps): onRequestAsyncHookHandler => {
  const chatUsers = readCacheOf<ChatUser>(deps, 'user');
  return async (request, reply) => {
    const token = bearerToken(request);
    if (!token) throw appError('UNAUTHORIZED');
    const check = await verifyAssistantToken(deps, token);
    const reason = !check.ok
      ? check.reason
      : (await stillValid(deps, chatUsers, check.claims))
        ? null
        : 'invalid';
    if (reason || !check.ok) {
      const answer = reasons[reason ?? 'invalid'];
      return sendError(request, reply, { status: 401, ...answer });
    }
    request.assistantAuth = check.claims;
  };
};

export const requireAssistantAuth = (request: FastifyRequest): AssistantClaims => {
  if (!request.assistantAuth) throw appError('UNAUTHORIZED');
  return request.assistantAuth;
};
