import type { FastifyInstance } from 'fastify';
import { ODataError, badRequest } from '../odata/odata-error';
import type { PhotoFiles } from '../photos/photo-files';
import type { Store } from '../resources/store';

/**
 * `GET /media/{ListingKey}/{Order}.jpg` (`/media/{ListingKey}/{Order}-{take}.jpg` once a listing's
 * photos were retaken): the listing photos as JPEG, public like a CDN (no token), cached for a year
 * (a URL always names the same bytes: a retaken photo gets a new one), with an ETag and
 * Last-Modified a client may revalidate with. Any other path, the `.svg` of old among them, is a 404.
 */
export const registerMediaRoutes = (
  app: FastifyInstance,
  deps: { store: Store; photos: PhotoFiles },
) => {
  app.get('/media/*', async (request, reply) => {
    const raw = request.url.split('?')[0] ?? '';
    let path: string;
    try {
      path = decodeURIComponent(raw);
    } catch {
      throw badRequest('The path is not valid percent-encoding');
    }
    const media = deps.store.mediaAt(path);
    if (!media) throw new ODataError(404, 'NotFound', `No image at ${raw}`);
    const photo = deps.photos.open(media, deps.store.property(media.ResourceRecordKey));
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('ETag', photo.etag)
      .header('Last-Modified', new Date(media.ModificationTimestamp).toUTCString());
    const known = request.headers['if-none-match']?.split(',') ?? [];
    if (known.some((tag) => tag.trim().replace(/^W\//, '') === photo.etag)) {
      return reply.code(304).send();
    }
    return reply.type('image/jpeg').send(await photo.bytes());
  });
};
