import {
  isSafeUsername,
  meetsPasswordRules,
  normalizeUsername,
  registrationMessages,
} from '@rela/contracts';

export type RegistrationValues = {
  firstName: string;
  lastName: string;
  username: string;
  password: string;
  confirmPassword: string;
  agreed: boolean;
};

export type RegistrationField = keyof RegistrationValues;

export const emptyRegistration: RegistrationValues = {
  firstName: '',
  lastName: '',
  username: '',
  password: '',
  confirmPassword: '',
  agreed: false,
};

const text = registrationMessages;

const checks: Record<RegistrationField, (values: RegistrationValues) => string | null> = {
  firstName: ({ firstName }) => (firstName.trim() ? null : text.firstNameRequired),
  lastName: ({ lastName }) => (lastName.trim() ? null : text.lastNameRequired),
  username: ({ username }) => {
    if (!normalizeUsername(username)) return text.usernameRequired;
    return isSafeUsername(username) ? null : text.usernameCharacters;
  },
  password: ({ password }) => {
    if (!password) return text.passwordRequired;
    return meetsPasswordRules(password) ? null : text.passwordRequirements;
  },
  confirmPassword: ({ password, confirmPassword }) =>
    confirmPassword === password ? null : text.passwordsDoNotMatch,
  agreed: ({ agreed }) => (agreed ? null : text.mustAgree),
};

/** The field messages of REQ-REG-INVITE-RULES; a field without a problem is absent. */
export const registrationErrors = (
  values: RegistrationValues,
): Partial<Record<RegistrationField, string>> => {
  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const field of Object.keys(checks) as RegistrationField[]) {
    const problem = checks[field](values);
    if (problem) errors[field] = problem;
  }
  return errors;
};

/** Submit is enabled only when every field is filled and valid and the terms are ticked. */
export const canSubmitRegistration = (values: RegistrationValues): boolean =>
  Object.keys(registrationErrors(values)).length === 0;
