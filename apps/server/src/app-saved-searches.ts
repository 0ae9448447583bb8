import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import {
  listingKeysInReplica,
  savedSearchesRoutes,
  type HomesSentListener,
} from './modules/alerts/saved-searches';
import { sendListingKeys } from './modules/buyer-homes/home-additions';
import { filtersOf } from './modules/search/search.service';
import { announce, readCacheOf } from './platform/cache/cached-reads';

/**
 * Saved searches and suggestions (ADR 031), composed here because they use two other modules: the
 * search's filters of a query, and buyer-homes' send of homes (an approved suggestion goes to the
 * buyer's list as the realtor's send does, in the approval's transaction, and the buyer hears of
 * it through `onHomesSent` once it is committed).
 */
export const registerSavedSearches = async (
  app: FastifyInstance,
  deps: AppDeps,
  onHomesSent?: HomesSentListener,
) => {
  const db = deps.database.db;
  const bus = readCacheOf(deps, 'buyerHomes').bus;
  await app.register(savedSearchesRoutes, {
    deps,
    filtersOf: async (query) => filtersOf(db, query),
    sendHomes: (tx, actor, params) =>
      sendListingKeys(
        {
          db: tx,
          clock: deps.clock,
          bus,
          knownListingKeys: (keys) => listingKeysInReplica(tx, keys),
        },
        actor,
        params,
      ),
    onHomesSent: async (sent) => {
      // Told again once committed: a read between the send and the commit kept the old list.
      announce(bus, 'buyerHomes', sent.buyerId);
      await onHomesSent?.(sent);
    },
  });
};
