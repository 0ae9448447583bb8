import { contactRoutes } from '@rela/contracts';
import { callWithStatus } from '../../../lib/api-client';

/** POST /dashboard/update-email: a code to the new address; 201 expected (REQ-ACCOUNT-EMAIL). */
export const updateEmail = (userEmail: string, currentPassword: string) =>
  callWithStatus(contactRoutes.updateEmail, { body: { userEmail, currentPassword } });
