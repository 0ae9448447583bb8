import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { listingNotes } from './db/schema';
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
 * (alerts), the verdict's note (notes) and the buyer's activity (`onTourRequested`, when the feed
 * passes its recorder).
 */
export const registerTours = async (
  app: FastifyInstance,
  deps: AppDeps,
  onTourRequested?: (event: {
    buyerId: string;
    listingKey: string;
    tourId: string;
    at: Date;
  }) => Promise<void>,
) => {
  await app.register(toursRoutes, {
    deps,
    saveVerdictNote: verdictNoteWriter(deps),
    onTourNews: tourNotifier({ db: deps.database.db, clock: deps.clock }),
    ...(onTourRequested ? { onTourRequested } : {}),
  });
};
