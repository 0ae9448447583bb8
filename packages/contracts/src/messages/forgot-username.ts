export const forgotUsernameMessages = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  sent: 'If an account with that email exists, a username reminder will be sent shortly.',
  couldNotProcess: 'Could not process request. Please try again.',
  error: 'An error occurred. Please try again.',
} as const;
