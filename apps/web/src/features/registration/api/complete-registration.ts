import {
  apiPaths,
  okResponseSchema,
  timing,
  type CompleteRegistrationRequest,
  type OkResponse,
} from '@rela/contracts';
import { request } from '../../../lib/api-client';

/** POST /dashboard/complete-registration (public): creates the account; it does not sign in. */
export const completeRegistration = (body: CompleteRegistrationRequest): Promise<OkResponse> =>
  request({
    method: 'POST',
    path: apiPaths.completeRegistration,
    body,
    schema: okResponseSchema,
    timeoutMs: timing.mainApiTimeoutMs,
  });
