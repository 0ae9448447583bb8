import { isEmail, messages } from '@rela/contracts';

/** REQ-FORGOT-USERNAME: required, then shaped like an address. Null when the e-mail is fine. */
export const forgotUsernameError = (email: string): string | null => {
  if (!email.trim()) return messages.forgotUsername.emailRequired;
  if (!isEmail(email)) return messages.forgotUsername.emailInvalid;
  return null;
};
