import { messages } from '@rela/contracts';
import { isApiError } from '../../../lib/api-error';

/** The sign-in texts (REQ-SIGNIN-ERRORS) for each way a sign-in fails. */
export const signInErrorMessage = (error: unknown): string => {
  if (!isApiError(error)) return messages.signIn.failed;
  if (error.kind === 'timeout') return messages.signIn.timeout;
  if (error.status === 401) return messages.signIn.badCredentials;
  if (error.kind === 'http' && error.fromServer) return error.message;
  return messages.signIn.failed;
};
