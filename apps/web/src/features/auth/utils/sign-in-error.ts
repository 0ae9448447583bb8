import { signInMessages } from '@rela/contracts';
import { isApiError } from '../../../lib/api-error';

/** The sign-in texts (REQ-SIGNIN-ERRORS) for each way a sign-in fails. */
export const signInErrorMessage = (error: unknown): string => {
  if (!isApiError(error)) return signInMessages.failed;
  if (error.kind === 'timeout') return signInMessages.timeout;
  if (error.status === 401) return signInMessages.badCredentials;
  if (error.kind === 'http' && error.fromServer) return error.message;
  return signInMessages.failed;
};
