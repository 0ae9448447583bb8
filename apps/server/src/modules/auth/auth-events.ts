import type { FastifyRequest } from 'fastify';

export type AuthAction = 'login' | 'refresh' | 'logout';
export type AuthOutcome =
  | 'success'
  | 'password-change-required'
  | 'failure'
  | 'locked'
  | 'rate-limited'
  | 'reuse-detected'
  | 'error';

export type AuthEvent = {
  action: AuthAction;
  outcome: AuthOutcome;
  username?: string;
  userId?: string;
};

/**
 * One log line per auth event, with the request id, the user and the outcome. Never a password or
 * token: only these fields are written.
 */
export const logAuthEvent = (request: FastifyRequest, event: AuthEvent) => {
  const level =
    event.outcome === 'success' || event.outcome === 'password-change-required' ? 'info' : 'warn';
  request.log[level](
    {
      authEvent: event.action,
      outcome: event.outcome,
      requestId: request.id,
      username: event.username,
      userId: event.userId,
    },
    `auth ${event.action} ${event.outcome}`,
  );
};

/** The outcome an error thrown by a sign-in means. */
export const outcomeOfError = (error: unknown): AuthOutcome => {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ACCOUNT_LOCKED') return 'locked';
  if (code === 'RATE_LIMITED') return 'rate-limited';
  if (code === 'INVALID_CREDENTIALS' || code === 'INVALID_REFRESH_TOKEN') return 'failure';
  return 'error';
};
