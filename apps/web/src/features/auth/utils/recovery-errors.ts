import {
  passwordResetMessages,
  forgotUsernameMessages,
  registrationMessages,
} from '@rela/contracts';
import { isApiError } from '../../../lib/api-error';

const text = passwordResetMessages;

/** The server's own statusMessage or message, when the failure was an answer that carried one. */
const serverMessage = (error: unknown): string | null =>
  isApiError(error) && error.kind === 'http' && error.fromServer ? error.message : null;

const hasStatus = (error: unknown, status: number) => isApiError(error) && error.status === status;

/** Step 0 (REQ-RESET-ERRORS): the server's text, else the generic send failure. */
export const sendCodeErrorMessage = (error: unknown): string =>
  serverMessage(error) ?? text.sendFailed;

/** Resend: a 429 (still cooling down) says so in the server's words; anything else is generic. */
export const resendCodeErrorMessage = (error: unknown): string =>
  (hasStatus(error, 429) ? serverMessage(error) : null) ?? text.resendFailed;

/** Reset: a 400 is a wrong, expired or used code; a 429 is the server's limit; else generic. */
export const confirmResetErrorMessage = (error: unknown): string => {
  if (hasStatus(error, 400)) return text.incorrectCode;
  if (hasStatus(error, 429)) return serverMessage(error) ?? text.resetFailed;
  return text.resetFailed;
};

/** First-time registration: a 400 names what is wrong (e.g. same as the temporary password). */
export const completeRegistrationErrorMessage = (error: unknown): string =>
  (hasStatus(error, 400) || hasStatus(error, 429) ? serverMessage(error) : null) ??
  registrationMessages.completeFailed;

export type ForgotUsernameAnswer = { tone: 'success' | 'error'; text: string };

/** Forgot Username: an HTTP failure could not be processed; no answer at all is an error. */
export const forgotUsernameFailure = (error: unknown): ForgotUsernameAnswer => ({
  tone: 'error',
  text:
    isApiError(error) && (error.kind === 'http' || error.kind === 'invalid-response')
      ? forgotUsernameMessages.couldNotProcess
      : forgotUsernameMessages.error,
});
