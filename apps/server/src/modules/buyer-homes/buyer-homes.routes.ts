import { buyerHomeRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { readCacheOf } from '../../platform/cache/cached-reads';
import { mountApi } from '../auth/mount-api';
import {
  buyerListingKeys,
  myListingKeys,
  removeHome,
  setLiked,
  undoHomeRemoval,
  type BuyerHomesDeps,
} from './buyer-homes.service';

/** A buyer's homes: their listing keys, likes and removals, behind sign-in (REQ-HOMES-KEYS, REQ-HOMES-LIKE, REQ-HOMES-REMOVE). */
export const buyerHomesRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const mount = mountApi(app, deps);
  const homes: BuyerHomesDeps = {
    db: deps.database.db,
    clock: deps.clock,
    homes: readCacheOf(deps, 'buyerHomes'),
  };

  mount(calls.myListingKeys, ({ actor }) => myListingKeys(homes, actor));
  mount(calls.buyerListingKeys, ({ actor, params }) =>
    buyerListingKeys(homes, actor, params.username),
  );
  mount(calls.removeListingKey, ({ actor, params }) => removeHome(homes, actor, params.listingKey));
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
