import {
  apiPaths,
  batchImagesQuerySchema,
  batchImagesResponseSchema,
  errorBodySchema,
  listingImagesParamsSchema,
  listingImagesQuerySchema,
  listingImagesResponseSchema,
  rawPropertiesQuerySchema,
  rawPropertiesResponseSchema,
  withProduct,
} from '@rela/contracts';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../platform/errors';
import { authenticate } from '../auth/authenticate';
import { createMlsCache } from './mls-cache';
import { createMlsClient, type MlsClient } from './mls-client';
import { mlsClientConfig } from './mls-config';
import { isMlsError } from './mls-errors';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 503: errorBodySchema };

/** Any MLS failure is our 503 UNAVAILABLE; its details go to the log only. */
const orUnavailable = async <T>(log: FastifyBaseLogger, call: Promise<T>): Promise<T> => {
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

/** The server's own MLS client unless the deps bring one (tests, the bench); closed with the app. */
const clientFor = (deps: AppDeps, onClose: (close: () => Promise<void>) => void): MlsClient => {
  if (deps.mls) return deps.mls;
  const client = createMlsClient({
    config: mlsClientConfig(deps.config),
    clock: deps.clock,
    cache: createMlsCache(deps.config, deps.clock),
  });
  onClose(client.close);
  return client;
};

/** Listing photos and raw records for the browser, behind sign-in; the MLS token stays here. */
export const mlsRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mls = clientFor(deps, (close) => app.addHook('onClose', close));
  const product = deps.config.PRODUCT_SLUG;

  app.addHook('preHandler', authenticate(deps));

  app.get(
    withProduct(apiPaths.listingImages, product),
    {
      schema: {
        tags: ['listings'],
        params: listingImagesParamsSchema,
        querystring: listingImagesQuerySchema,
        response: { 200: listingImagesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { listingKey } = request.params;
      const images = await orUnavailable(
        request.log,
        mls.getMedia([listingKey], request.query.count),
      );
      return { listingKey, imageURLs: images[listingKey] ?? [] };
    },
  );

  app.get(
    withProduct(apiPaths.listingsImages, product),
    {
      schema: {
        tags: ['listings'],
        querystring: batchImagesQuerySchema,
        response: { 200: batchImagesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { listingKeys, count } = request.query;
      return { images: await orUnavailable(request.log, mls.getMedia(listingKeys, count)) };
    },
  );

  app.get(
    withProduct(apiPaths.listingsProperties, product),
    {
      schema: {
        tags: ['listings'],
        querystring: rawPropertiesQuerySchema,
        response: { 200: rawPropertiesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      value: await orUnavailable(request.log, mls.getPropertiesByKeys(request.query.listingKeys)),
    }),
  );
};
