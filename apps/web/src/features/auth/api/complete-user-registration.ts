import { useMutation } from '@tanstack/react-query';
import {
  apiPaths,
  okResponseSchema,
  timing,
  type CompleteUserRegistrationRequest,
  type OkResponse,
} from '@rela/contracts';
import { request } from '../../../lib/api-client';

/** The browser completes with the challenge of the 206 sign-in, never the temporary password. */
export type CompleteUserRegistrationBody = Omit<CompleteUserRegistrationRequest, 'tempPassword'> & {
  challenge: string;
};

/** POST /complete-user-registration: replaces the temporary password. It does not sign in. */
export const completeUserRegistration = (body: CompleteUserRegistrationBody): Promise<OkResponse> =>
  request({
    method: 'POST',
    path: apiPaths.completeUserRegistration,
    body,
    schema: okResponseSchema,
    timeoutMs: timing.mainApiTimeoutMs,
  });

export const useCompleteUserRegistration = () =>
  useMutation({ mutationFn: completeUserRegistration });
