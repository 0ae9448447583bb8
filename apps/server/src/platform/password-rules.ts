import { passwordResetMessages, meetsPasswordRules } from '@rela/contracts';
import { appError } from './errors';

/** 400 VALIDATION with the catalogue's message unless the four password rules are met. */
export const requireRulesMet = (password: string) => {
  if (!meetsPasswordRules(password))
    throw appError('VALIDATION', passwordResetMessages.requirementsNotMet);
};
