import { listingRoutes as calls, photoContentTypes, type PhotoFormat } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { appError } from '../../../platform/errors';
import { mountApi, type ApiAccess } from '../../../platform/http/mount-api';
import type { FileStorage } from '../../../platform/storage/file-storage';

/** A file's name never changes its bytes (its folder is its content's hash): kept a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `GET /api/{product}/photos/{hash}/{size}.{format}` (REQ-PHOTO-SERVE, ADR 046): one file of a
 * listing photo Rela keeps, from the file store. Public (an `<img>` sends no bearer token; the
 * hash is unguessable); the params are checked by the route's schema (400), an unknown file is a
 * 404; never the MLS's bytes, never a redirect to it.
 */
export const photosRoutes: FastifyPluginAsync<{
  deps: { api: ApiAccess; storage: FileStorage };
}> = async (app, { deps }) => {
  const mount = mountApi(app, deps.api);
  mount(calls.listingPhotoFile, async ({ params: { hash, file }, reply }) => {
    const stored = await deps.storage.get(`listing-photos/${hash}/${file}`);
    if (!stored) throw appError('NOT_FOUND');
    const format = file.slice(file.indexOf('.') + 1) as PhotoFormat;
    return reply
      .type(photoContentTypes[format])
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', IMMUTABLE)
      .send(stored.body);
  });
};
