import {
  apiPaths,
  buyerHomeParamsSchema,
  buyerListingKeysParamsSchema,
  buyerListingKeysResponseSchema,
  errorBodySchema,
  likeResponseSchema,
  myListingKeysResponseSchema,
  removeListingKeyResponseSchema,
  undoRemovalParamsSchema,
  undoRemovalResponseSchema,
  withProduct,
} from '@rela/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { readCacheOf } from '../../platform/cache/cached-reads';
import type { Actor } from '../../platform/policy/policy';
import { authenticate, requireAuth } from '../auth/authenticate';
import {
  buyerListingKeys,
  myListingKeys,
  removeHome,
  setLiked,
  undoHomeRemoval,
  type BuyerHomesDeps,
} from './buyer-homes.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

const actorOf = (request: FastifyRequest): Actor => {
  const { userId, role } = requireAuth(request);
  return { id: userId, role };
};

/** A buyer's homes: their listing keys, likes and removals, behind sign-in (REQ-HOMES-KEYS, REQ-HOMES-LIKE, REQ-HOMES-REMOVE). */
export const buyerHomesRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (
  fastify,
  { deps },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const homes: BuyerHomesDeps = {
    db: deps.database.db,
    clock: deps.clock,
    homes: readCacheOf(deps, 'buyerHomes'),
  };
  const path = (template: string) => withProduct(template, deps.config.PRODUCT_SLUG);
  const tags = ['buyer-homes'];

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('preHandler', authenticate(deps));

  app.get(
    path(apiPaths.myListingKeys),
    { schema: { tags, response: { 200: myListingKeysResponseSchema, ...errors } } },
    (request) => myListingKeys(homes, actorOf(request)),
  );

  app.get(
    path(apiPaths.buyerListingKeys),
    {
      schema: {
        tags,
        params: buyerListingKeysParamsSchema,
        response: { 200: buyerListingKeysResponseSchema, ...errors },
      },
    },
    (request) => buyerListingKeys(homes, actorOf(request), request.params.username),
  );

  app.delete(
    path(apiPaths.myListingKey),
    {
      schema: {
        tags,
        params: buyerHomeParamsSchema,
        response: { 200: removeListingKeyResponseSchema, ...errors },
      },
    },
    (request) => removeHome(homes, actorOf(request), request.params.listingKey),
  );

  app.post(
    path(apiPaths.undoRemoval),
    {
      schema: {
        tags,
        params: undoRemovalParamsSchema,
        response: { 200: undoRemovalResponseSchema, ...errors },
      },
    },
    (request) => undoHomeRemoval(homes, actorOf(request), request.params.undoToken),
  );

  for (const [template, liked] of [
    [apiPaths.likeProperty, true],
    [apiPaths.unlikeProperty, false],
  ] as const) {
    app.post(
      path(template),
      {
        schema: {
          tags,
          params: buyerHomeParamsSchema,
          response: { 200: likeResponseSchema, ...errors },
        },
      },
      (request) =>
        setLiked(homes, actorOf(request), { listingKey: request.params.listingKey, liked }),
    );
  }
};
