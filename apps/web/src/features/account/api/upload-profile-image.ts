import {
  apiPaths,
  profileImageField,
  profileImageFileName,
  timing,
  uploadImageProfileResponseSchema,
} from '@rela/contracts';
import { requestWithStatus } from '../../../lib/api-client';
import { productPath } from '../../../lib/product';

/** POST /{product}/upload-image-profile: multipart, field `image` (the cropped JPEG); 30 s; 200. */
export const uploadProfileImage = (image: Blob) => {
  const form = new FormData();
  const file = new File([image], profileImageFileName, { type: 'image/jpeg' });
  form.append(profileImageField, file, profileImageFileName);
  return requestWithStatus({
    method: 'POST',
    path: productPath(apiPaths.uploadImageProfile),
    body: form,
    schema: uploadImageProfileResponseSchema,
    timeoutMs: timing.imageUploadTimeoutMs,
  });
};
