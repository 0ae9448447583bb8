import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
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
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const upload = async (photo: Blob) => {
    setError(null);
    setPreview(URL.createObjectURL(photo));
    setUploading(true);
    try {
      if (!session.getAccessToken()) throw new Error(accountMessages.notAuthenticated);
      await uploadProfileImage(photo);
      await queryClient.invalidateQueries({ queryKey: accountInfoQueryKey });
    } catch (caught) {
      setError(uploadError(caught));
    } finally {
      setUploading(false);
      setPreview(null);
    }
  };

  return {
    preview,
    uploading,
    error,
    upload,
    /** Says why a picked file cannot be used, before any crop or upload. */
    refuse: (message: string) => setError(message),
    dismissError: () => setError(null),
  };
};
