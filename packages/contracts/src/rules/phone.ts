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

/** A text field's value and caret. */
export type PhoneEdit = { value: string; caret: number };

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** Where the caret goes in `formatted` to stand right after its `count`-th digit (never before `+1`). */
const caretAfterDigits = (formatted: string, count: number): number => {
  if (formatted === '') return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (isDigit(formatted[index])) seen += 1;
    if (seen >= Math.max(count, 1)) return index + 1;
  }
  return formatted.length;
};

/**
 * The phone field after the browser edited it: `typed` is the raw value, `caret` where the browser
 * left the caret. The value is formatted again and the caret stays behind the same digit, so an edit
 * in the middle stays in the middle.
 */
export const reformatPhoneEdit = (typed: string, caret: number): PhoneEdit => {
  const value = formatPhone(phoneDigitsWhileTyping(typed));
  const digitsBefore = phoneDigitsWhileTyping(typed.slice(0, caret)).length;
  return { value, caret: caretAfterDigits(value, digitsBefore) };
};

/**
 * Backspace (or Delete) that would only remove a separator (`-`, `+`): the digit before (or after)
 * it goes instead. Null when the key removes a digit anyway and the browser may do it.
 */
export const deleteAcrossSeparator = (
  { value, caret }: PhoneEdit,
  key: 'Backspace' | 'Delete',
): PhoneEdit | null => {
  const backward = key === 'Backspace';
  const next = backward ? value[caret - 1] : value[caret];
  if (next === undefined || isDigit(next)) return null;
  let index = backward ? caret - 1 : caret;
  while (index >= 0 && index < value.length && !isDigit(value[index])) index += backward ? -1 : 1;
  if (index < 0 || index >= value.length) return null;
  return reformatPhoneEdit(value.slice(0, index) + value.slice(index + 1), index);
};
