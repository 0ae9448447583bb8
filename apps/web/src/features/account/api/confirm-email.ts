import { contactRoutes } from '@rela/contracts';
import { callWithStatus } from '../../../lib/api-client';

/** POST /dashboard/confirm-email: the 6-digit code; 200 or 201. */
export const confirmEmail = (confirmationCode: string) =>
  callWithStatus(contactRoutes.confirmEmail, { body: { confirmationCode } });
