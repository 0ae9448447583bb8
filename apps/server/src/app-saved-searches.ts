import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { listingKeysInReplica, savedSearchesRoutes } from './modules/alerts/saved-searches';
import { sendListingKeys } from './modules/buyer-homes/home-additions';
import { filtersOf } from './modules/search/search.service';
import { readCacheOf } from './platform/cache/cached-reads';

/** Told of each send that added homes to a buyer's list (the buyer's alert). */
type HomesSentListener = (sent: {
  buyerId: string;
  senderId: string;
  listingKeys: readonly string[];
}) => Promise<void>;

/**
 * Saved searches and suggestions (issue 22), composed here because they use two other modules: the
 * search's filters of a query, and buyer-homes' send of homes (an approved suggestion goes to the
 * buyer's list as the realtor's send does, and the buyer hears of it through `onHomesSent`).
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
    sendHomes: (actor, params) =>
      sendListingKeys(
        {
          db,
          clock: deps.clock,
          bus,
          knownListingKeys: (keys) => listingKeysInReplica(db, keys),
          ...(onHomesSent ? { onHomesSent } : {}),
        },
        actor,
        params,
      ),
  });
};
