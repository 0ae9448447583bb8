import { apiPaths, okResponseSchema, timing } from '@rela/contracts';
import { requestWithStatus } from '../../../lib/api-client';

/** POST /dashboard/confirm-email: the 6-digit code; 200 or 201. */
export const confirmEmail = (confirmationCode: string) =>
  requestWithStatus({
    method: 'POST',
    path: apiPaths.confirmEmail,
    body: { confirmationCode },
    schema: okResponseSchema,
    timeoutMs: timing.mainApiTimeoutMs,
  });
