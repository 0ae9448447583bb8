import { forgotUsernameMessages, isEmail } from '@rela/contracts';

/** REQ-FORGOT-USERNAME: required, then shaped like an address. Null when the e-mail is fine. */
export const forgotUsernameError = (email: string): string | null => {
  if (!email.trim()) return forgotUsernameMessages.emailRequired;
  if (!isEmail(email)) return forgotUsernameMessages.emailInvalid;
  return null;
};
