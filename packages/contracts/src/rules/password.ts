import { limits } from '../constants';

export const passwordSpecialCharacters = '!@#$%^&*(),.?":{}|<>';
const special = /[!@#$%^&*(),.?":{}|<>]/;

export type PasswordRule = {
  id: 'lowercase' | 'uppercase' | 'digitAndSpecial' | 'length';
  label: string;
  test: (password: string) => boolean;
};

/** The four password rules (REQ-PASSWORD-RULES), shown as four checklist items. */
export const passwordRules: readonly PasswordRule[] = [
  { id: 'lowercase', label: 'One lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'uppercase', label: 'One uppercase letter', test: (p) => /[A-Z]/.test(p) },
  {
    id: 'digitAndSpecial',
    label: `One number and one special character (${passwordSpecialCharacters})`,
    test: (p) => /\d/.test(p) && special.test(p),
  },
  {
    id: 'length',
    label: `At least ${limits.passwordMinLength} characters`,
    test: (p) => p.length >= limits.passwordMinLength,
  },
];

export const checkPassword = (password: string) =>
  passwordRules.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(password) }));

export const meetsPasswordRules = (password: string) =>
  passwordRules.every((rule) => rule.test(password));
