import { tourMessages } from '@rela/contracts';
import { subscribe } from '../../platform/events';
import { deleteAuthorlessPrivateNotes } from './notes.queries';
import { writeBuyerNote } from './notes.service';

/**
 * What the notes module does when others tell (ADR 043): a tour's verdict becomes the note of the
 * member who gave it on the household's home (shared unless they said private, so the realtor hears of it as of any note),
 * and a deleted user's private notes in others' threads go (ADR 032).
 */
export const notesSubscribers = [
  subscribe('notes.verdict-note', 'tour-verdict-given', async (event, { db, clock, emit }) => {
    await writeBuyerNote({ db, clock, emit }, db, {
      buyerId: event.buyerId,
      authorId: event.actorId ?? event.buyerId,
      listingKey: event.listingKey,
      text: tourMessages.verdictNote(event.verdict, event.note),
      visibility: event.visibility,
      at: new Date(event.at),
    });
  }),
  subscribe('notes.deleted-authors-private-notes', 'user-deleted', async (_event, { db }) => {
    await deleteAuthorlessPrivateNotes(db);
  }),
];
