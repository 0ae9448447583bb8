import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { listingNotes } from './db/schema';
import { activityRecorder } from './modules/activity';
import { tourNotifier } from './modules/alerts/tour-notices';
import { toursRoutes, type VerdictNoteWriter } from './modules/tours';

/**
 * The buyer's tour verdict as their note on the home, written in the notes' table as a note the
 * buyer wrote (until the notes module exports its own writer).
 */
const verdictNoteWriter =
  (deps: AppDeps): VerdictNoteWriter =>
  async (note) => {
    await deps.database.db.insert(listingNotes).values({
      buyerId: note.buyerId,
      authorId: note.authorId,
      listingKey: note.listingKey,
      visibility: note.visibility,
      text: note.text,
      createdAt: note.at,
    });
  };

/**
 * Tour requests (issue 23), composed here because what they tell crosses modules: the notices
 * (alerts), the verdict's note (notes) and the buyer's `tour-requested` in the realtor's feed
 * (activity).
 */
export const registerTours = async (app: FastifyInstance, deps: AppDeps) => {
  const { db } = deps.database;
  const recordActivity = activityRecorder({ db, clock: deps.clock });
  await app.register(toursRoutes, {
    deps,
    saveVerdictNote: verdictNoteWriter(deps),
    onTourNews: tourNotifier({ db, clock: deps.clock }),
    onTourRequested: ({ buyerId, listingKey, tourId }) =>
      recordActivity({ buyerId, kind: 'tour-requested', listingKey, data: { tourId } }),
  });
};
