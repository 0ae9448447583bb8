import { defaultTimeZone, formatMoment, roleLabels, type Role } from '@rela/contracts';
import type { Config } from '../../config';
import { quotedName } from '../../platform/email-names';
import { escapeHtml } from '../../platform/html';
import type { OutboxMessage } from '../../platform/outbox';

/** The registration link of an invitation: `{publicUrl}/register/invite?requestId=...&email=...`. */
export const invitationUrl = (
  config: Pick<Config, 'publicUrl'>,
  invitation: { requestId: string; email: string },
) => {
  const query = new URLSearchParams({ requestId: invitation.requestId, email: invitation.email });
  return `${config.publicUrl}/register/invite?${query.toString()}`;
};

/**
 * The invitation: who invites, to what, the link, and until when it works, said in words in the
 * inviter's zone (the invitee's zone is not known before they open the link; ADR 041).
 */
export const invitationEmail = (invitation: {
  email: string;
  role: Role;
  inviterName: string;
  url: string;
  expiresAt: Date;
  /** The inviter's browser zone; New York's when the browser told none. */
  timeZone?: string;
}): OutboxMessage => {
  const expires = formatMoment(invitation.expiresAt, invitation.timeZone ?? defaultTimeZone);
  const paragraphs = [
    'Hello,',
    `${quotedName(invitation.inviterName)} invited you to join Rela as a ${roleLabels[invitation.role]}.`,
    `Complete your registration at ${invitation.url}`,
    `The link works once, until ${expires}. If you did not expect this invitation, you can ignore this e-mail.`,
    'The Rela team',
  ];
  return {
    channel: 'email',
    kind: 'invitation',
    recipient: invitation.email,
    subject: 'You are invited to Rela',
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  };
};
