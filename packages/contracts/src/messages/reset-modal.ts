export const resetModalMessages = {
  emailNotFound: 'Email address not found. Please contact support.',
  sendFailed: 'Failed to send verification code. Please try again.',
  incorrectCode: 'Incorrect verification code or failed to update password.',
  unexpected: 'An unexpected error occurred while resetting the password.',
  success: 'Password updated successfully!',
} as const;
