import { apiPaths, okResponseSchema, timing, type ChangePasswordRequest } from '@rela/contracts';
import { request } from '../../../lib/api-client';

/** POST /dashboard/change-password: the e-mailed code and the new password. */
export const changePassword = (body: ChangePasswordRequest) =>
  request({
    method: 'POST',
    path: apiPaths.changePassword,
    body,
    schema: okResponseSchema,
    timeoutMs: timing.mainApiTimeoutMs,
  });
