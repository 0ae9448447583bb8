import { contactRoutes } from '@rela/contracts';
import { callWithStatus } from '../../../lib/api-client';

/** POST /dashboard/confirm-phone-number: the 6-digit code; 200 or 201. */
export const confirmPhone = (confirmationCode: string) =>
  callWithStatus(contactRoutes.confirmPhoneNumber, { body: { confirmationCode } });
