import { registrationRoutes, type InviteInfoResponse } from '@rela/contracts';
import { call } from '../../../lib/api-client';

/** POST /dashboard/verify-signup-request (public): the invitation is checked again on submit. */
export const verifySignupRequest = (requestId: string): Promise<InviteInfoResponse> =>
  call(registrationRoutes.verifySignupRequest, { body: { requestId } });
