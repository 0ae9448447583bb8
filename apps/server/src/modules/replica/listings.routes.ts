import { isClient, listingRoutes as calls, marketRoutes } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import { orUnavailable } from '../mls';
import { sendAnswer } from './encoded-answer';
import { readListingHistory } from './listing-history.service';
import { mlsClientFor, type ListingReaderForDeps } from './listing-reader-for';
import { listingOpenHouses } from './open-houses';

/**
 * Listing photos, raw records and open houses for the browser, behind sign-in, read from the replica (ADR 021);
 * the MLS is asked only for what the replica lacks, and its token stays here; and a listing's price
 * and status history (REQ-COST-HISTORY).
 */
export const listingsRoutes: FastifyPluginAsync<{
  deps: ListingReaderForDeps & { api: ApiAccess };
}> = async (app, { deps }) => {
  const mount = mountApi(app, deps.api);
  const mls = mlsClientFor(deps, (close) => app.addHook('onClose', close));

  mount(calls.listingImages, async ({ params: { listingKey }, query, request, actor }) => {
    const images = await orUnavailable(
      request.log,
      mls.readPhotos([listingKey], query.count, actor.role),
    );
    return { listingKey, imageURLs: images[listingKey] ?? [] };
  });

  // A dashboard's two batch reads answer the reader's JSON bytes (compressed once where the client
  // accepts it), not checked against the response schema: both are built by the reader (its records
  // normalised by `toRawProperty`) and kept while their rows are unchanged; checking, serialising
  // and compressing 50 records were most of their cost (docs/performance.md, ADR 036).
  mount(calls.listingsImages, async ({ query: { listingKeys, count }, request, reply, actor }) =>
    sendAnswer(
      request,
      reply,
      await orUnavailable(request.log, mls.readPhotosBody(listingKeys, count, actor.role)),
    ),
  );

  mount(calls.listingOpenHouses, async ({ params: { listingKey }, actor }) => ({
    listingKey,
    openHouses: await listingOpenHouses(deps.database.db, listingKey, deps.clock.now(), {
      forClient: isClient(actor.role),
    }),
  }));

  mount(calls.listingsProperties, async ({ query, request, reply, actor }) =>
    sendAnswer(
      request,
      reply,
      await orUnavailable(request.log, mls.readPropertiesBody(query.listingKeys, actor.role)),
    ),
  );

  mount(marketRoutes.listingHistory, ({ params: { listingKey }, request, actor }) =>
    readListingHistory(
      { db: deps.database.db, clock: deps.clock, reader: mls, log: request.log },
      listingKey,
      actor.role,
    ),
  );
};
