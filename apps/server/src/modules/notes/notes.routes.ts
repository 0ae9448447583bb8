import { noteRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Emit } from '../../platform/events';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import type { LimitStore } from '../../platform/rate-limit/limit-store';
import {
  createNote,
  deleteNote,
  editNote,
  noteInbox,
  noteSummary,
  readThread,
  readThreadMark,
  type NotesDeps,
} from './notes.service';

/** What the notes' calls take: the database, the clock and the writes' rate limits. */
export type NotesRoutesDeps = {
  api: ApiAccess;
  database: Pick<Database, 'db'>;
  clock: Clock;
  limits: LimitStore;
};

/**
 * Notes on a home (ADR 032). What a note's sharing, unsharing and reading mean to other modules
 * (the notice, the feed) is emitted as an event in the write's transaction (ADR 043).
 */
export const notesRoutes: FastifyPluginAsync<{ deps: NotesRoutesDeps; emit: Emit }> = async (
  app,
  { deps, emit },
) => {
  const mount = mountApi(app, deps.api);
  const notes: NotesDeps = { db: deps.database.db, clock: deps.clock, limits: deps.limits, emit };
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
