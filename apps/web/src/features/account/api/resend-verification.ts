import { apiPaths, okResponseSchema, timing, type VerificationType } from '@rela/contracts';
import { requestWithStatus } from '../../../lib/api-client';

/** POST /resend-verification: a new code for the pending change; 200 or 201 (429 in the cooldown). */
export const resendVerification = (type: VerificationType) =>
  requestWithStatus({
    method: 'POST',
    path: apiPaths.resendVerification,
    body: { verification_type: type },
    schema: okResponseSchema,
    timeoutMs: timing.mainApiTimeoutMs,
  });
