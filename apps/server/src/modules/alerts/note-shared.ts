import { notesMessages, timing } from '@rela/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { notifications, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { subscribe, type EventOf } from '../../platform/events';
import { noteAsTold } from '../notes';
import { addressToTell } from './fan-out.queries';
import { noticeForOne } from './notice-for-one';

const bodyLength = 140;

/** The notice's body: the note's text on one line, its first 140 characters. */
const bodyOf = (text: string) => {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > bodyLength ? `${line.slice(0, bodyLength - 1)}…` : line;
};

const noticeKey = (noteId: string) => `note:${noteId}`;

/**
 * Each reader of a note (ADR 049: a `household` note's other members; a `shared` note's other
 * members and the realtor) hears "{author} wrote a note — {address}" once per note (kind
 * `note-shared`, key `note:{id}`; a note made shared by an edit tells once too), under the
 * `notes-tours` topic's choices: hidden from the bell when in-app is off, an e-mail row unless off.
 * An "instant" e-mail waits `timing.noteEmailBatchMs`, so that the notes to one person within it
 * go in one e-mail (the delivery gathers them). A shared note's text edited: its notice takes the
 * new text, and so does its e-mail while unsent (it is written from the notice when sent).
 * Reactions may come late or out of order (a retry, ADR 043): the note's text is read as it is
 * now, and a note no longer shared tells nothing.
 */
const noteNotice = subscribe('alerts.note-notice', 'note-shared', async (event, { db, clock }) => {
  const { authorId } = event;
  const recipients = event.recipientIds ?? (event.recipientId === null ? [] : [event.recipientId]);
  for (const recipientId of new Set(recipients)) {
    if (recipientId !== authorId) await tellOne(db, clock.now(), event, recipientId);
  }
});

/**
 * One reader's notice of a note, checked against the note as it is now (ADR 049): a `household`
 * note reaches its household's members alone, never the realtor (nor anyone who left).
 */
const tellOne = async (db: Db, now: Date, event: EventOf<'note-shared'>, recipientId: string) => {
  const { noteId, listingKey, authorId } = event;
  const note = await noteAsTold(db, noteId);
  if (!note) return;
  if (note.visibility === 'household') {
    const [reader] = await db
      .select({ householdId: users.householdId })
      .from(users)
      .where(eq(users.id, recipientId));
    if (reader?.householdId !== note.householdId) return;
  }
  const { text } = note;
  if (event.change === 'edited') {
    await db
      .update(notifications)
      .set({ body: bodyOf(text) })
      .where(
        and(
          eq(notifications.userId, recipientId),
          eq(notifications.kind, 'note-shared'),
          eq(notifications.dedupeKey, noticeKey(noteId)),
        ),
      );
    return;
  }
  await noticeForOne(db, {
    userId: recipientId,
    topic: 'notes-tours',
    now,
    instantEmailDelayMs: timing.noteEmailBatchMs,
    content: async () => {
      const people = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          username: users.username,
          role: users.role,
        })
        .from(users)
        .where(inArray(users.id, [authorId, recipientId]));
      const author = people.find((person) => person.id === authorId);
      const recipient = people.find((person) => person.id === recipientId);
      const name = author?.firstName?.trim() || author?.username || 'Someone';
      const toBuyer = !recipient || recipient.role === 'buyer';
      const address = await addressToTell(db, listingKey, toBuyer);
      return {
        kind: 'note-shared',
        dedupeKey: noticeKey(noteId),
        listingKey,
        title: notesMessages.noticeTitle(name, address),
        body: bodyOf(text),
        data: {
          noteId,
          authorId,
          // The realtor's bell opens the home in the buyer's thread (the author's): it names them.
          ...(recipient && recipient.role !== 'buyer' && author
            ? { buyerUsername: author.username }
            : {}),
        },
      };
    },
  });
};

/**
 * A note that stops being shared (made "Only me" by an edit, or deleted) takes back what told of
 * it: the readers' notices go (only `noticesOf`'s when named: a shared note made `household`
 * takes back the realtor's, ADR 049), and with it its e-mail row when not yet sent (the e-mail is
 * written from the notice when it is sent), so the note's text stays in no one else's bell.
 */
const noteNoticeWithdrawn = subscribe(
  'alerts.note-notice-withdrawn',
  'note-unshared',
  async ({ noteId, noticesOf }, { db }) => {
    await db
      .delete(notifications)
      .where(
        and(
          eq(notifications.kind, 'note-shared'),
          eq(notifications.dedupeKey, noticeKey(noteId)),
          noticesOf ? inArray(notifications.userId, noticesOf) : undefined,
        ),
      );
  },
);

/**
 * A reader opened a thread: the notices of its notes to them are read too, so the bell does not
 * keep telling of notes they have just read (`noteIds`: the other side's shared notes in it).
 */
const noteNoticesRead = subscribe(
  'alerts.note-notices-read',
  'note-thread-read',
  async ({ readerId, noteIds, at }, { db }) => {
    await db
      .update(notifications)
      .set({ readAt: new Date(at) })
      .where(
        and(
          eq(notifications.userId, readerId),
          eq(notifications.kind, 'note-shared'),
          inArray(notifications.dedupeKey, noteIds.map(noticeKey)),
          isNull(notifications.readAt),
        ),
      );
  },
);

/** The notes' notices: told of a note shared, unshared, or its thread read (ADR 032, 043). */
export const noteNoticeSubscribers = [noteNotice, noteNoticeWithdrawn, noteNoticesRead];
