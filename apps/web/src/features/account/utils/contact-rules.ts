import {
  accountMessages,
  phoneDigitsWhileTyping,
  isEmail,
  limits,
  storedPhonePattern,
  verificationCodes,
} from '@rela/contracts';

const text = accountMessages;

/** The new e-mail address (REQ-ACCOUNT-EMAIL): a basic address, different from the current one. */
export const emailProblem = (value: string, current: string): string | null => {
  const email = value.trim();
  if (!isEmail(email)) return text.emailInvalid;
  if (email.toLowerCase() === current.trim().toLowerCase()) return text.emailSame;
  return null;
};

/** The phone as the service takes it: `+1` and the digits. */
export const phoneForService = (formatted: string): string =>
  `+${phoneDigitsWhileTyping(formatted)}`;

/**
 * The new phone number: the formatted value at least 14 characters, then +1 and exactly 10 digits,
 * then different from the current one.
 */
export const phoneProblem = (formatted: string, current: string | null): string | null => {
  if (formatted.length < limits.phoneFormattedMinLength) return text.phoneShort;
  const phone = phoneForService(formatted);
  if (!storedPhonePattern.test(phone)) return text.phoneNotUs;
  if (current && phone === current) return text.phoneSame;
  return null;
};

const codePattern = new RegExp(`^\\d{${verificationCodes.length}}$`);

/** Exactly 6 digits, digits only. */
export const isConfirmationCode = (code: string): boolean => codePattern.test(code);
