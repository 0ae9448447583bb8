import {
  registrationRoutes,
  type CompleteRegistrationRequest,
  type OkResponse,
} from '@rela/contracts';
import { call } from '../../../lib/api-client';

/** POST /dashboard/complete-registration (public): creates the account; it does not sign in. */
export const completeRegistration = (body: CompleteRegistrationRequest): Promise<OkResponse> =>
  call(registrationRoutes.completeRegistration, { body });
