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
import { mlsClientFor } from './mls-client-for';
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

/** Listing photos and raw records for the browser, behind sign-in; the MLS token stays here. */
export const mlsRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mls = mlsClientFor(deps, (close) => app.addHook('onClose', close));
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
