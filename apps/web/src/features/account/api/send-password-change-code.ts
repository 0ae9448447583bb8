import { apiPaths, okResponseSchema, timing } from '@rela/contracts';
import { request } from '../../../lib/api-client';

/** POST /dashboard/send-password-change-code: a code to the signed-in user's e-mail. */
export const sendPasswordChangeCode = () =>
  request({
    method: 'POST',
    path: apiPaths.sendPasswordChangeCode,
    body: {},
    schema: okResponseSchema,
    timeoutMs: timing.mainApiTimeoutMs,
  });
