import type { FastifyRequest } from 'fastify';

export type RecoveryAction =
  'forgot-password' | 'confirm-new-password' | 'forgot-username' | 'complete-user-registration';

/**
 * One log line per recovery event with the request id, the submitted username and the outcome;
 * never a code or a password. Failures are logged by the error handler's request log.
 */
export const logRecoveryEvent = (
  request: FastifyRequest,
  event: { action: RecoveryAction; outcome: string; username?: string; userId?: string },
) => {
  request.log.info(
    {
      recoveryEvent: event.action,
      outcome: event.outcome,
      requestId: request.id,
      username: event.username,
      userId: event.userId,
    },
    `recovery ${event.action} ${event.outcome}`,
  );
};
