import { assistantTokenErrorCodes, messages } from '@rela/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../platform/errors';
import { sendError } from '../../platform/http/error-body';
import { bearerToken } from '../auth/authenticate';
import { isFamilyActive } from '../auth/refresh-tokens.queries';
import { verifyAssistantToken, type AssistantClaims } from './assistant-tokens';
import { findChatUser } from './assistant.queries';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticateAssistant`. */
    assistantAuth?: AssistantClaims;
  }
}

type AssistantAuthDeps = Pick<AppDeps, 'database' | 'clock' | 'jwtSecret'>;

const reasons = {
  expired: { code: assistantTokenErrorCodes.expired, message: messages.assistant.tokenExpired },
  invalid: { code: assistantTokenErrorCodes.invalid, message: messages.assistant.tokenInvalid },
} as const;

/** A valid token whose user is still there with the same password and, if exchanged, session. */
const stillValid = async (deps: AssistantAuthDeps, claims: AssistantClaims) => {
  const { db } = deps.database;
  const user = await findChatUser(db, claims.userId);
  if (!user || user.credentialsVersion !== claims.credentialsVersion) return false;
  if (user.status !== 'CONFIRMED') return false;
  if (!claims.familyId) return true;
  return isFamilyActive(db, {
    familyId: claims.familyId,
    userId: claims.userId,
    now: deps.clock.now(),
  });
};

/**
 * preHandler of the assistant's chat calls: its own token only (the main API's is refused). An
 * expired or invalid token answers 401 with `TOKEN_EXPIRED` or `TOKEN_INVALID`, so the client can
 * tell a token to drop from a network or server error (spec 000 section 4, chat session check).
 */
export const authenticateAssistant =
  (deps: AssistantAuthDeps): preHandlerAsyncHookHandler =>
  async (request, reply) => {
    const token = bearerToken(request);
    if (!token) throw appError('UNAUTHORIZED');
    const check = await verifyAssistantToken(deps, token);
    const reason = !check.ok
      ? check.reason
      : (await stillValid(deps, check.claims))
        ? null
        : 'invalid';
    if (reason || !check.ok) {
      const answer = reasons[reason ?? 'invalid'];
      return sendError(request, reply, { status: 401, ...answer });
    }
    request.assistantAuth = check.claims;
  };

export const requireAssistantAuth = (request: FastifyRequest): AssistantClaims => {
  if (!request.assistantAuth) throw appError('UNAUTHORIZED');
  return request.assistantAuth;
};
