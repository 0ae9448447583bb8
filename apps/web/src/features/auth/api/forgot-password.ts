import { useMutation } from '@tanstack/react-query';
import {
  apiPaths,
  okResponseSchema,
  timing,
  type ForgotPasswordRequest,
  type OkResponse,
} from '@rela/contracts';
import { request } from '../../../lib/api-client';

/** POST /forgot-password: e-mails a reset code; sent again, it is the resend (429 inside the cooldown). */
export const requestPasswordResetCode = (body: ForgotPasswordRequest): Promise<OkResponse> =>
  request({
    method: 'POST',
    path: apiPaths.forgotPassword,
    body,
    schema: okResponseSchema,
    timeoutMs: timing.mainApiTimeoutMs,
  });

export const useRequestPasswordResetCode = () =>
  useMutation({ mutationFn: requestPasswordResetCode });
