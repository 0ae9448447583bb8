import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { activityRecorder } from './modules/activity';
import { noteSharedNotifier } from './modules/alerts/note-shared';
import {
  buyerNoteWriter,
  notesRoutes,
  type BuyerNote,
  type NoteSharedListener,
} from './modules/notes';

/**
 * A note becoming shared (written so, or edited from "Only me"): the other side hears of it (an
 * alerts notice), and a buyer's own is a `noted` line of their realtor's feed (activity).
 */
const noteSharedListener = (deps: AppDeps): NoteSharedListener => {
  const { db } = deps.database;
  const notify = noteSharedNotifier({ db, clock: deps.clock });
  const record = activityRecorder({ db, clock: deps.clock });
  return async (shared) => {
    await notify(shared);
    if (shared.authorId !== shared.buyerId) return;
    await record({
      buyerId: shared.buyerId,
      kind: 'noted',
      listingKey: shared.listingKey,
      data: { noteId: shared.noteId },
    });
  };
};

/** Notes on a home (issue 23), composed here because what a shared note tells crosses modules. */
export const registerNotes = async (app: FastifyInstance, deps: AppDeps) => {
  await app.register(notesRoutes, { deps, onNoteShared: noteSharedListener(deps) });
};

/** A note the buyer writes from another room (a tour's verdict), told as one written in the tab. */
export const buyerNoteFor = (deps: AppDeps): ((note: BuyerNote) => Promise<void>) =>
  buyerNoteWriter({
    db: deps.database.db,
    clock: deps.clock,
    onNoteShared: noteSharedListener(deps),
  });
