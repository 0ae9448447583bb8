import { apiPaths, okResponseSchema, timing } from '@rela/contracts';
import { requestWithStatus } from '../../../lib/api-client';

/** POST /dashboard/confirm-phone-number: the 6-digit code; 200 or 201. */
export const confirmPhone = (confirmationCode: string) =>
  requestWithStatus({
    method: 'POST',
    path: apiPaths.confirmPhoneNumber,
    body: { confirmationCode },
    schema: okResponseSchema,
    timeoutMs: timing.mainApiTimeoutMs,
  });
