import { listingRoutes as calls } from '@rela/contracts';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../platform/errors';
import { mountApi } from '../auth/mount-api';
import { sendAnswer } from './encoded-answer';
import { mlsClientFor } from './mls-client-for';
import { isMlsError } from './mls-errors';

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

  // A dashboard's two batch reads answer the reader's JSON bytes (compressed once where the client
  // accepts it), not checked against the response schema: both are built by the reader (its records
  // normalised by `toRawProperty`) and kept while their rows are unchanged; checking, serialising
  // and compressing 50 records were most of their cost (docs/performance.md, ADR 036).
  mount(calls.listingsImages, async ({ query: { listingKeys, count }, request, reply }) =>
    sendAnswer(
      request,
      reply,
      await orUnavailable(request.log, mls.readPhotosBody(listingKeys, count)),
    ),
  );

  mount(calls.listingsProperties, async ({ query, request, reply }) =>
    sendAnswer(
      request,
      reply,
      await orUnavailable(request.log, mls.readPropertiesBody(query.listingKeys)),
    ),
  );
};
