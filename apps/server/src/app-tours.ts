import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { buyerNoteFor } from './app-notes';
import { activityRecorder } from './modules/activity';
import { tourNotifier } from './modules/alerts/tour-notices';
import { toursRoutes } from './modules/tours';

/**
 * Tour requests (ADR 034), composed here because what they tell crosses modules: the notices
 * (alerts), the verdict's note (notes) and the buyer's `tour-requested` in the realtor's feed
 * (activity).
 */
export const registerTours = async (app: FastifyInstance, deps: AppDeps) => {
  const { db } = deps.database;
  const recordActivity = activityRecorder({ db, clock: deps.clock });
  await app.register(toursRoutes, {
    deps,
    saveVerdictNote: buyerNoteFor(deps),
    onTourNews: tourNotifier({ db, clock: deps.clock }),
    onTourRequested: ({ buyerId, listingKey, tourId }) =>
      recordActivity({ buyerId, kind: 'tour-requested', listingKey, data: { tourId } }),
  });
};
