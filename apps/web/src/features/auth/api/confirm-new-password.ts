import { useMutation } from '@tanstack/react-query';
import { recoveryRoutes, type ConfirmNewPasswordRequest, type OkResponse } from '@rela/contracts';
import { call } from '../../../lib/api-client';

/** POST /confirm-new-password: sets the new password with the e-mailed code. */
export const confirmNewPassword = (body: ConfirmNewPasswordRequest): Promise<OkResponse> =>
  call(recoveryRoutes.confirmNewPassword, { body });

export const useConfirmNewPassword = () => useMutation({ mutationFn: confirmNewPassword });
