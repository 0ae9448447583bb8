export { NotesInbox } from './notes-inbox';
