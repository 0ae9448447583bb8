import { apiPaths, okResponseSchema, timing } from '@rela/contracts';
import { requestWithStatus } from '../../../lib/api-client';

/** POST /dashboard/update-phone-number: `+1` and 10 digits; a code goes by SMS; 201 expected. */
export const updatePhone = (phoneNumber: string, currentPassword: string) =>
  requestWithStatus({
    method: 'POST',
    path: apiPaths.updatePhoneNumber,
    body: { phoneNumber, currentPassword },
    schema: okResponseSchema,
    timeoutMs: timing.mainApiTimeoutMs,
  });
