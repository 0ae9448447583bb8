import { noteRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { mountApi } from '../auth';
import {
  createNote,
  deleteNote,
  editNote,
  noteInbox,
  noteSummary,
  readThread,
  readThreadMark,
  type NoteSharedListener,
  type NotesDeps,
  type NoteThreadReadListener,
  type NoteUnsharedListener,
} from './notes.service';

/**
 * Notes on a home (ADR 032). Whom a shared note tells (the notice, the feed), taking that
 * back when it stops being shared, and the notices a reading clears belong to other modules:
 * app.ts passes the listeners in.
 */
export const notesRoutes: FastifyPluginAsync<{
  deps: AppDeps;
  onNoteShared?: NoteSharedListener;
  onNoteUnshared?: NoteUnsharedListener;
  onThreadRead?: NoteThreadReadListener;
}> = async (app, { deps, onNoteShared, onNoteUnshared, onThreadRead }) => {
  const mount = mountApi(app, deps);
  const notes: NotesDeps = {
    db: deps.database.db,
    clock: deps.clock,
    limits: deps.limits,
    ...(onNoteShared ? { onNoteShared } : {}),
    ...(onNoteUnshared ? { onNoteUnshared } : {}),
    ...(onThreadRead ? { onThreadRead } : {}),
  };
  mount(calls.noteThread, ({ actor, params, query }) =>
    readThread(notes, actor, { listingKey: params.listingKey, ...query }),
  );
  mount(calls.createNote, ({ actor, params, query, body }) =>
    createNote(notes, actor, { listingKey: params.listingKey, buyer: query.buyer }, body),
  );
  mount(calls.updateNote, ({ actor, params, body }) => editNote(notes, actor, params, body));
  mount(calls.deleteNote, ({ actor, params }) => deleteNote(notes, actor, params));
  mount(calls.markNoteThreadRead, ({ actor, params, query }) =>
    readThreadMark(notes, actor, { listingKey: params.listingKey, buyer: query.buyer }),
  );
  mount(calls.noteSummary, ({ actor, query }) => noteSummary(notes, actor, query));
  mount(calls.noteInbox, ({ actor }) => noteInbox(notes, actor));
};
