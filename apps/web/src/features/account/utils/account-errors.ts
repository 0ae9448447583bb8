import { accountMessages, resetModalMessages } from '@rela/contracts';
import { isApiError } from '../../../lib/api-error';

const text = accountMessages;

/** The server's own message when it sent one, else `fallback`. */
const serverMessageOr = (error: unknown, fallback: string): string =>
  isApiError(error) && error.fromServer && error.message.trim() ? error.message : fallback;

/** A Send Code that did not answer 201 (REQ-ACCOUNT-EMAIL, REQ-ACCOUNT-PHONE). */
export class UnexpectedStatus extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'unexpected status');
  }
}

const unexpected = (error: unknown, fallback: string) =>
  error instanceof UnexpectedStatus ? (error.serverMessage ?? fallback) : null;

export const emailUpdateError = (error: unknown): string => {
  const status = unexpected(error, text.emailUpdateInitFailed);
  if (status) return status;
  if (isApiError(error) && error.status === 409) return serverMessageOr(error, text.emailInUse);
  return serverMessageOr(error, text.emailUpdateFailed);
};

export const emailConfirmError = (): string => text.invalidCode;

export const phoneUpdateError = (error: unknown): string => {
  const status = unexpected(error, text.phoneUpdateInitFailed);
  if (status) return status;
  if (isApiError(error) && error.status === 409) return text.phoneInUse;
  return serverMessageOr(error, text.phoneUpdateFailed);
};

export const phoneConfirmError = (error: unknown): string => {
  if (isApiError(error) && error.status === 400) return text.invalidCodeCheck;
  return serverMessageOr(error, text.phoneConfirmFailed);
};

export const resendError = (error: unknown): string => serverMessageOr(error, text.resendFailed);

export const uploadError = (error: unknown): string => {
  if (isApiError(error) && error.kind === 'timeout') return text.uploadTimeout;
  if (error instanceof Error && error.message === text.notAuthenticated)
    return text.notAuthenticated;
  return text.uploadFailed;
};

/** The Reset Password modal's texts for a failed send and a failed change. */
export const sendCodeError = (error: unknown): string =>
  serverMessageOr(error, resetModalMessages.sendFailed);

export const changePasswordError = (error: unknown): string => {
  if (!isApiError(error) || error.kind !== 'http') return resetModalMessages.unexpected;
  return serverMessageOr(error, resetModalMessages.incorrectCode);
};
