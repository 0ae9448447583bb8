export const accountMessages = {
  emailInvalid: 'Please enter a valid email address.',
  emailSame: 'Please enter a different email address.',
  phoneShort: 'Please enter a valid 10-digit phone number.',
  phoneNotUs: 'Please enter a valid 10-digit US phone number.',
  phoneSame: 'Please enter a different phone number.',
  smsConsent: 'Please check the SMS consent box to proceed.',
  phoneFormat: 'Invalid phone number format. Must be +1 followed by 10 digits.',
  emailCode: 'Please enter the 6-digit code sent to your email.',
  phoneCode: 'Please enter the 6-digit code sent to your phone.',
  notAuthenticated: 'User is not authenticated',
  emailUpdateInitFailed: 'Failed to initiate email update',
  emailInUse: 'This email is already in use by another account.',
  emailUpdateFailed: 'Failed to update email. Please try again.',
  invalidCode: 'Invalid confirmation code.',
  phoneUpdateInitFailed: 'Failed to initiate phone number update',
  phoneInUse: 'This phone number is already in use by another account.',
  phoneUpdateFailed: 'Failed to update phone. Please try again.',
  invalidCodeCheck: 'Invalid confirmation code. Please check and try again.',
  phoneConfirmFailed: 'Failed to confirm phone number. Please try again.',
  resendFailed: 'Failed to resend verification code. Please try again later.',
  uploadFailed: 'Failed to upload profile image. Please try again.',
  uploadTimeout:
    'Profile image upload timed out. Please check your internet connection and try again.',
  notProvided: 'Not provided',
  /** The server's answers of the account calls that the requirements do not word. */
  emailCodeSent: 'A verification code has been sent to your new email address.',
  phoneCodeSent: 'A verification code has been sent to your new phone number.',
  codeResent: 'A new verification code has been sent.',
  emailConfirmed: 'Your email address is verified.',
  phoneConfirmed: 'Your phone number is verified.',
  nothingToVerify: 'There is nothing waiting for verification. Use Change to enter a new address.',
  smsOptedOut:
    'This phone number has opted out of text messages from Rela. Text START to opt in again, then try again.',
  imageUploaded: 'Profile image updated.',
  imageUnsupported:
    'The file is not a supported image. Please choose a JPEG, PNG, WebP or GIF image.',
  imageTooManyPixels: 'The image is too large. Please choose an image of at most 40 megapixels.',
  imageMissing: 'Please choose an image to upload.',
  passwordCodeSent: 'A verification code has been sent to your email address.',
  /** Re-authentication before an e-mail, phone or password change (REQ-ACCOUNT-STEP-UP). */
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is incorrect.',
  /** The password-change code goes to a verified address only. */
  noVerifiedEmail:
    'Your email address is not verified yet. Verify it first, then change your password.',
  /** The undo link an e-mail change sends to the old address. */
  emailChangeUndone:
    'Your previous email address is restored and every session was signed out. Please sign in again.',
  emailUndoInvalid:
    'This link has expired or was already used. If your account was changed without you, use "Forgot Password?" on the sign-in page and tell your administrator.',
} as const;
