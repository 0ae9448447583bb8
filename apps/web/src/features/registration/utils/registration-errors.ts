import { invitationLinkMessages, registrationMessages } from '@rela/contracts';
import { isApiError } from '../../../lib/api-error';

const isRefusal = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500;

/** A 410: the invitation was already used; the server's sentence names whom to ask. */
const usedInvitationMessage = (error: unknown): string | null => {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 410) return null;
  return error.fromServer ? error.message : invitationLinkMessages.used(null);
};

/**
 * On load: the invitation was used (410), the server refused the id (other 4xx), or the check
 * itself failed (network, 5xx, timeout).
 */
export const inviteCheckErrorMessage = (error: unknown): string => {
  const used = usedInvitationMessage(error);
  if (used) return used;
  return isRefusal(error)
    ? invitationLinkMessages.invalidRequestId
    : invitationLinkMessages.validateFailed;
};

/**
 * On submit (REQ-REG-INVITE-LINK, REQ-REG-INVITE-SUBMIT): a 410 is a used invitation, a 404 an unknown or dead one; a 409 (username taken)
 * and a 400 (a rule the server checks) carry the server's reason; an answer of the wrong shape is a
 * failed registration; anything else (network, timeout, 5xx) asks to try again.
 */
export const registrationErrorMessage = (error: unknown): string => {
  if (!isApiError(error)) return registrationMessages.completeFailed;
  if (error.kind === 'invalid-response') return registrationMessages.failed;
  if (error.kind !== 'http') return registrationMessages.completeFailed;
  const used = usedInvitationMessage(error);
  if (used) return used;
  if (error.status === 404) return registrationMessages.invalidRequestId;
  if ((error.status === 409 || error.status === 400) && error.fromServer) return error.message;
  if (error.status === 409 || error.status === 400) return registrationMessages.failed;
  return registrationMessages.completeFailed;
};
