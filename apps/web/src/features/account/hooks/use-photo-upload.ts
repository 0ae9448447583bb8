import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountMessages } from '@rela/contracts';
import { accountInfoQueryKey } from '../../../lib/account-info';
import { useSessionActions } from '../../../lib/session-context';
import { uploadProfileImage } from '../api/upload-profile-image';
import { uploadError } from '../utils/account-errors';

/**
 * Apply shows the cropped photo at once with an Uploading spinner, then uploads it; on 200 the
 * account info (page and header) is refreshed, on failure the alert text shows and the previous
 * photo returns.
 */
export const usePhotoUpload = () => {
  const session = useSessionActions();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<string | null>(null);
  /** Why a picked file cannot be used, said before any crop or upload. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: async (photo: Blob) => {
      if (!session.getAccessToken()) throw new Error(accountMessages.notAuthenticated);
      await uploadProfileImage(photo);
      await queryClient.invalidateQueries({ queryKey: accountInfoQueryKey });
    },
    onMutate: (photo) => {
      setRefusal(null);
      setPreview(URL.createObjectURL(photo));
    },
    onSettled: () => setPreview(null),
  });

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return {
    preview,
    uploading: upload.isPending,
    error: refusal ?? (upload.isError ? uploadError(upload.error) : null),
    upload: (photo: Blob) => upload.mutate(photo),
    refuse: (message: string) => {
      upload.reset();
      setRefusal(message);
    },
    dismissError: () => {
      upload.reset();
      setRefusal(null);
    },
  };
};
