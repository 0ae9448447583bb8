import { useMutation } from '@tanstack/react-query';
import {
  apiPaths,
  okResponseSchema,
  timing,
  type ForgotUsernameRequest,
  type OkResponse,
} from '@rela/contracts';
import { request } from '../../../lib/api-client';

/** POST /forgot-username: 202 whatever the address; the reminder goes only to an address on file. */
export const requestUsernameReminder = (body: ForgotUsernameRequest): Promise<OkResponse> =>
  request({
    method: 'POST',
    path: apiPaths.forgotUsername,
    body,
    schema: okResponseSchema,
    timeoutMs: timing.mainApiTimeoutMs,
  });

export const useRequestUsernameReminder = () =>
  useMutation({ mutationFn: requestUsernameReminder });
