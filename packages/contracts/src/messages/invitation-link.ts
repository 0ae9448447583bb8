export const invitationLinkMessages = {
  invalidRequestId:
    'Invalid request ID. Please check your invitation link or contact your administrator.',
  validateFailed:
    'Failed to validate request ID. Reach out to whoever invited you to resend the invitation',
  invalidLink:
    'Invalid invitation link. Please check your email for the correct link or contact your administrator.',
  noRequestId:
    'Invalid invitation link. No request ID provided. Please contact your administrator.',
  /** A link whose invitation was already used to register; the inviter's name when known. */
  used: (inviterName: string | null) =>
    `This invitation has already been used. If you registered with it, sign in with your username and password. If not, ask ${inviterName ?? 'the person who invited you'} to send you a new invitation.`,
} as const;
