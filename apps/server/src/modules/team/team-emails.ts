import { roleLabels, type Role } from '@rela/contracts';
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

export const invitationEmail = (invitation: {
  email: string;
  role: Role;
  inviterName: string;
  url: string;
  expiresAt: Date;
}): OutboxMessage => {
  const paragraphs = [
    'Hello,',
    `${quotedName(invitation.inviterName)} invited you to join Rela as a ${roleLabels[invitation.role]}.`,
    `Complete your registration at ${invitation.url}`,
    `The link works once, until ${invitation.expiresAt.toUTCString()}. If you did not expect this invitation, you can ignore this e-mail.`,
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
