import type { NoteVisibility } from '@rela/contracts';
import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { listingNotes, noteThreadReads, users } from '../../db/schema';

const author = alias(users, 'author');
const buyer = alias(users, 'buyer');

/** A user as a thread's buyer: role for the policy, supervisor for "the other side". */
export const findThreadUser = async (db: Db, where: { username: string } | { id: string }) => {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      supervisorId: users.supervisorId,
    })
    .from(users)
    .where('id' in where ? eq(users.id, where.id) : eq(users.username, where.username));
  return row;
};

export type NoteRow = {
  id: string;
  buyerId: string;
  buyerUsername: string;
  listingKey: string;
  authorId: string | null;
  authorUsername: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  visibility: NoteVisibility;
  text: string;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
};

const noteFields = {
  id: listingNotes.id,
  buyerId: listingNotes.buyerId,
  buyerUsername: buyer.username,
  listingKey: listingNotes.listingKey,
  authorId: listingNotes.authorId,
  authorUsername: author.username,
  authorFirstName: author.firstName,
  authorLastName: author.lastName,
  visibility: listingNotes.visibility,
  text: listingNotes.text,
  createdAt: listingNotes.createdAt,
  editedAt: listingNotes.editedAt,
  deletedAt: listingNotes.deletedAt,
};

/** The one rule of who sees a note: shared, or written by the viewer. Nothing else reads notes. */
const visibleTo = (viewerId: string) =>
  or(eq(listingNotes.visibility, 'shared'), eq(listingNotes.authorId, viewerId));

/** A note is unread by the viewer: the other side's shared note, written or edited after their last read. */
const unreadBy = (viewerId: string) => sql`(
  ${listingNotes.visibility} = 'shared'
  and ${listingNotes.authorId} is distinct from ${viewerId}::uuid
  and ${listingNotes.deletedAt} is null
  and (${noteThreadReads.readAt} is null
    or coalesce(${listingNotes.editedAt}, ${listingNotes.createdAt}) > ${noteThreadReads.readAt}))`;

const readOf = (viewerId: string) =>
  and(
    eq(noteThreadReads.userId, viewerId),
    eq(noteThreadReads.buyerId, listingNotes.buyerId),
    eq(noteThreadReads.listingKey, listingNotes.listingKey),
  );

/** Notes with their thread's buyer and their author, where `where` and the viewer's rule hold. */
const visibleNotes = (db: Db, viewerId: string, where: SQL | undefined) =>
  db
    .select(noteFields)
    .from(listingNotes)
    .innerJoin(buyer, eq(buyer.id, listingNotes.buyerId))
    .leftJoin(author, eq(author.id, listingNotes.authorId))
    .where(and(where, visibleTo(viewerId)));

/** Where a page of a thread ends: the last note's time and id (keyset, newest first). */
export type ThreadCursor = { createdAt: Date; id: string };

/**
 * A deleted private note leaves nothing: only its author ever saw it, so no "Note deleted" line
 * stands in for it (a shared one's line tells the other side it went).
 */
const notGoneUnseen = sql`not (${listingNotes.visibility} = 'private' and ${listingNotes.deletedAt} is not null)`;

/**
 * One page of a buyer's thread on one listing as the viewer may see it: the newest `limit` notes
 * before `before` (one more, to tell whether older ones exist), newest first.
 */
export const listThread = (
  db: Db,
  params: {
    buyerId: string;
    listingKey: string;
    viewerId: string;
    before?: ThreadCursor;
    limit: number;
  },
): Promise<NoteRow[]> =>
  visibleNotes(
    db,
    params.viewerId,
    and(
      eq(listingNotes.buyerId, params.buyerId),
      eq(listingNotes.listingKey, params.listingKey),
      notGoneUnseen,
      params.before
        ? sql`(${listingNotes.createdAt}, ${listingNotes.id}) < (${params.before.createdAt.toISOString()}::timestamptz, ${params.before.id}::uuid)`
        : undefined,
    ),
  )
    .orderBy(desc(listingNotes.createdAt), desc(listingNotes.id))
    .limit(params.limit + 1);

/** The other side's shared notes of a thread (deleted ones too): what a reader's notices are about. */
export const sharedNoteIdsFrom = async (
  db: Db,
  params: { buyerId: string; listingKey: string; readerId: string },
) =>
  (
    await db
      .select({ id: listingNotes.id })
      .from(listingNotes)
      .where(
        and(
          eq(listingNotes.buyerId, params.buyerId),
          eq(listingNotes.listingKey, params.listingKey),
          eq(listingNotes.visibility, 'shared'),
          sql`${listingNotes.authorId} is distinct from ${params.readerId}::uuid`,
        ),
      )
  ).map((row) => row.id);

/** One note of a thread, if the viewer may see it. */
export const findVisibleNote = async (
  db: Db,
  params: { id: string; listingKey: string; viewerId: string },
): Promise<NoteRow | undefined> => {
  const [row] = await visibleNotes(
    db,
    params.viewerId,
    and(eq(listingNotes.id, params.id), eq(listingNotes.listingKey, params.listingKey)),
  );
  return row;
};

export const insertNote = async (
  db: Db,
  row: {
    buyerId: string;
    listingKey: string;
    authorId: string;
    visibility: NoteVisibility;
    text: string;
    createdAt: Date;
  },
) => {
  const [written] = await db.insert(listingNotes).values(row).returning({ id: listingNotes.id });
  if (!written) throw new Error('note not written');
  return written.id;
};

export const updateNote = (
  db: Db,
  id: string,
  set: { text?: string; visibility?: NoteVisibility; editedAt: Date },
) => db.update(listingNotes).set(set).where(eq(listingNotes.id, id));

/** Keeps the row (the thread shows "Note deleted"), forgets the text. */
export const softDeleteNote = (db: Db, id: string, now: Date) =>
  db
    .update(listingNotes)
    .set({ text: '', deletedAt: now })
    .where(and(eq(listingNotes.id, id), isNull(listingNotes.deletedAt)));

export const markThreadRead = (
  db: Db,
  params: { userId: string; buyerId: string; listingKey: string; readAt: Date },
) =>
  db
    .insert(noteThreadReads)
    .values(params)
    .onConflictDoUpdate({
      target: [noteThreadReads.userId, noteThreadReads.buyerId, noteThreadReads.listingKey],
      set: { readAt: params.readAt },
    });

/** Per listing of one buyer: the notes the viewer sees (not deleted) and the unread ones. */
export const threadSummaries = async (db: Db, params: { buyerId: string; viewerId: string }) =>
  db
    .select({
      listingKey: listingNotes.listingKey,
      count: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${unreadBy(params.viewerId)}))::int`,
    })
    .from(listingNotes)
    .leftJoin(noteThreadReads, readOf(params.viewerId))
    .where(
      and(
        eq(listingNotes.buyerId, params.buyerId),
        isNull(listingNotes.deletedAt),
        visibleTo(params.viewerId),
      ),
    )
    .groupBy(listingNotes.listingKey);

/** A realtor's unread shared notes in the threads of the buyers they are the realtor of, newest first. */
export const unreadInbox = (db: Db, params: { realtorId: string; limit: number }) =>
  db
    .select({
      noteId: listingNotes.id,
      listingKey: listingNotes.listingKey,
      buyerUsername: buyer.username,
      buyerFirstName: buyer.firstName,
      buyerLastName: buyer.lastName,
      text: listingNotes.text,
      createdAt: listingNotes.createdAt,
    })
    .from(listingNotes)
    .innerJoin(buyer, eq(buyer.id, listingNotes.buyerId))
    .leftJoin(noteThreadReads, readOf(params.realtorId))
    .where(
      and(
        eq(buyer.supervisorId, params.realtorId),
        eq(buyer.role, 'buyer'),
        unreadBy(params.realtorId),
      ),
    )
    .orderBy(desc(listingNotes.createdAt), desc(listingNotes.id))
    .limit(params.limit);

/** The notes one user wrote about one listing (not deleted), oldest first: what Rela may quote to them. */
export const ownNotesOn = (db: Db, params: { authorId: string; listingKey: string }) =>
  db
    .select({
      text: listingNotes.text,
      visibility: listingNotes.visibility,
      createdAt: listingNotes.createdAt,
      buyerUsername: buyer.username,
    })
    .from(listingNotes)
    .innerJoin(buyer, eq(buyer.id, listingNotes.buyerId))
    .where(
      and(
        eq(listingNotes.authorId, params.authorId),
        eq(listingNotes.listingKey, params.listingKey),
        isNull(listingNotes.deletedAt),
      ),
    )
    .orderBy(asc(listingNotes.createdAt), asc(listingNotes.id));

/** A note's text while it is shared and not deleted; undefined once it is not (ADR 043). */
export const sharedNoteText = async (db: Db, noteId: string): Promise<string | undefined> => {
  const [row] = await db
    .select({ text: listingNotes.text })
    .from(listingNotes)
    .where(
      and(
        eq(listingNotes.id, noteId),
        eq(listingNotes.visibility, 'shared'),
        isNull(listingNotes.deletedAt),
      ),
    );
  return row?.text;
};

/**
 * Private notes whose author is gone (the user's deletion set their author to null): nobody may
 * ever read them again (ADR 032), so they are deleted.
 */
export const deleteAuthorlessPrivateNotes = (db: Db) =>
  db
    .delete(listingNotes)
    .where(and(isNull(listingNotes.authorId), eq(listingNotes.visibility, 'private')));
