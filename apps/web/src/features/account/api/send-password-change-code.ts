import { passwordChangeRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';

/** POST /dashboard/send-password-change-code: a code to the signed-in user's e-mail. */
export const sendPasswordChangeCode = () =>
  call(passwordChangeRoutes.sendPasswordChangeCode, { body: {} });
