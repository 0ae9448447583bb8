import { z } from 'zod/mini';
import { limits } from '../constants';
import { notesMessages } from '../messages/notes';
import { collaboration, noteVisibilities } from '../rules/collaboration';
import { usernameSchema } from './auth';
import { listingKeySchema } from './listings';

/**
 * Notes on a home (ADR 032). A thread is one buyer's notes on one listing: the buyer's and their
 * realtor's. `private` notes reach their author alone (never an answer, a count, Rela or an
 * export of anyone else); `shared` ones both sides. Nobody else reads a thread: a lead or owner
 * above counts activity, never notes (SECURITY-CHECKLIST 33).
 */
export const noteSchema = z.object({
  id: z.string(),
  listingKey: z.string(),
  /** The thread's buyer. */
  buyerUsername: z.string(),
  /** Null once the author's account is deleted. */
  author: z.nullable(z.object({ username: z.string(), name: z.string() })),
  /** The caller wrote it (may edit within the window, delete any time). */
  mine: z.boolean(),
  visibility: z.enum(noteVisibilities),
  /** Empty once deleted: the thread shows "Note deleted" in its place. */
  text: z.string(),
  deleted: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  editedAt: z.nullable(z.string()),
  /** Until when the caller may still edit it (ISO 8601); null when they may not. */
  editableUntil: z.nullable(z.string()),
});
export type Note = z.infer<typeof noteSchema>;

/** `{listingKey}` of the notes calls. */
export const noteThreadParamsSchema = z.object({ listingKey: listingKeySchema });
/** `{listingKey, id}` of a note's edit and delete. */
export const noteParamsSchema = z.object({
  listingKey: listingKeySchema,
  id: z.string().check(z.minLength(1), z.maxLength(64)),
});
/** `?buyer=`: a realtor names their buyer whose thread it is; a buyer needs none. */
export const noteThreadQuerySchema = z.object({ buyer: z.optional(usernameSchema) });

/**
 * GET .../notes?buyer=&before=&limit=: a page of the thread, the newest `limit` notes before the
 * cursor (`nextBefore` of the page after it in time), answered oldest first.
 */
export const noteThreadPageQuerySchema = z.extend(noteThreadQuerySchema, {
  before: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(limits.noteThreadPage)),
    limits.noteThreadPage,
  ),
});

const noteTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, notesMessages.textRequired),
    z.maxLength(collaboration.noteMaxLength, notesMessages.tooLong),
  );

/** POST .../notes: `{text, visibility}`; `collaboration.noteDefaultVisibility` when not said. */
export const createNoteBodySchema = z.strictObject({
  text: noteTextSchema,
  visibility: z._default(z.enum(noteVisibilities), collaboration.noteDefaultVisibility),
});
/** PATCH .../notes/{id}: the author, within `collaboration.noteEditWindowMs`. */
export const updateNoteBodySchema = z
  .strictObject({
    text: z.optional(noteTextSchema),
    visibility: z.optional(z.enum(noteVisibilities)),
  })
  .check(
    z.refine(
      (body) => body.text !== undefined || body.visibility !== undefined,
      notesMessages.nothingToChange,
    ),
  );

/** GET .../notes: the thread oldest first, as the caller may see it (POST .../notes/read marks it read). */
export const noteThreadResponseSchema = z.object({
  items: z.array(noteSchema),
  /** The `before` of the page of older notes; absent when there are none. */
  nextBefore: z.optional(z.string()),
  /** The caller may write in this thread (the buyer and their own realtor). */
  canWrite: z.boolean(),
});
export type NoteThreadResponse = z.infer<typeof noteThreadResponseSchema>;

/** GET /{product}/notes/summary?buyer=: per listing, the notes the caller sees and the unread ones. */
export const noteSummaryQuerySchema = noteThreadQuerySchema;
export const noteSummaryResponseSchema = z.object({
  byListing: z.record(z.string(), z.object({ count: z.number(), unread: z.number() })),
});
export type NoteSummaryResponse = z.infer<typeof noteSummaryResponseSchema>;

/** One unread shared note of the realtor's inbox. */
export const noteInboxItemSchema = z.object({
  noteId: z.string(),
  listingKey: z.string(),
  buyerUsername: z.string(),
  buyerName: z.string(),
  /** The first line or so of the note. */
  excerpt: z.string(),
  createdAt: z.string(),
});
/** GET /{product}/notes/inbox: a realtor's unread notes from their buyers, newest first. */
export const noteInboxResponseSchema = z.object({ items: z.array(noteInboxItemSchema) });
export type NoteInboxResponse = z.infer<typeof noteInboxResponseSchema>;
