import { teamMessages, teamRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { deviceTimeZone } from '../../../lib/device-time-zone';

/**
 * POST /dashboard/invite-user: the invited role follows from the inviter's role on the server; the
 * browser's zone goes along, for the e-mail's expiry (ADR 041).
 */
export const inviteUser = (email: string) => {
  const timeZone = deviceTimeZone();
  return call(teamRoutes.inviteUser, { body: timeZone ? { email, timeZone } : { email } });
};

/** The catalogue's text for a failed invitation (REQ-INVITE-DIALOG). */
export const inviteErrorMessage = (error: unknown, type: string): string => {
  const message = error instanceof Error ? error.message : '';
  if ((isApiError(error) && error.status === 409) || /already exists/i.test(message)) {
    return teamMessages.inviteExists;
  }
  if (isApiError(error) && error.fromServer && error.message.trim()) return error.message;
  return teamMessages.inviteFailed(type);
};
