import multipart from '@fastify/multipart';
import {
  accountMessages,
  limits,
  profileImageField,
  profileImageRoutes as calls,
} from '@rela/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { appError, isAppError } from '../../platform/errors';
import { mountApi } from '../../platform/http/mount-api';
import { getProfileImage, readProfileImage, uploadProfileImage } from './profile-image.service';
import { accountDepsOf, type AccountRoutesDeps } from './signed-in-scope';

/**
 * GET /{product}/get-image-profile and POST /{product}/upload-image-profile (multipart `image`),
 * and GET /{product}/profile-images/{name}: a photo by its unguessable server-made name, without
 * sign-in (an `<img>` sends no bearer token), always as `image/jpeg` with `nosniff`.
 */
export const profileImageRoutes: FastifyPluginAsync<{ deps: AccountRoutesDeps }> = async (
  app,
  { deps },
) => {
  // One file of at most 10 MB; a bigger one is a 413 (REQ-SEC-IMAGES). Only in this scope.
  await app.register(multipart, {
    limits: { fileSize: limits.profileImageMaxBytes, files: 1, fields: 4, parts: 5 },
  });
  const mount = mountApi(app, deps.api);

  mount(calls.getImageProfile, ({ auth }) =>
    getProfileImage({ db: deps.database.db }, auth.userId),
  );

  mount(calls.uploadImageProfile, async ({ auth, request }) => {
    if (!request.isMultipart()) throw appError('VALIDATION', accountMessages.imageMissing);
    const upload = await readUpload(request);
    const imageURL = await uploadProfileImage(accountDepsOf(deps), auth.userId, upload);
    return { status: 200, message: accountMessages.imageUploaded, imageURL };
  });

  mount(calls.profileImage, async ({ params, reply }) => {
    const file = await readProfileImage(deps.storage, params.fileName);
    return reply
      .type('image/jpeg')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline; filename="profile-image.jpg"')
      .header('cache-control', 'private, max-age=86400, immutable')
      .send(file.body);
  });
};

/** A 4xx the multipart plugin chose (413 past the size or part limits) stands; it knows best. */
const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * The bytes of the `image` part. Past the size limit this throws a 413; the file's name and declared
 * type are not read. A body that is not well-formed multipart is the client's mistake: 400, never
 * the parser's own error as a 500.
 */
const readUpload = async (request: FastifyRequest): Promise<Buffer> => {
  try {
    const file = await request.file();
    if (file && file.fieldname === profileImageField) return await file.toBuffer();
  } catch (error) {
    if (isAppError(error) || isClientError(error)) throw error;
  }
  throw appError('VALIDATION', accountMessages.imageMissing);
};
