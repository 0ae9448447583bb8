import {
  collaboration,
  isUuid,
  limits,
  notesMessages,
  type Note,
  type NoteInboxResponse,
  type NoteSummaryResponse,
  type NoteThreadResponse,
  type NoteVisibility,
} from '@rela/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Emit } from '../../platform/events';
import { appError } from '../../platform/errors';
import { formatTimeIdCursor, parseTimeIdCursor } from '../../platform/http/time-id-cursor';
import { householdMembers } from '../../platform/policy/households.queries';
import { loadHierarchy } from '../../platform/policy/hierarchy.queries';
import { can, enforce, type Actor, type PolicyAction } from '../../platform/policy/policy';
import { enforceWithin } from '../../platform/rate-limit/enforce-limit';
import type { LimitStore } from '../../platform/rate-limit/limit-store';
import { tellChange, tellShared, tellUnshared, type Thread } from './note-news';
import {
  findThreadUser,
  findVisibleNote,
  insertNote,
  listThread,
  markThreadRead,
  sharedNoteIdsFrom,
  softDeleteNote,
  threadSummaries,
  unreadInbox,
  updateNote,
  type NoteRow,
} from './notes.queries';

export type NotesDeps = {
  db: Db;
  clock: Clock;
  /** Where `limits.notesPerMinute` is counted; without it, notes are not limited (unit uses). */
  limits?: LimitStore;
  /** Tells other modules, in the write's transaction, what a note's change means to them (ADR 043). */
  emit: Emit;
};

const inboxLimit = 50;
const excerptLength = 140;

/** The household's thread as the policy lets `actor` reach it (404 for a household of nobody). */
const threadOf = async (db: Db, actor: Actor, householdId: string, action: PolicyAction) => {
  const members = await householdMembers(db, householdId);
  const member = members.find((one) => one.id === actor.id) ?? members[0];
  if (!member) throw appError('NOT_FOUND');
  const target = { id: member.id, role: 'buyer' as const };
  const hierarchy = await loadHierarchy(db, [member.id]);
  enforce(actor, action, target, hierarchy);
  const thread: Thread = { householdId, members, target };
  return { thread, hierarchy, canWrite: can(actor, 'write-notes', target, hierarchy) };
};

/**
 * The thread the caller asks for: their own household's without `?buyer=` (a buyer), else the
 * named buyer's household as the policy lets the caller reach it (404 outside the chain, 403 for
 * a lead or owner above: notes are the household's and their own realtor's alone). A member names
 * any member of their household as themself.
 */
const threadBuyer = async (
  db: Db,
  actor: Actor,
  username: string | undefined,
  action: PolicyAction,
) => {
  if (username === undefined && actor.role !== 'buyer')
    throw appError('VALIDATION', notesMessages.buyerRequired);
  const user = await findThreadUser(db, username === undefined ? { id: actor.id } : { username });
  if (!user) throw appError('NOT_FOUND');
  if (user.role !== 'buyer' || !user.householdId) {
    // Not a buyer: the policy answers as it did (403 above, 404 elsewhere); a thread has none.
    enforce(actor, action, { id: user.id, role: user.role }, await loadHierarchy(db, [user.id]));
    throw appError('NOT_FOUND');
  }
  return threadOf(db, actor, user.householdId, action);
};

/** A `household` note is the members' alone: a realtor (anyone else) writing one is refused. */
const checkVisibility = (thread: Thread, actor: Actor, visibility: NoteVisibility | undefined) => {
  if (visibility === 'household' && !thread.members.some((member) => member.id === actor.id))
    throw appError('VALIDATION', notesMessages.householdOnlyForMembers);
};

const nameOf = (first: string | null, last: string | null, username: string) =>
  [first, last].filter(Boolean).join(' ').trim() || username;

const editableUntil = (row: NoteRow, actor: Actor, now: Date) => {
  if (row.authorId !== actor.id || row.deletedAt) return null;
  const until = row.createdAt.getTime() + collaboration.noteEditWindowMs;
  return until > now.getTime() ? new Date(until).toISOString() : null;
};

const noteOf = (row: NoteRow, actor: Actor, now: Date): Note => ({
  id: row.id,
  listingKey: row.listingKey,
  buyerUsername: row.buyerUsername,
  author:
    row.authorId && row.authorUsername
      ? {
          username: row.authorUsername,
          name: nameOf(row.authorFirstName, row.authorLastName, row.authorUsername),
        }
      : null,
  mine: row.authorId === actor.id,
  visibility: row.visibility,
  text: row.deletedAt ? '' : row.text,
  deleted: row.deletedAt !== null,
  createdAt: row.createdAt.toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
  editableUntil: editableUntil(row, actor, now),
});

const mustFind = async (db: Db, params: { id: string; listingKey: string; viewerId: string }) => {
  const row = await findVisibleNote(db, params);
  if (!row) throw appError('NOT_FOUND');
  return row;
};

/**
 * GET: a page of the thread as the caller may see it (never another's private note): the newest
 * `limit` notes before the cursor, oldest first, and the cursor of the older ones if any.
 */
export const readThread = async (
  { db, clock }: NotesDeps,
  actor: Actor,
  params: { listingKey: string; buyer?: string; before?: string; limit?: number },
): Promise<NoteThreadResponse> => {
  const cursor =
    params.before === undefined
      ? undefined
      : parseTimeIdCursor(params.before, notesMessages.badCursor);
  const before = cursor && { createdAt: cursor.at, id: cursor.id };
  const { thread, canWrite } = await threadBuyer(db, actor, params.buyer, 'read-notes');
  const limit = params.limit ?? limits.noteThreadPage;
  const rows = await listThread(db, {
    buyerId: thread.householdId,
    listingKey: params.listingKey,
    viewerId: actor.id,
    limit,
    ...(before ? { before } : {}),
  });
  const page = rows.slice(0, limit);
  const oldest = page.at(-1);
  const now = clock.now();
  return {
    items: page.reverse().map((row) => noteOf(row, actor, now)),
    canWrite,
    ...(rows.length > limit && oldest
      ? { nextBefore: formatTimeIdCursor({ at: oldest.createdAt, id: oldest.id }) }
      : {}),
  };
};

/** Writes a note in the transaction given; one for others tells them in it. */
const writeNote = async (
  deps: NotesDeps,
  tx: Db,
  thread: Thread,
  note: {
    listingKey: string;
    authorId: string;
    text: string;
    visibility: NoteVisibility;
    at: Date;
  },
) => {
  const id = await insertNote(tx, {
    buyerId: thread.householdId,
    listingKey: note.listingKey,
    authorId: note.authorId,
    visibility: note.visibility,
    text: note.text.trim(),
    createdAt: note.at,
  });
  const row = await mustFind(tx, { id, listingKey: note.listingKey, viewerId: note.authorId });
  await tellShared(deps, tx, thread, row, note.at);
  return row;
};

/**
 * A member's own note written by a reaction (a tour's verdict, ADR 043), in its transaction: as
 * their POST would write it, telling the others when not private. `buyerId` is the household,
 * `authorId` the member (ADR 049). Nothing for a member since gone from the household.
 */
export const writeBuyerNote = async (
  deps: NotesDeps,
  tx: Db,
  note: {
    buyerId: string;
    authorId: string;
    listingKey: string;
    text: string;
    visibility: NoteVisibility;
    at: Date;
  },
) => {
  const members = await householdMembers(tx, note.buyerId);
  const author = members.find((member) => member.id === note.authorId);
  if (!author) return;
  const thread: Thread = {
    householdId: note.buyerId,
    members,
    target: { id: author.id, role: 'buyer' },
  };
  await writeNote(deps, tx, thread, note);
};

/** POST: the buyer or their own realtor writes; a shared note tells the other side. */
export const createNote = async (
  deps: NotesDeps,
  actor: Actor,
  params: { listingKey: string; buyer?: string },
  body: { text: string; visibility: NoteVisibility },
): Promise<Note> => {
  const { db, clock } = deps;
  const { thread } = await threadBuyer(db, actor, params.buyer, 'write-notes');
  checkVisibility(thread, actor, body.visibility);
  // Counted once the caller may write here, so a refused write costs no one their allowance.
  if (deps.limits) {
    await enforceWithin(
      deps.limits,
      `notes:author:${actor.id}`,
      { max: limits.notesPerMinute, windowMs: 60_000 },
      () => notesMessages.tooMany,
    );
  }
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const written = await writeNote(deps, tx, thread, {
      listingKey: params.listingKey,
      authorId: actor.id,
      text: body.text,
      visibility: body.visibility,
      at: now,
    });
    return written;
  });
  return noteOf(row, actor, now);
};

/**
 * The note the caller may change: one they can see in a thread they may still write in (else as
 * for a note nobody has), written by them (else 403).
 */
const ownNote = async (db: Db, actor: Actor, params: { listingKey: string; id: string }) => {
  if (!isUuid(params.id)) throw appError('NOT_FOUND');
  const row = await mustFind(db, { ...params, viewerId: actor.id });
  const { thread, hierarchy } = await threadOf(db, actor, row.buyerId, 'read-notes');
  if (row.authorId !== actor.id) throw appError('FORBIDDEN', notesMessages.notYours);
  enforce(actor, 'write-notes', thread.target, hierarchy);
  return { row, thread };
};

/** PATCH: its author within the edit window (then 409); made shared, it tells the other side. */
export const editNote = async (
  deps: NotesDeps,
  actor: Actor,
  params: { listingKey: string; id: string },
  body: { text?: string; visibility?: NoteVisibility },
): Promise<Note> => {
  const { db, clock } = deps;
  const { row, thread } = await ownNote(db, actor, params);
  checkVisibility(thread, actor, body.visibility);
  if (row.deletedAt) throw appError('CONFLICT', notesMessages.alreadyDeleted);
  const now = clock.now();
  if (now.getTime() - row.createdAt.getTime() > collaboration.noteEditWindowMs)
    throw appError('CONFLICT', notesMessages.editWindowOver);
  const updated = await db.transaction(async (tx) => {
    await updateNote(tx, row.id, {
      ...(body.text !== undefined ? { text: body.text.trim() } : {}),
      ...(body.visibility !== undefined ? { visibility: body.visibility } : {}),
      editedAt: now,
    });
    const after = await mustFind(tx, { ...params, viewerId: actor.id });
    await tellChange(deps, tx, thread, { before: row, after }, now);
    return after;
  });
  return noteOf(updated, actor, now);
};

/**
 * DELETE: its author, any time; the row stays with its text emptied ("Note deleted"), and a shared
 * one's notice and feed line go with the text.
 */
export const deleteNote = async (
  deps: NotesDeps,
  actor: Actor,
  params: { listingKey: string; id: string },
): Promise<Note> => {
  const { db, clock } = deps;
  const { row } = await ownNote(db, actor, params);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await softDeleteNote(tx, row.id, now);
    await tellUnshared(deps, tx, row, now);
  });
  return noteOf(await mustFind(db, { ...params, viewerId: actor.id }), actor, now);
};

/** POST .../notes/read: the caller has read the thread up to now, and its notes' notices with it. */
export const readThreadMark = async (
  { db, clock, emit }: NotesDeps,
  actor: Actor,
  params: { listingKey: string; buyer?: string },
) => {
  const { thread } = await threadBuyer(db, actor, params.buyer, 'read-notes');
  const now = clock.now();
  await db.transaction(async (tx) => {
    await markThreadRead(tx, {
      userId: actor.id,
      buyerId: thread.householdId,
      listingKey: params.listingKey,
      readAt: now,
    });
    const noteIds = await sharedNoteIdsFrom(tx, {
      buyerId: thread.householdId,
      listingKey: params.listingKey,
      readerId: actor.id,
    });
    if (noteIds.length > 0)
      await emit(tx, {
        type: 'note-thread-read',
        readerId: actor.id,
        noteIds,
        at: now.toISOString(),
      });
  });
  return { unread: 0 };
};

/** GET notes/summary: per listing, the notes the caller sees in the buyer's threads, and the unread. */
export const noteSummary = async (
  { db }: NotesDeps,
  actor: Actor,
  params: { buyer?: string },
): Promise<NoteSummaryResponse> => {
  const { thread } = await threadBuyer(db, actor, params.buyer, 'read-notes');
  const rows = await threadSummaries(db, { buyerId: thread.householdId, viewerId: actor.id });
  return {
    byListing: Object.fromEntries(
      rows.map((row) => [row.listingKey, { count: row.count, unread: row.unread }]),
    ),
  };
};

const excerptOf = (text: string) => {
  const line = (text.split('\n').find((part) => part.trim() !== '') ?? '').trim();
  return line.length > excerptLength ? `${line.slice(0, excerptLength - 1)}…` : line;
};

/** GET notes/inbox: a realtor's unread shared notes from their own buyers; anyone else: none. */
export const noteInbox = async ({ db }: NotesDeps, actor: Actor): Promise<NoteInboxResponse> => {
  if (actor.role !== 'realtor') return { items: [] };
  const rows = await unreadInbox(db, { realtorId: actor.id, limit: inboxLimit });
  return {
    items: rows.map((row) => ({
      noteId: row.noteId,
      listingKey: row.listingKey,
      buyerUsername: row.buyerUsername,
      buyerName: nameOf(row.buyerFirstName, row.buyerLastName, row.buyerUsername),
      excerpt: excerptOf(row.text),
      createdAt: row.createdAt.toISOString(),
    })),
  };
};
