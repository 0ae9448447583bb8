import type { FastifyInstance } from 'fastify';
import type { MediaRecord, PropertyRecord } from '../dataset/types';
import { ODataError, badRequest } from '../odata/odata-error';
import type { Store } from '../resources/store';

/** Draws one photo of a listing as an SVG document. */
export type RenderPhoto = (media: MediaRecord, property: PropertyRecord | undefined) => string;

/**
 * `GET /media/{ListingKey}/{Order}.svg`: the listing photos, public like a CDN (no token), cached
 * for a year (they never change for a key and order), sandboxed so an SVG opened on its own runs
 * nothing.
 */
export const registerMediaRoutes = (
  app: FastifyInstance,
  deps: { store: Store; renderPhoto: RenderPhoto },
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
    const svg = deps.renderPhoto(media, deps.store.property(media.ResourceRecordKey));
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(svg);
  });
};
