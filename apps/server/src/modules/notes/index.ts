export { notesSubscribers } from './note-reactions';
export { notesRoutes } from './notes.routes';
export { noteAsTold, sharedNoteText } from './notes.queries';
export { type NotesDeps } from './notes.service';
export { ownNotesReader, type OwnNotesReader } from './own-notes';
export { householdNotesSubscriber } from './household-notes';
export {
  noteResponsesOfRows,
  unansweredNoteThreads,
  type RowResponses,
} from './performance.queries';
