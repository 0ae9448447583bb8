import { useMutation } from '@tanstack/react-query';
import {
  recoveryRoutes,
  type CompleteUserRegistrationRequest,
  type OkResponse,
} from '@rela/contracts';
import { call } from '../../../lib/api-client';

/** The browser completes with the challenge of the 206 sign-in, never the temporary password. */
export type CompleteUserRegistrationBody = Omit<CompleteUserRegistrationRequest, 'tempPassword'> & {
  challenge: string;
};

/** POST /complete-user-registration: replaces the temporary password. It does not sign in. */
export const completeUserRegistration = (body: CompleteUserRegistrationBody): Promise<OkResponse> =>
  call(recoveryRoutes.completeUserRegistration, { body });

export const useCompleteUserRegistration = () =>
  useMutation({ mutationFn: completeUserRegistration });
