import { useMutation } from '@tanstack/react-query';
import { recoveryRoutes, type ForgotUsernameRequest, type OkResponse } from '@rela/contracts';
import { call } from '../../../lib/api-client';

/** POST /forgot-username: 202 whatever the address; the reminder goes only to an address on file. */
export const requestUsernameReminder = (body: ForgotUsernameRequest): Promise<OkResponse> =>
  call(recoveryRoutes.forgotUsername, { body });

export const useRequestUsernameReminder = () =>
  useMutation({ mutationFn: requestUsernameReminder });
