import multipart from '@fastify/multipart';
import {
  accountMessages,
  apiPaths,
  imageProfileResponseSchema,
  limits,
  profileImageField,
  errorBodySchema,
  uploadImageProfileResponseSchema,
  withProduct,
} from '@rela/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { appError, isAppError } from '../../platform/errors';
import { requireAuth } from '../auth/authenticate';
import { getProfileImage, readProfileImage, uploadProfileImage } from './profile-image.service';
import { accountDepsOf, signedInScope } from './signed-in-scope';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  413: errorBodySchema,
  429: errorBodySchema,
};

/** GET /{product}/get-image-profile and POST /{product}/upload-image-profile (multipart `image`). */
export const profileImageRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (
  fastify,
  { deps },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  signedInScope(app, deps);
  // One file of at most 10 MB; a bigger one is a 413 (REQ-SEC-IMAGES). Only in this scope.
  await app.register(multipart, {
    limits: { fileSize: limits.profileImageMaxBytes, files: 1, fields: 4, parts: 5 },
  });
  const product = deps.config.PRODUCT_SLUG;
  const tags = ['account'];

  app.get(
    withProduct(apiPaths.getImageProfile, product),
    { schema: { tags, response: { 200: imageProfileResponseSchema, 401: errorBodySchema } } },
    (request) => getProfileImage({ db: deps.database.db }, requireAuth(request).userId),
  );

  app.post(
    withProduct(apiPaths.uploadImageProfile, product),
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: uploadImageProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      if (!request.isMultipart()) throw appError('VALIDATION', accountMessages.imageMissing);
      const upload = await readUpload(request);
      const imageURL = await uploadProfileImage(accountDepsOf(deps), userId, upload);
      return { status: 200, message: accountMessages.imageUploaded, imageURL };
    },
  );
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

const fileParams = z.object({ fileName: z.string().max(64) });

/**
 * GET /{product}/profile-images/{name}: a photo by its unguessable server-made name, without
 * sign-in (an `<img>` sends no bearer token), always as `image/jpeg` with `nosniff`.
 */
export const profileImageFileRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (
  fastify,
  { deps },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    withProduct(apiPaths.profileImage, deps.config.PRODUCT_SLUG),
    { schema: { tags: ['account'], params: fileParams } },
    async (request, reply) => {
      const file = await readProfileImage(deps.storage, request.params.fileName);
      return reply
        .type('image/jpeg')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline; filename="profile-image.jpg"')
        .header('cache-control', 'private, max-age=86400, immutable')
        .send(file.body);
    },
  );
};
