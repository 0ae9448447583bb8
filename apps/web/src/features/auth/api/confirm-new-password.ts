import { useMutation } from '@tanstack/react-query';
import {
  apiPaths,
  okResponseSchema,
  timing,
  type ConfirmNewPasswordRequest,
  type OkResponse,
} from '@rela/contracts';
import { request } from '../../../lib/api-client';

/** POST /confirm-new-password: sets the new password with the e-mailed code. */
export const confirmNewPassword = (body: ConfirmNewPasswordRequest): Promise<OkResponse> =>
  request({
    method: 'POST',
    path: apiPaths.confirmNewPassword,
    body,
    schema: okResponseSchema,
    timeoutMs: timing.mainApiTimeoutMs,
  });

export const useConfirmNewPassword = () => useMutation({ mutationFn: confirmNewPassword });
