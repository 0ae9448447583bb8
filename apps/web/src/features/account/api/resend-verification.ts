import { contactRoutes, type VerificationType } from '@rela/contracts';
import { callWithStatus } from '../../../lib/api-client';

/** POST /resend-verification: a new code for the pending change; 200 or 201 (429 in the cooldown). */
export const resendVerification = (type: VerificationType) =>
  callWithStatus(contactRoutes.resendVerification, { body: { verification_type: type } });
