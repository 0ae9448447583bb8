export const registrationMessages = {
  failed: 'Registration failed.',
  completeFailed: 'Failed to complete registration. Please try again.',
  loginFailedAfter: 'Registration complete, but login failed. Please try logging in manually.',
  failedTryAgain: 'Registration failed. Please try again.',
  invalidRequestId: 'Invalid request ID or registration not found.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  passwordRequirements: 'Password does not meet all requirements',
  passwordsDoNotMatch: 'Passwords do not match',
  mustAgree: 'You must agree to the Terms of Service and Privacy Policy.',
  invalidLinkFormat: 'Invalid invitation link format.',
  creatingAccount: 'Creating Account...',
  completed: 'Registration complete. Please sign in with your new password.',
  inviteValid: 'Invitation is valid.',
  /** Above the invited registration form: who invited the reader, and to what. */
  invitedBy: (inviterName: string, roleLabel: string) =>
    `${inviterName} invited you to join Rela as a ${roleLabel}.`,
  created: 'Registration complete. You can now sign in.',
  usernameTaken: 'This username is already taken. Please choose another.',
  usernameCharacters:
    'Usernames may use only letters a-z, digits, dots (.), underscores (_) and hyphens (-).',
  emailTaken: 'An account with this email address already exists. Please sign in instead.',
  emailMismatch: 'The email address does not match the invitation.',
} as const;
