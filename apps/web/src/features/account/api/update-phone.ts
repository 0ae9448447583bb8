import { contactRoutes } from '@rela/contracts';
import { callWithStatus } from '../../../lib/api-client';

/** POST /dashboard/update-phone-number: `+1` and 10 digits; a code goes by SMS; 201 expected. */
export const updatePhone = (phoneNumber: string, currentPassword: string) =>
  callWithStatus(contactRoutes.updatePhoneNumber, { body: { phoneNumber, currentPassword } });
