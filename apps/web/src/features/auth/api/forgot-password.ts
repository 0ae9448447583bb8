import { useMutation } from '@tanstack/react-query';
import { recoveryRoutes, type ForgotPasswordRequest, type OkResponse } from '@rela/contracts';
import { call } from '../../../lib/api-client';

/** POST /forgot-password: e-mails a reset code; sent again, it is the resend (429 inside the cooldown). */
export const requestPasswordResetCode = (body: ForgotPasswordRequest): Promise<OkResponse> =>
  call(recoveryRoutes.forgotPassword, { body });

export const useRequestPasswordResetCode = () =>
  useMutation({ mutationFn: requestPasswordResetCode });
