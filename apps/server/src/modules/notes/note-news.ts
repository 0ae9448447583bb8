import type { EventOf } from '../../platform/events';
import type { Db } from '../../db/client';
import { findThreadUser, type NoteRow } from './notes.queries';
import type { NotesDeps } from './notes.service';

/**
 * A thread's household (ADR 049): its id (the list's `buyer_id`), its members (first by joining),
 * and the buyer the policy decides on: the caller when a member ("self"), else its first member
 * (every member has the same realtor).
 */
export type Thread = {
  householdId: string;
  members: { id: string; username: string; supervisorId: string | null }[];
  target: { id: string; role: 'buyer' };
};

/** The household's realtor: its members' supervisor, when a realtor. */
const realtorOf = async (db: Db, thread: Thread) => {
  const supervisorId = thread.members[0]?.supervisorId;
  if (!supervisorId) return null;
  const realtor = await findThreadUser(db, { id: supervisorId });
  return realtor?.role === 'realtor' ? realtor.id : null;
};

/**
 * Who hears of a note (ADR 049): the household's other members for a `household` note; the
 * other members and the realtor for a `shared` one; never its author, nobody for a private one.
 */
const recipientsOf = async (db: Db, thread: Thread, row: NoteRow) => {
  if (row.visibility === 'private') return [];
  const members = thread.members.map((member) => member.id);
  const realtor = row.visibility === 'shared' ? await realtorOf(db, thread) : null;
  return [...members, ...(realtor ? [realtor] : [])].filter((id) => id !== row.authorId);
};

/**
 * A note that its readers hear of now (written so, made so, or its text changed): each of them
 * is told once (a notice's key is the note's).
 */
export const tellShared = async (
  { emit }: NotesDeps,
  tx: Db,
  thread: Thread,
  row: NoteRow,
  at: Date,
  change: EventOf<'note-shared'>['change'] = 'shared',
) => {
  if (row.visibility === 'private' || !row.authorId) return;
  const recipientIds = await recipientsOf(tx, thread, row);
  await emit(tx, {
    type: 'note-shared',
    noteId: row.id,
    buyerId: thread.householdId,
    listingKey: row.listingKey,
    authorId: row.authorId,
    recipientId: recipientIds[0] ?? null,
    recipientIds,
    visibility: row.visibility,
    text: row.text,
    change,
    at: at.toISOString(),
  });
};

/**
 * A note that was told and is no longer (made private, or deleted): its notices and feed line go.
 * `noticesOf`: only these people's notices go (a shared note made `household`: the realtor's).
 */
export const tellUnshared = async (
  { emit }: NotesDeps,
  tx: Db,
  row: NoteRow,
  at: Date,
  noticesOf?: string[],
) => {
  if (row.visibility === 'private' || row.deletedAt || !row.authorId) return;
  await emit(tx, {
    type: 'note-unshared',
    noteId: row.id,
    buyerId: row.buyerId,
    listingKey: row.listingKey,
    authorId: row.authorId,
    ...(noticesOf ? { noticesOf } : {}),
    at: at.toISOString(),
  });
};

/**
 * An edit's news (ADR 049): a note made `household` or `shared` tells whoever may read it now
 * (each once); a `shared` one made `household` takes back the realtor's notice; made private, all
 * notices go; a told note's new text is its notices' (and their e-mails' while unsent).
 */
export const tellChange = async (
  deps: NotesDeps,
  tx: Db,
  thread: Thread,
  { before, after }: { before: NoteRow; after: NoteRow },
  now: Date,
) => {
  const wasTold = before.visibility !== 'private';
  if (after.visibility === 'private') {
    if (wasTold) await tellUnshared(deps, tx, before, now);
    return;
  }
  if (!wasTold || (before.visibility === 'household' && after.visibility === 'shared'))
    await tellShared(deps, tx, thread, after, now);
  if (before.visibility === 'shared' && after.visibility === 'household') {
    const realtor = await realtorOf(tx, thread);
    await tellUnshared(deps, tx, before, now, realtor ? [realtor] : []);
  }
  if (wasTold && before.text !== after.text)
    await tellShared(deps, tx, thread, after, now, 'edited');
};
