import { passwordResetMessages, meetsPasswordRules } from '@rela/contracts';
import type { NewPasswordValues } from '../../../components/new-password-fields';

export type { NewPasswordValues };

const text = passwordResetMessages;

export type NewPasswordCheck =
  | { mode: 'reset'; username: string; code: string }
  | { mode: 'registration'; username: string; agreed: boolean };

/** Step 1's checks in the order of REQ-RESET-ERRORS. Null when the form may be sent. */
export const newPasswordError = (
  values: NewPasswordValues,
  check: NewPasswordCheck,
): string | null => {
  if (!check.username) {
    return check.mode === 'reset' ? text.usernameRequiredToReset : text.usernameRequiredToComplete;
  }
  if (!values.newPassword || !values.confirmPassword) return text.allFieldsRequired;
  if (check.mode === 'reset' && !check.code) return text.codeRequired;
  if (values.newPassword !== values.confirmPassword) return text.passwordsDoNotMatch;
  if (!meetsPasswordRules(values.newPassword)) return text.requirementsNotMet;
  if (check.mode === 'registration' && !check.agreed) return text.agreeToTerms;
  return null;
};
