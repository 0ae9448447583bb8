import { randomUUID } from 'node:crypto';
import {
  accountMessages,
  API_PREFIX,
  apiPaths,
  type ImageProfileResponse,
  withPathParams,
} from '@rela/contracts';
import { appError } from '../../platform/errors';
import { ImageRefused, processProfileImage } from '../../platform/images/profile-image';
import type { FileStorage, StoredFile } from '../../platform/storage/file-storage';
import type { AccountDeps } from './account-deps';
import { enforceUploadLimit } from './account-limits';
import { findAccountById, replaceProfileImage } from './account.queries';

const FOLDER = 'profile-images';
/** Server-made names only: a random UUID and `.jpg`. */
const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/;

const keyOf = (fileName: string) => `${FOLDER}/${fileName}`;

/** `/api/{product}/profile-images/{name}`: the same-origin URL the photo is served at. */
export const profileImageUrl = (product: string, fileName: string) =>
  `${API_PREFIX}${withPathParams(apiPaths.profileImage, { product, fileName })}`;

/** The file name behind one of our photo URLs; null for anything else (a seeded outside URL). */
const fileNameOf = (url: string | null) => {
  const name = url?.split('/').at(-1) ?? '';
  return FILE_NAME.test(name) ? name : null;
};

const refusalError = (error: ImageRefused) => {
  if (error.reason === 'too-large') return appError('PAYLOAD_TOO_LARGE');
  if (error.reason === 'too-many-pixels') {
    return appError('VALIDATION', accountMessages.imageTooManyPixels);
  }
  return appError('VALIDATION', accountMessages.imageUnsupported);
};

/**
 * POST /{product}/upload-image-profile: the upload pipeline (REQ-SEC-IMAGES), stored as a JPEG under
 * a new server-made name; the user's photo URL then points at it and the previous file goes.
 */
export const uploadProfileImage = async (
  deps: AccountDeps,
  userId: string,
  upload: Buffer,
): Promise<string> => {
  await enforceUploadLimit(deps.limits, userId);
  let jpeg: Buffer;
  try {
    ({ jpeg } = await processProfileImage(upload));
  } catch (error) {
    if (error instanceof ImageRefused) throw refusalError(error);
    throw error;
  }
  const fileName = `${randomUUID()}.jpg`;
  const url = profileImageUrl(deps.config.PRODUCT_SLUG, fileName);
  await deps.storage.put(keyOf(fileName), jpeg, 'image/jpeg');
  let replaced: Awaited<ReturnType<typeof replaceProfileImage>>;
  try {
    replaced = await replaceProfileImage(
      deps.db,
      { userId, url, now: deps.clock.now() },
      deps.invalidations,
    );
  } catch (error) {
    await deps.storage.remove(keyOf(fileName));
    throw error;
  }
  if (!replaced.found) {
    await deps.storage.remove(keyOf(fileName));
    throw appError('UNAUTHORIZED');
  }
  const previous = fileNameOf(replaced.previous);
  if (previous && previous !== fileName) await deps.storage.remove(keyOf(previous));
  return url;
};

/** GET /{product}/get-image-profile: the photo URL both ways the client reads it. */
export const getProfileImage = async (
  deps: Pick<AccountDeps, 'db'>,
  userId: string,
): Promise<ImageProfileResponse> => {
  const user = await findAccountById(deps.db, userId);
  if (!user) throw appError('UNAUTHORIZED');
  const url = user.profileImage;
  return {
    status: 200,
    imageURL: url,
    profileImagesData: url ? [{ imageUrl: url }] : [],
  };
};

/** A stored photo by its server-made name; anything else, or a name not stored, is a 404. */
export const readProfileImage = async (
  storage: FileStorage,
  fileName: string,
): Promise<StoredFile> => {
  const file = FILE_NAME.test(fileName) ? await storage.get(keyOf(fileName)) : null;
  if (!file) throw appError('NOT_FOUND');
  return file;
};
