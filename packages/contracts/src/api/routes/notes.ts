import {
  createNoteBodySchema,
  noteInboxResponseSchema,
  noteParamsSchema,
  noteSchema,
  noteSummaryQuerySchema,
  noteSummaryResponseSchema,
  noteThreadPageQuerySchema,
  noteThreadParamsSchema,
  noteThreadQuerySchema,
  noteThreadResponseSchema,
  updateNoteBodySchema,
} from '../notes';
import { apiRoute } from '../route';
import { z } from 'zod/mini';

/**
 * Notes on a home (ADR 032), for the buyer and their own realtor alone. A buyer's own thread needs
 * no `?buyer=`; their realtor names the buyer. A lead or owner above is refused (403: they count
 * activity, never read notes); a buyer outside the caller's chain, or a `?buyer=` that is not a
 * buyer, is a 404 like every other buyer call.
 */
export const noteRoutes = {
  /** A page of the thread: its newest notes first, older ones by `before` (cursor paging). */
  noteThread: apiRoute({
    method: 'GET',
    path: '/:product/listings/:listingKey/notes',
    access: 'signed-in',
    tag: 'notes',
    params: noteThreadParamsSchema,
    query: noteThreadPageQuerySchema,
    ok: { 200: noteThreadResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  /**
   * The buyer and their own realtor; a shared note tells the other side (an in-app notice). At
   * most `limits.notesPerMinute` a person (429 with Retry-After beyond).
   */
  createNote: apiRoute({
    method: 'POST',
    path: '/:product/listings/:listingKey/notes',
    access: 'signed-in',
    tag: 'notes',
    params: noteThreadParamsSchema,
    query: noteThreadQuerySchema,
    body: createNoteBodySchema,
    ok: { 201: noteSchema },
    errors: [400, 401, 403, 404, 429],
  }),
  /** Its author, within `collaboration.noteEditWindowMs` (then 409). */
  updateNote: apiRoute({
    method: 'PATCH',
    path: '/:product/listings/:listingKey/notes/:id',
    access: 'signed-in',
    tag: 'notes',
    params: noteParamsSchema,
    body: updateNoteBodySchema,
    ok: { 200: noteSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  /** Its author, any time: the thread keeps "Note deleted" in its place. */
  deleteNote: apiRoute({
    method: 'DELETE',
    path: '/:product/listings/:listingKey/notes/:id',
    access: 'signed-in',
    tag: 'notes',
    params: noteParamsSchema,
    ok: { 200: noteSchema },
    errors: [400, 401, 403, 404],
  }),
  /** Marks the thread read for the caller (the unread dot and the inbox). */
  markNoteThreadRead: apiRoute({
    method: 'POST',
    path: '/:product/listings/:listingKey/notes/read',
    access: 'signed-in',
    tag: 'notes',
    params: noteThreadParamsSchema,
    query: noteThreadQuerySchema,
    ok: { 200: z.object({ unread: z.number() }) },
    errors: [400, 401, 403, 404],
  }),
  /** Per home of the buyer's list: the notes the caller sees, and how many are unread. */
  noteSummary: apiRoute({
    method: 'GET',
    path: '/:product/notes/summary',
    access: 'signed-in',
    tag: 'notes',
    query: noteSummaryQuerySchema,
    ok: { 200: noteSummaryResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  /** A realtor's unread shared notes from all their buyers (others: an empty list). */
  noteInbox: apiRoute({
    method: 'GET',
    path: '/:product/notes/inbox',
    access: 'signed-in',
    tag: 'notes',
    ok: { 200: noteInboxResponseSchema },
    errors: [401],
  }),
} as const;
