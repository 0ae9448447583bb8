import { invitationLinkMessages, isUuid, registrationMessages } from '@rela/contracts';

/** What the invitation link's query says: a usable requestId, or why the link is broken. */
export type InvitationLink =
  { kind: 'valid'; requestId: string; email: string | null } | { kind: 'invalid'; message: string };

/** The requestId must be there and UUID-shaped; the e-mail counts only if it contains `@`. */
export const readInvitationLink = (query: URLSearchParams): InvitationLink => {
  const requestId = query.get('requestId')?.trim() ?? '';
  if (!requestId) return { kind: 'invalid', message: invitationLinkMessages.noRequestId };
  if (!isUuid(requestId))
    return { kind: 'invalid', message: registrationMessages.invalidLinkFormat };
  const email = query.get('email')?.trim() ?? '';
  return { kind: 'valid', requestId, email: email.includes('@') ? email : null };
};
