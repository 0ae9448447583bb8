import { passwordChangeRoutes, type ChangePasswordRequest } from '@rela/contracts';
import { call } from '../../../lib/api-client';

/** POST /dashboard/change-password: the e-mailed code and the new password. */
export const changePassword = (body: ChangePasswordRequest) =>
  call(passwordChangeRoutes.changePassword, { body });
