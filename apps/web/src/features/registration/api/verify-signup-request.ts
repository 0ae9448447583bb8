import {
  apiPaths,
  inviteInfoResponseSchema,
  timing,
  type InviteInfoResponse,
} from '@rela/contracts';
import { request } from '../../../lib/api-client';

/** POST /dashboard/verify-signup-request (public): the invitation is checked again on submit. */
export const verifySignupRequest = (requestId: string): Promise<InviteInfoResponse> =>
  request({
    method: 'POST',
    path: apiPaths.verifySignupRequest,
    body: { requestId },
    schema: inviteInfoResponseSchema,
    timeoutMs: timing.mainApiTimeoutMs,
  });
