export { notesRoutes } from './notes.routes';
export { type NoteShared, type NoteSharedListener } from './notes.service';
export { ownNotesReader, type OwnNotesReader } from './own-notes';
