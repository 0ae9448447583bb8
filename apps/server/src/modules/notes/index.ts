export { buyerNoteWriter, type BuyerNote } from './buyer-note';
export { notesRoutes } from './notes.routes';
export {
  type NoteShared,
  type NoteSharedListener,
  type NotesDeps,
  type NoteThreadRead,
  type NoteThreadReadListener,
  type NoteUnshared,
  type NoteUnsharedListener,
} from './notes.service';
export { ownNotesReader, type OwnNotesReader } from './own-notes';
