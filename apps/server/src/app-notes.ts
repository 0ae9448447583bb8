import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { activityRecorder, activityWithdrawer } from './modules/activity';
import {
  noteNoticesReader,
  noteNoticeWithdrawer,
  noteSharedNotifier,
} from './modules/alerts/note-shared';
import {
  buyerNoteWriter,
  notesRoutes,
  type BuyerNote,
  type NoteSharedListener,
  type NoteUnsharedListener,
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
    // An edit's new text is the notice's; the feed's line stays the one of its sharing.
    if (shared.authorId !== shared.buyerId || shared.change === 'edited') return;
    await record({
      buyerId: shared.buyerId,
      kind: 'noted',
      listingKey: shared.listingKey,
      data: { noteId: shared.noteId },
    });
  };
};

/**
 * A shared note made "Only me", or deleted: what told of it is taken back, so its text stays in no
 * one else's bell or unsent e-mail (the notice goes), and a buyer's is no longer a `noted` line of
 * the feed nor one of the counts above it.
 */
const noteUnsharedListener = (deps: AppDeps): NoteUnsharedListener => {
  const { db } = deps.database;
  const withdrawNotice = noteNoticeWithdrawer({ db });
  const withdrawActivity = activityWithdrawer({ db });
  return async (unshared) => {
    await withdrawNotice(unshared.noteId);
    if (unshared.authorId !== unshared.buyerId) return;
    await withdrawActivity({
      buyerId: unshared.buyerId,
      kind: 'noted',
      listingKey: unshared.listingKey,
      data: { noteId: unshared.noteId },
    });
  };
};

/** Notes on a home (ADR 032), composed here because what a shared note tells crosses modules. */
export const registerNotes = async (app: FastifyInstance, deps: AppDeps) => {
  await app.register(notesRoutes, {
    deps,
    onNoteShared: noteSharedListener(deps),
    onNoteUnshared: noteUnsharedListener(deps),
    // Reading a thread reads its notes' notices in the bell too.
    onThreadRead: noteNoticesReader({ db: deps.database.db, clock: deps.clock }),
  });
};

/** A note the buyer writes from another room (a tour's verdict), told as one written in the tab. */
export const buyerNoteFor = (deps: AppDeps): ((note: BuyerNote) => Promise<void>) =>
  buyerNoteWriter({
    db: deps.database.db,
    clock: deps.clock,
    onNoteShared: noteSharedListener(deps),
  });
