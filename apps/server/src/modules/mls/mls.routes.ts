import { listingRoutes as calls } from '@rela/contracts';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../platform/errors';
import { mountApi } from '../auth/mount-api';
import { mlsClientFor } from './mls-client-for';
import { isMlsError } from './mls-errors';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Any MLS failure is our 503 UNAVAILABLE; its details go to the log only. */
export const orUnavailable = async <T>(log: FastifyBaseLogger, call: Promise<T>): Promise<T> => {
  try {
    return await call;
  } catch (error) {
    if (!isMlsError(error)) throw error;
    log.warn(
      { mlsError: error.kind, details: error.details, reason: error.message },
      'MLS call failed',
    );
    throw appError('UNAVAILABLE');
  }
};

/**
 * Listing photos and raw records for the browser, behind sign-in, read from the replica (ADR 021);
 * the MLS is asked only for what the replica lacks, and its token stays here.
 */
export const mlsRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const mount = mountApi(app, deps);
  const mls = mlsClientFor(deps, (close) => app.addHook('onClose', close));

  mount(calls.listingImages, async ({ params: { listingKey }, query, request }) => {
    const images = await orUnavailable(request.log, mls.readPhotos([listingKey], query.count));
    return { listingKey, imageURLs: images[listingKey] ?? [] };
  });

  // A dashboard's two batch reads answer JSON written here, not checked against the response
  // schema: both are built by the reader (its records normalised by `toRawProperty`), and the
  // check and serialisation of 50 records were most of their cost (docs/performance.md).
  mount(calls.listingsImages, async ({ query: { listingKeys, count }, request, reply }) => {
    const images = await orUnavailable(request.log, mls.readPhotos(listingKeys, count));
    return reply.type(JSON_TYPE).send(JSON.stringify({ images }));
  });

  mount(calls.listingsProperties, async ({ query, request, reply }) =>
    reply
      .type(JSON_TYPE)
      .send(await orUnavailable(request.log, mls.readPropertiesJson(query.listingKeys))),
  );
};
