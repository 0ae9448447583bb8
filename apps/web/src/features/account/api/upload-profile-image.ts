import { profileImageRoutes, profileImageField, profileImageFileName } from '@rela/contracts';
import { callWithStatus } from '../../../lib/api-client';

/** POST /{product}/upload-image-profile: multipart, field `image` (the cropped JPEG); 30 s; 200. */
export const uploadProfileImage = (image: Blob) => {
  const form = new FormData();
  const file = new File([image], profileImageFileName, { type: 'image/jpeg' });
  form.append(profileImageField, file, profileImageFileName);
  return callWithStatus(profileImageRoutes.uploadImageProfile, { body: form });
};
