import type { NoteVisibility } from '@rela/contracts';
import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { listingNotes, noteThreadReads, users } from '../../db/schema';

const author = alias(users, 'author');
const buyer = alias(users, 'buyer');

/** A user as a thread's buyer: role for the policy, supervisor for "the other side", household. */
export const findThreadUser = async (db: Db, where: { username: string } | { id: string }) => {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      supervisorId: users.supervisorId,
      householdId: users.householdId,
    })
    .from(users)
    .where('id' in where ? eq(users.id, where.id) : eq(users.username, where.username));
  return row;
};

/**
 * The member named for a household in a note's answer: its first by joining. (A correlated
 * subquery on the note's `buyer_id`, which names the household, ADR 049.)
 */
const firstMember = sql`(select m.id from users m
  where m.household_id = ${listingNotes.buyerId} and m.role = 'buyer'
  order by m.joined_household_at nulls last, m.created_at, m.id limit 1)`;

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

/** The viewer's household (ADR 049): null for a realtor, so a `household` note is never theirs. */
const householdOfViewer = (viewerId: string) =>
  sql`(select v.household_id from users v where v.id = ${viewerId}::uuid)`;

/**
 * The one rule of who sees a note (ADR 032, 049): its author; the thread's household's members
 * for a `household` note (never the realtor); everyone the thread's policy lets in for a `shared`
 * one. Nothing else reads notes.
 */
const visibleTo = (viewerId: string) =>
  or(
    eq(listingNotes.visibility, 'shared'),
    eq(listingNotes.authorId, viewerId),
    and(
      eq(listingNotes.visibility, 'household'),
      sql`${listingNotes.buyerId} = ${householdOfViewer(viewerId)}`,
    ),
  );

/** A note is unread by the viewer: another's note they may see, written or edited after their last read. */
const unreadBy = (viewerId: string) => sql`(
  ${listingNotes.visibility} <> 'private'
  and ${visibleTo(viewerId)}
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
    .innerJoin(buyer, sql`${buyer.id} = ${firstMember}`)
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

/** Others' notes of a thread the reader may see (deleted ones too): what their notices are about. */
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
          sql`${listingNotes.visibility} <> 'private'`,
          visibleTo(params.readerId),
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

/**
 * Stamps each member's shared note of a note's thread with the first shared note the realtor's
 * side wrote after it (`answered_at`, null while none), after any change to the thread: the team's
 * response times read the stamp, not the thread (ADR 053). Only the notes whose stamp changes are
 * written. The thread is locked first (until the transaction ends), and the stamps read in a
 * statement of their own: a question and its answer written at the same moment would otherwise
 * each stamp without the other's note, and the question would stay unanswered.
 */
const stampAnswers = async (db: Db, noteId: string) => {
  await db.execute(sql`
    select pg_advisory_xact_lock(hashtextextended(t.buyer_id::text || '/' || t.listing_key, 0))
    from listing_notes t where t.id = ${noteId}::uuid`);
  await db.execute(sql`
    with thread as (select t.buyer_id, t.listing_key from listing_notes t where t.id = ${noteId}::uuid),
    answers as (
      select r.created_at from listing_notes r join thread using (buyer_id, listing_key)
      join users u on u.id = r.author_id and u.role <> 'buyer'
      where r.visibility = 'shared' and r.deleted_at is null
    ),
    stamps as (
      select n.id, (select min(a.created_at) from answers a where a.created_at > n.created_at) as at
      from listing_notes n join thread using (buyer_id, listing_key)
      join users u on u.id = n.author_id and u.role = 'buyer'
      where n.visibility = 'shared' and n.deleted_at is null
    )
    update listing_notes n set answered_at = stamps.at from stamps
    where n.id = stamps.id and n.answered_at is distinct from stamps.at`);
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
  if (row.visibility === 'shared') await stampAnswers(db, written.id);
  return written.id;
};

export const updateNote = async (
  db: Db,
  id: string,
  set: { text?: string; visibility?: NoteVisibility; editedAt: Date },
) => {
  await db.update(listingNotes).set(set).where(eq(listingNotes.id, id));
  if (set.visibility !== undefined) await stampAnswers(db, id);
};

/** Keeps the row (the thread shows "Note deleted"), forgets the text. */
export const softDeleteNote = async (db: Db, id: string, now: Date) => {
  await db
    .update(listingNotes)
    .set({ text: '', deletedAt: now })
    .where(and(eq(listingNotes.id, id), isNull(listingNotes.deletedAt)));
  await stampAnswers(db, id);
};

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

/**
 * A realtor's unread shared notes in the threads of the households whose members they are the
 * realtor of, newest first (a `household` note never: `unreadBy` sees to it, and so does `shared`).
 */
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
    .innerJoin(buyer, sql`${buyer.id} = ${firstMember}`)
    .leftJoin(noteThreadReads, readOf(params.realtorId))
    .where(
      and(
        eq(listingNotes.visibility, 'shared'),
        sql`exists (select 1 from users r where r.household_id = ${listingNotes.buyerId}
          and r.role = 'buyer' and r.supervisor_id = ${params.realtorId}::uuid)`,
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
      householdId: listingNotes.buyerId,
      buyerUsername: buyer.username,
    })
    .from(listingNotes)
    .innerJoin(buyer, sql`${buyer.id} = ${firstMember}`)
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
  const note = await noteAsTold(db, noteId);
  return note?.visibility === 'shared' ? note.text : undefined;
};

/**
 * A note as its notices tell it now (ADR 043, 049): its text, visibility and household, while it
 * is not private and not deleted; undefined once it is. A notice's reaction checks its receiver
 * against it: a `household` note is for the household's members alone.
 */
export const noteAsTold = async (
  db: Db,
  noteId: string,
): Promise<
  { text: string; visibility: 'household' | 'shared'; householdId: string } | undefined
> => {
  const [row] = await db
    .select({
      text: listingNotes.text,
      visibility: listingNotes.visibility,
      householdId: listingNotes.buyerId,
    })
    .from(listingNotes)
    .where(and(eq(listingNotes.id, noteId), isNull(listingNotes.deletedAt)));
  if (!row || row.visibility === 'private') return undefined;
  return { ...row, visibility: row.visibility };
};

/**
 * Private notes whose author is gone (the user's deletion set their author to null): nobody may
 * ever read them again (ADR 032), so they are deleted.
 */
export const deleteAuthorlessPrivateNotes = (db: Db) =>
  db
    .delete(listingNotes)
    .where(and(isNull(listingNotes.authorId), eq(listingNotes.visibility, 'private')));
