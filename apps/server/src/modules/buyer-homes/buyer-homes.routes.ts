import { buyerHomeRoutes as calls } from '@rela/contracts';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { readCacheOf } from '../../platform/cache/cached-reads';
import type { Emit } from '../../platform/events';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import { householdReader } from '../../platform/policy/households.queries';
import { orUnavailable } from '../mls';
import { mlsClientFor, withheldReader, type ListingReaderForDeps } from '../replica';
import {
  buyerListingKeys,
  myListingKeys,
  removeHome,
  setLiked,
  undoHomeRemoval,
  type BuyerHomesDeps,
} from './buyer-homes.service';
import { addMyListingKey, sendListingKeys, type HomeAdditionsDeps } from './home-additions';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * What the buyer's homes' calls take: the MLS reader's needs (an added home must exist there), the
 * bus its cached reads are told on, and the API's access.
 */
export type BuyerHomesRoutesDeps = ListingReaderForDeps & { api: ApiAccess };

/** A buyer's homes: their listing keys, likes and removals, behind sign-in (REQ-HOMES-KEYS, REQ-HOMES-LIKE, REQ-HOMES-REMOVE). */
export const buyerHomesRoutes: FastifyPluginAsync<{
  deps: BuyerHomesRoutesDeps;
  /**
   * Tells other modules of the buyer's likes, unlikes, removals and additions (the realtor's
   * feed) and of a realtor's sends (the buyer's notice), in each change's transaction (ADR 043).
   */
  emit: Emit;
}> = async (app, { deps, emit }) => {
  const mount = mountApi(app, deps.api);
  const homes: BuyerHomesDeps = {
    db: deps.database.db,
    clock: deps.clock,
    homes: readCacheOf(deps, 'buyerHomes'),
    adders: readCacheOf(deps, 'user'),
    emit,
    householdOf: householdReader({ ...deps, db: deps.database.db }),
    withheld: withheldReader({ ...deps, db: deps.database.db }),
  };
  const mls = mlsClientFor(deps, (close) => app.addHook('onClose', close));
  const additions = (log: FastifyBaseLogger): HomeAdditionsDeps => ({
    db: deps.database.db,
    clock: deps.clock,
    bus: homes.homes.bus,
    emit,
    householdOf: homes.householdOf,
    knownListingKeys: async (listingKeys) =>
      new Set(
        (await orUnavailable(log, mls.getPropertiesByKeys(listingKeys))).map(
          (property) => property.ListingKey,
        ),
      ),
  });

  // The keys answer grows with the homes (a thousand keys, their adders and times): it goes out
  // as JSON made here, not through the response schema's check of every item, which cost most of
  // a 1,000-home read (docs/performance.md, Growth; ADR 026's amendment).
  mount(calls.myListingKeys, async ({ actor, reply }) =>
    reply.type(JSON_TYPE).send(JSON.stringify(await myListingKeys(homes, actor))),
  );
  mount(calls.buyerListingKeys, async ({ actor, params, reply }) =>
    reply
      .type(JSON_TYPE)
      .send(JSON.stringify(await buyerListingKeys(homes, actor, params.username))),
  );
  mount(calls.addMyListingKey, ({ actor, body, request }) =>
    addMyListingKey(additions(request.log), actor, body.listingKey),
  );
  mount(calls.sendListingKeys, ({ actor, params, body, request }) =>
    sendListingKeys(additions(request.log), actor, {
      username: params.username,
      listingKeys: body.listingKeys,
    }),
  );
  mount(calls.removeListingKey, ({ actor, params, query }) =>
    removeHome(homes, actor, params.listingKey, query.reason),
  );
  mount(calls.undoRemoval, ({ actor, params }) => undoHomeRemoval(homes, actor, params.undoToken));
  for (const [call, liked] of [
    [calls.likeProperty, true],
    [calls.unlikeProperty, false],
  ] as const) {
    mount(call, ({ actor, params }) =>
      setLiked(homes, actor, { listingKey: params.listingKey, liked }),
    );
  }
};
