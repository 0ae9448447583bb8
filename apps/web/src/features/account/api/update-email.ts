import { apiPaths, okResponseSchema, timing } from '@rela/contracts';
import { requestWithStatus } from '../../../lib/api-client';

/** POST /dashboard/update-email: a code to the new address; 201 expected (REQ-ACCOUNT-EMAIL). */
export const updateEmail = (userEmail: string, currentPassword: string) =>
  requestWithStatus({
    method: 'POST',
    path: apiPaths.updateEmail,
    body: { userEmail, currentPassword },
    schema: okResponseSchema,
    timeoutMs: timing.mainApiTimeoutMs,
  });
