import { limits } from '../constants';

/** Stored form: +1 followed by exactly 10 digits. */
export const storedPhonePattern = /^\+1\d{10}$/;

/** The service-layer rule: digits extracted, prefixed with +, must be +1 and 10 digits. */
export const normalizeServicePhone = (input: string): string | null => {
  const phone = `+${input.replace(/\D/g, '')}`;
  return storedPhonePattern.test(phone) ? phone : null;
};

/** Typing aid: non-digits stripped, a leading 1 added, at most 11 digits. */
export const phoneDigitsWhileTyping = (input: string): string => {
  const digits = input.replace(/\D/g, '');
  if (digits === '') return '';
  const withCountry = digits.startsWith('1') ? digits : `1${digits}`;
  return withCountry.slice(0, limits.phoneMaxDigitsWhileTyping);
};

/** Display form +1-XXX-XXX-XXXX; partial input is shown as far as it goes. */
export const formatPhone = (phone: string | null | undefined): string => {
  if (!phone) return '';
  const digits = phoneDigitsWhileTyping(phone).slice(1);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 10)].filter(Boolean);
  return ['+1', ...parts].join('-');
};
