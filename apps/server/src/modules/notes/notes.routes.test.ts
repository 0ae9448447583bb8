import {
  collaboration,
  errorBodySchema,
  limits,
  noteInboxResponseSchema,
  noteSchema,
  noteSummaryResponseSchema,
  noteThreadResponseSchema,
  notesMessages,
  timing,
} from '@rela/contracts';
import type { PropertyRecord } from '@rela/mls';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/app';
import { commitGate, drivers, lockWaits } from '../../../test/db';
import {
  activityEvents,
  listingNotes,
  notificationDeliveries,
  notifications,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { insertNote } from './notes.queries';
import {
  buildAssistantWorld,
  plainListings,
  type AssistantWorld,
} from '../../../test/assistant-world';

const [home, other] = plainListings() as [PropertyRecord, PropertyRecord];
const secret = 'PRIVATE-MARKER offer 20k under asking';

/**
 * Notes on a home through the app, with two sessions (the buyer and their realtor) and everyone
 * around them (a lead above, another chain's realtor): who sees, writes and hears what (ADR 032).
 */
describe.each(drivers)('notes on a home (%s)', (driver) => {
  let world: AssistantWorld;
  const id = (username: string) => world.ids.get(username)!;

  const call = async (
    username: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    world.t.app.inject({
      method,
      url: `/api/rela${url}`,
      headers: bearer(await world.mainToken(username)),
      ...(payload ? { payload } : {}),
    });
  const thread = (listingKey: string, buyer?: string) =>
    `/listings/${listingKey}/notes${buyer ? `?buyer=${buyer}` : ''}`;
  const write = async (
    username: string,
    listingKey: string,
    body: Record<string, unknown>,
    buyer?: string,
  ) => {
    const answer = await call(username, 'POST', thread(listingKey, buyer), body);
    expect(answer.statusCode, answer.body).toBe(201);
    return noteSchema.parse(answer.json());
  };
  const read = async (username: string, listingKey: string, buyer?: string) => {
    const answer = await call(username, 'GET', thread(listingKey, buyer));
    expect(answer.statusCode, answer.body).toBe(200);
    return noteThreadResponseSchema.parse(answer.json());
  };
  const summary = async (username: string, buyer?: string) => {
    const answer = await call(username, 'GET', `/notes/summary${buyer ? `?buyer=${buyer}` : ''}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return noteSummaryResponseSchema.parse(answer.json()).byListing;
  };
  const inbox = async (username: string) => {
    const answer = await call(username, 'GET', '/notes/inbox');
    expect(answer.statusCode, answer.body).toBe(200);
    return noteInboxResponseSchema.parse(answer.json()).items;
  };
  const noticesOf = (username: string) =>
    world.t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, id(username)), eq(notifications.kind, 'note-shared')));
  const noteCount = async () => (await world.t.db.select().from(listingNotes)).length;

  beforeAll(async () => {
    world = await buildAssistantWorld(driver);
  }, 60_000);
  afterAll(() => world?.close());

  it('keeps a private note from everyone but its author: thread, count, inbox, notice, Rela', async () => {
    const shared = await write('buyer', home.ListingKey, { text: '  Loved the kitchen light.  ' });
    expect(shared).toMatchObject({
      text: 'Loved the kitchen light.',
      visibility: 'shared',
      mine: true,
      deleted: false,
      author: { username: 'buyer', name: 'Jane Smith' },
    });
    expect(shared.editableUntil).not.toBeNull();
    world.t.clock.advance(1_000);
    const hidden = await write('buyer', home.ListingKey, { text: secret, visibility: 'private' });

    // The buyer sees both, oldest first; their realtor the shared one alone.
    expect((await read('buyer', home.ListingKey)).items.map((n) => n.id)).toEqual([
      shared.id,
      hidden.id,
    ]);
    const seen = await read('realtor', home.ListingKey, 'buyer');
    expect(seen.items.map((n) => n.id)).toEqual([shared.id]);
    expect(seen.items[0]).toMatchObject({ mine: false, editableUntil: null });
    expect(seen.canWrite).toBe(true);
    expect(JSON.stringify(seen)).not.toContain('PRIVATE-MARKER');
    // A lead or owner above gets activity counts, never the notes (SECURITY-CHECKLIST 33): 403
    // for the thread and its counts, nothing of the note in the answer.
    for (const viewer of ['lead', 'owner']) {
      for (const url of [thread(home.ListingKey, 'buyer'), '/notes/summary?buyer=buyer']) {
        const refused = await call(viewer, 'GET', url);
        expect(refused.statusCode, `${viewer} ${url}`).toBe(403);
        expect(refused.body).not.toContain('kitchen');
        expect(refused.body).not.toContain('PRIVATE-MARKER');
      }
      const marked = await call(viewer, 'POST', `${thread(home.ListingKey)}/read?buyer=buyer`);
      expect(marked.statusCode).toBe(403);
    }
    // Counts: the buyer's own notes are never unread to them; the realtor has one unread.
    expect(await summary('buyer')).toEqual({ [home.ListingKey]: { count: 2, unread: 0 } });
    expect(await summary('realtor', 'buyer')).toEqual({
      [home.ListingKey]: { count: 1, unread: 1 },
    });
    const items = await inbox('realtor');
    expect(items).toEqual([
      expect.objectContaining({
        noteId: shared.id,
        listingKey: home.ListingKey,
        buyerUsername: 'buyer',
        buyerName: 'Jane Smith',
        excerpt: 'Loved the kitchen light.',
      }),
    ]);
    expect(await inbox('buyer')).toEqual([]);
    expect(await inbox('realtor2')).toEqual([]);
    expect(await inbox('lead')).toEqual([]);
    // One notice (and its instant e-mail row) to the realtor, for the shared note only.
    const notices = await noticesOf('realtor');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      dedupeKey: `note:${shared.id}`,
      listingKey: home.ListingKey,
      // The realtor's bell opens the home in this buyer's thread.
      data: expect.objectContaining({ buyerUsername: 'buyer' }) as unknown,
    });
    expect(JSON.stringify(notices)).not.toContain('PRIVATE-MARKER');
    const deliveries = await world.t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, notices[0]!.id));
    expect(deliveries.map((row) => row.channel)).toEqual(['email']);
    expect(await noticesOf('buyer')).toEqual([]);

    // Rela quotes the asker's own notes: the buyer's private one to the buyer, none to the realtor.
    const question = `what did I note about ${home.UnparsedAddress}?`;
    const mine = await world.ask('buyer', question);
    expect(mine.text).toContain('PRIVATE-MARKER');
    expect(mine.text).toContain('Loved the kitchen light.');
    const theirs = await world.ask('realtor', question);
    expect(theirs.text).toContain(notesMessages.assistantNone('').slice(0, 20));
    expect(theirs.text).not.toContain('PRIVATE-MARKER');
    expect(theirs.text).not.toContain('kitchen');
  });

  it('marks a thread read for the reader alone, and tells the buyer of the realtor’s shared note', async () => {
    const before = await summary('realtor', 'buyer');
    expect(before[home.ListingKey]?.unread).toBeGreaterThan(0);
    const marked = await call('realtor', 'POST', `${thread(home.ListingKey)}/read?buyer=buyer`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await summary('realtor', 'buyer'))[home.ListingKey]?.unread).toBe(0);
    expect(await inbox('realtor')).toEqual([]);

    world.t.clock.advance(1_000);
    const reply = await write(
      'realtor',
      home.ListingKey,
      { text: 'Ask about the roof age.' },
      'buyer',
    );
    expect(reply.buyerUsername).toBe('buyer');
    expect((await summary('buyer'))[home.ListingKey]).toEqual({ count: 3, unread: 1 });
    const toBuyer = await noticesOf('buyer');
    expect(toBuyer).toHaveLength(1);
    // The buyer's own thread: no buyer to name.
    expect(toBuyer[0]?.data).not.toHaveProperty('buyerUsername');
    // The realtor's private note stays theirs: not in the buyer's thread, count or notices.
    await write(
      'realtor',
      home.ListingKey,
      { text: 'REALTOR-PRIVATE', visibility: 'private' },
      'buyer',
    );
    expect(JSON.stringify(await read('buyer', home.ListingKey))).not.toContain('REALTOR-PRIVATE');
    expect((await summary('buyer'))[home.ListingKey]).toEqual({ count: 3, unread: 1 });
    expect(await noticesOf('buyer')).toHaveLength(1);
    expect((await read('realtor', home.ListingKey, 'buyer')).items).toHaveLength(3);
  });

  it('refuses writes from above and outside the chain, and bad notes, changing nothing', async () => {
    const count = await noteCount();
    const refused = [
      ['lead', thread(other.ListingKey, 'buyer'), 403],
      ['owner', thread(other.ListingKey, 'buyer'), 403],
      ['realtor2', thread(other.ListingKey, 'buyer'), 404],
      ['buyer3', thread(other.ListingKey, 'buyer'), 404],
      ['realtor', thread(other.ListingKey, 'nobody-here'), 404],
      ['realtor', thread(other.ListingKey, 'realtor2'), 404],
      ['realtor', thread(other.ListingKey), 400],
      ['buyer', thread(other.ListingKey), 400, { text: '   ' }],
      [
        'buyer',
        thread(other.ListingKey),
        400,
        { text: 'x'.repeat(collaboration.noteMaxLength + 1) },
      ],
      ['buyer', thread(other.ListingKey), 400, { text: 'hi', visibility: 'public' }],
      ['buyer', thread('not a key!'), 400, { text: 'hi' }],
    ] as const;
    for (const [username, url, status, body] of refused) {
      const answer = await call(username, 'POST', url, body ?? { text: 'A note' });
      expect(answer.statusCode, `${username} ${url} ${answer.body}`).toBe(status);
      expect(() => errorBodySchema.parse(answer.json())).not.toThrow();
    }
    expect((await call('realtor2', 'GET', thread(home.ListingKey, 'buyer'))).statusCode).toBe(404);
    expect((await call('buyer2', 'GET', thread(home.ListingKey, 'buyer'))).statusCode).toBe(404);
    expect((await call('realtor2', 'GET', '/notes/summary?buyer=buyer')).statusCode).toBe(404);
    // Another buyer's thread on the same home is their own: empty.
    expect((await read('buyer2', home.ListingKey)).items).toEqual([]);
    expect(await noteCount()).toBe(count);
    // Exactly 2,000 characters is a note.
    const longest = await write('buyer2', other.ListingKey, {
      text: 'y'.repeat(collaboration.noteMaxLength),
    });
    expect(longest.text).toHaveLength(collaboration.noteMaxLength);
  });

  it('lets its author edit within 15 minutes and delete any time, leaving "Note deleted"', async () => {
    const note = await write('buyer', other.ListingKey, {
      text: 'First thought',
      visibility: 'private',
    });
    const notices = (await noticesOf('realtor')).length;
    const at = `${thread(other.ListingKey)}`.replace('/notes', `/notes/${note.id}`);
    // Someone else: the realtor cannot even see it (private); nobody's id is a 404 too.
    expect((await call('realtor', 'PATCH', at, { text: 'x' })).statusCode).toBe(404);
    expect((await call('realtor', 'DELETE', at)).statusCode).toBe(404);
    const made = await call('buyer', 'PATCH', at, { text: 'Second thought', visibility: 'shared' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ text: 'Second thought', visibility: 'shared' });
    expect(made.json().editedAt).not.toBeNull();
    // Made shared: the realtor hears of it once, and may see it but not change it.
    expect(await noticesOf('realtor')).toHaveLength(notices + 1);
    const notYours = await call('realtor', 'PATCH', at, { text: 'x' });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toBe(notesMessages.notYours);
    expect((await call('lead', 'DELETE', at)).statusCode).toBe(403);
    expect((await call('buyer', 'PATCH', at, {})).statusCode).toBe(400);

    world.t.clock.advance(collaboration.noteEditWindowMs + 1_000);
    const late = await call('buyer', 'PATCH', at, { text: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(notesMessages.editWindowOver);
    expect(
      (await read('buyer', other.ListingKey)).items.find((n) => n.id === note.id),
    ).toMatchObject({ text: 'Second thought', editableUntil: null });

    const gone = await call('buyer', 'DELETE', at);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toMatchObject({ deleted: true, text: '' });
    const [row] = await world.t.db.select().from(listingNotes).where(eq(listingNotes.id, note.id));
    expect(row?.text).toBe('');
    const seen = (await read('realtor', other.ListingKey, 'buyer')).items.find(
      (n) => n.id === note.id,
    );
    expect(seen).toMatchObject({ deleted: true, text: '' });
    expect((await summary('realtor', 'buyer'))[other.ListingKey]).toBeUndefined();
    expect((await call('buyer', 'PATCH', at, { text: 'again' })).statusCode).toBe(409);
    expect((await call('buyer', 'DELETE', at)).statusCode).toBe(200);
  });

  it("stamps a member's shared note with the realtor's first answer after it, again at each change to the thread (ADR 053)", async () => {
    const key = 'STAMP-1';
    const stampOf = async (noteId: string) => {
      const [row] = await world.t.db
        .select({ answeredAt: listingNotes.answeredAt })
        .from(listingNotes)
        .where(eq(listingNotes.id, noteId));
      return row?.answeredAt?.toISOString() ?? null;
    };
    const asked = await write('buyer', key, { text: 'Is the roof new?', visibility: 'shared' });
    world.t.clock.advance(1_000);
    const aside = await write('buyer', key, { text: 'Ask about the roof', visibility: 'private' });
    world.t.clock.advance(60_000);
    const answer = await write(
      'realtor',
      key,
      { text: 'From 2019', visibility: 'shared' },
      'buyer',
    );
    expect(await stampOf(asked.id)).toBe(answer.createdAt);
    // The realtor's own notes and the private one wait for nothing.
    expect(await stampOf(answer.id)).toBeNull();
    expect(await stampOf(aside.id)).toBeNull();
    world.t.clock.advance(1_000);
    const again = await write('buyer', key, { text: 'And the furnace?', visibility: 'shared' });
    expect(await stampOf(again.id)).toBeNull();
    // The answer deleted: nothing answers the first question any more.
    const answerAt = thread(key, 'buyer').replace('/notes', `/notes/${answer.id}`);
    expect((await call('realtor', 'DELETE', answerAt)).statusCode).toBe(200);
    expect(await stampOf(asked.id)).toBeNull();
    world.t.clock.advance(1_000);
    const later = await write('realtor', key, { text: 'Both 2019', visibility: 'shared' }, 'buyer');
    expect(await stampOf(asked.id)).toBe(later.createdAt);
    expect(await stampOf(again.id)).toBe(later.createdAt);
    // A private note made shared is a question asked when it was written, answered since.
    const asideAt = thread(key).replace('/notes', `/notes/${aside.id}`);
    expect((await call('buyer', 'PATCH', asideAt, { visibility: 'shared' })).statusCode).toBe(200);
    expect(await stampOf(aside.id)).toBe(later.createdAt);
  });

  // On PostgreSQL two notes of one thread commit side by side: the later transaction stamps from
  // what the first committed (ADR 053).
  it.runIf(driver === 'postgres')(
    'stamps a question whose answer is written at the same moment',
    async () => {
      const key = 'STAMP-2';
      const note = (username: string, createdAt: Date) => ({
        buyerId: id('buyer'),
        listingKey: key,
        authorId: id(username),
        visibility: 'shared' as const,
        text: `${username} at the same moment`,
        createdAt,
      });
      const asked = new Date(world.t.clock.now().getTime() + 1_000);
      const answered = new Date(asked.getTime() + 1_000);
      // The answer's transaction holds its commit until the question's waits on the thread.
      const gate = commitGate();
      const answer = world.t.db.transaction(async (tx) => {
        await insertNote(tx as unknown as Db, note('realtor', answered));
        await gate.hold();
      });
      await gate.reached;
      let questionId = '';
      let ended = false;
      const question = world.t.db
        .transaction(async (tx) => {
          questionId = await insertNote(tx as unknown as Db, note('buyer', asked));
        })
        .finally(() => (ended = true));
      // Until the question's transaction waits on a lock (or has ended without waiting).
      while (!ended && (await lockWaits(world.t.db)) === 0) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      gate.release();
      await Promise.all([answer, question]);
      const [row] = await world.t.db
        .select({ answeredAt: listingNotes.answeredAt })
        .from(listingNotes)
        .where(eq(listingNotes.id, questionId));
      expect(row?.answeredAt?.toISOString()).toBe(answered.toISOString());
    },
  );

  it('takes back what told of a shared note once it is made "Only me" or deleted: the notice, its unsent e-mail, the feed line', async () => {
    const noticeFor = async (username: string, noteId: string) =>
      (await noticesOf(username)).filter((notice) => notice.dedupeKey === `note:${noteId}`);
    const emailsFor = async (noteId: string) =>
      world.t.db
        .select({ id: notificationDeliveries.id })
        .from(notificationDeliveries)
        .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
        .where(eq(notifications.dedupeKey, `note:${noteId}`));
    const notedLines = (noteId: string) =>
      world.t.db
        .select({ id: activityEvents.id })
        .from(activityEvents)
        .where(
          and(
            eq(activityEvents.kind, 'noted'),
            sql`${activityEvents.data} ->> 'noteId' = ${noteId}`,
          ),
        );
    const bell = async (username: string) => {
      const answer = await world.t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: bearer(await world.mainToken(username)),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.body;
    };

    // Shared, then made "Only me" within the edit window.
    const regret = await write('buyer', other.ListingKey, { text: 'UNSHARED-MARKER max 450k' });
    expect(await noticeFor('realtor', regret.id)).toHaveLength(1);
    expect(await emailsFor(regret.id)).toHaveLength(1);
    expect(await notedLines(regret.id)).toHaveLength(1);
    expect(await bell('realtor')).toContain('UNSHARED-MARKER');
    const unshared = await call('buyer', 'PATCH', `${thread(other.ListingKey)}/${regret.id}`, {
      visibility: 'private',
    });
    expect(unshared.statusCode, unshared.body).toBe(200);
    expect(await noticeFor('realtor', regret.id)).toEqual([]);
    expect(await emailsFor(regret.id)).toEqual([]);
    expect(await notedLines(regret.id)).toEqual([]);
    expect(await bell('realtor')).not.toContain('UNSHARED-MARKER');
    expect(JSON.stringify(await read('realtor', other.ListingKey, 'buyer'))).not.toContain(
      'UNSHARED-MARKER',
    );
    // Still the buyer's own, and Rela still quotes it to them alone.
    expect(JSON.stringify(await read('buyer', other.ListingKey))).toContain('UNSHARED-MARKER');

    // Shared, then deleted: the text goes from the realtor's bell as from the thread.
    const gone = await write('buyer', other.ListingKey, { text: 'DELETED-MARKER wrong house' });
    expect(await notedLines(gone.id)).toHaveLength(1);
    expect(
      (await call('buyer', 'DELETE', `${thread(other.ListingKey)}/${gone.id}`)).statusCode,
    ).toBe(200);
    expect(await noticeFor('realtor', gone.id)).toEqual([]);
    expect(await notedLines(gone.id)).toEqual([]);
    expect(await bell('realtor')).not.toContain('DELETED-MARKER');

    // The realtor's shared note deleted: the buyer's notice goes too.
    const reply = await write('realtor', other.ListingKey, { text: 'REPLY-MARKER' }, 'buyer');
    expect(await noticeFor('buyer', reply.id)).toHaveLength(1);
    const removed = await call('realtor', 'DELETE', `${thread(other.ListingKey)}/${reply.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await noticeFor('buyer', reply.id)).toEqual([]);
    expect(await bell('buyer')).not.toContain('REPLY-MARKER');
  });

  it("keeps a home's notes when the buyer removes it and adds it again", async () => {
    const add = async () => {
      const added = await call('buyer', 'POST', '/my-listing-keys', {
        listingKey: home.ListingKey,
      });
      expect(added.statusCode, added.body).toBe(200);
    };
    await add();
    const note = await write('buyer', home.ListingKey, { text: 'Ask about the roof' });
    const removed = await call('buyer', 'DELETE', `/my-listing-keys/${home.ListingKey}`);
    expect(removed.statusCode, removed.body).toBe(200);
    await add();
    expect((await read('buyer', home.ListingKey)).items.map((n) => n.id)).toContain(note.id);
    expect((await read('realtor', home.ListingKey, 'buyer')).items.map((n) => n.id)).toContain(
      note.id,
    );
    expect((await summary('buyer'))[home.ListingKey]?.count).toBeGreaterThan(0);
  });
  describe('the bell, edits, private deletes, the limit and the pages (REQ-NOTES-*)', () => {
    const bob = 'buyer2';
    const at = (listingKey: string, noteId: string) => `${thread(listingKey)}/${noteId}`;
    const noticeOf = async (username: string, noteId: string) =>
      (await noticesOf(username)).find((notice) => notice.dedupeKey === `note:${noteId}`);

    it('reading the thread clears its notes’ notices in the bell, for the reader alone', async () => {
      const first = await write(bob, other.ListingKey, { text: 'Bob asks about the roof.' });
      world.t.clock.advance(1_000);
      const second = await write(bob, other.ListingKey, { text: 'And the boiler.' });
      const elsewhere = await write(bob, home.ListingKey, { text: 'Another home.' });
      expect((await noticeOf('realtor', first.id))?.readAt).toBeNull();
      const marked = await call('realtor', 'POST', `${thread(other.ListingKey)}/read?buyer=${bob}`);
      expect(marked.statusCode, marked.body).toBe(200);
      expect((await noticeOf('realtor', first.id))?.readAt).not.toBeNull();
      expect((await noticeOf('realtor', second.id))?.readAt).not.toBeNull();
      // Another home's thread is not read by reading this one.
      expect((await noticeOf('realtor', elsewhere.id))?.readAt).toBeNull();
    });

    it('an edited shared note’s notice and unsent e-mail say the new text; the feed keeps one line', async () => {
      const note = await write(bob, other.ListingKey, { text: 'OLD-TEXT offer at asking' });
      const before = await noticeOf('realtor', note.id);
      expect(before?.body).toBe('OLD-TEXT offer at asking');
      // Its e-mail waits (a minute gathers the notes of that minute; the default "only if unread"
      // choice waits longer, for the notice to be read or pushed first), so an edit is in time.
      const [email] = await world.t.db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.notificationId, before!.id));
      expect(email?.state).toBe('pending');
      expect(email!.dueAt.getTime() - world.t.clock.now().getTime()).toBe(
        Math.max(timing.noteEmailBatchMs, timing.unreadEmailDelayMs),
      );
      const edited = await call(bob, 'PATCH', at(other.ListingKey, note.id), {
        text: 'NEW-TEXT offer 5k under',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const after = await noticeOf('realtor', note.id);
      expect(after?.id).toBe(before?.id);
      expect(after?.body).toBe('NEW-TEXT offer 5k under');
      const lines = await world.t.db
        .select({ id: activityEvents.id })
        .from(activityEvents)
        .where(
          and(
            eq(activityEvents.kind, 'noted'),
            sql`${activityEvents.data} ->> 'noteId' = ${note.id}`,
          ),
        );
      expect(lines).toHaveLength(1);
    });

    it('a deleted private note leaves no "Note deleted" line; a shared one does', async () => {
      const mine = await write(bob, other.ListingKey, { text: 'just mine', visibility: 'private' });
      const ours = await write(bob, other.ListingKey, { text: 'for both' });
      for (const note of [mine, ours]) {
        const deleted = await call(bob, 'DELETE', at(other.ListingKey, note.id));
        expect(deleted.statusCode, deleted.body).toBe(200);
      }
      const ids = (await read(bob, other.ListingKey)).items.map((n) => n.id);
      expect(ids).not.toContain(mine.id);
      expect(ids).toContain(ours.id);
      // Deleting it again still answers it (idempotent).
      expect((await call(bob, 'DELETE', at(other.ListingKey, mine.id))).statusCode).toBe(200);
    });

    it('refuses a person’s notes past the per-minute limit with a 429, Retry-After and the catalogue’s sentence', async () => {
      world.t.clock.advance(61_000);
      const written = await world.t.db.select({ id: listingNotes.id }).from(listingNotes);
      for (let n = 0; n < limits.notesPerMinute; n += 1) {
        await write(bob, other.ListingKey, { text: `note ${n}` });
      }
      const refused = await call(bob, 'POST', thread(other.ListingKey), { text: 'one too many' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(errorBodySchema.parse(refused.json()).message).toBe(notesMessages.tooMany);
      expect(
        (await world.t.db.select({ id: listingNotes.id }).from(listingNotes)).length -
          written.length,
      ).toBe(limits.notesPerMinute);
      // Another person is not held by Bob's count; Bob writes again once the minute is over.
      await write('buyer', other.ListingKey, { text: 'Jane is not limited' });
      world.t.clock.advance(61_000);
      await write(bob, other.ListingKey, { text: 'a minute later' });
    });

    it('pages the thread: the newest notes first, older ones by the cursor, each page oldest first', async () => {
      world.t.clock.advance(61_000);
      const listingKey = home.ListingKey;
      const start = (await read(bob, listingKey)).items.length;
      const texts = Array.from({ length: 5 }, (_, n) => `page note ${n}`);
      for (const text of texts) {
        world.t.clock.advance(1_000);
        await write(bob, listingKey, { text });
      }
      const page = async (query: string) => {
        const answer = await call(bob, 'GET', `${thread(listingKey)}?${query}`);
        expect(answer.statusCode, answer.body).toBe(200);
        return noteThreadResponseSchema.parse(answer.json());
      };
      const newest = await page('limit=2');
      expect(newest.items.map((n) => n.text)).toEqual(['page note 3', 'page note 4']);
      expect(newest.nextBefore).toBeDefined();
      const older = await page(`limit=2&before=${encodeURIComponent(newest.nextBefore!)}`);
      expect(older.items.map((n) => n.text)).toEqual(['page note 1', 'page note 2']);
      const all = await page(`limit=${start + 5}`);
      expect(all.items).toHaveLength(start + 5);
      expect(all.nextBefore).toBeUndefined();
      for (const bad of ['before=nope', `limit=${limits.noteThreadPage + 1}`]) {
        const refused = await call(bob, 'GET', `${thread(listingKey)}?${bad}`);
        expect(refused.statusCode, bad).toBe(400);
      }
      expect((await call(bob, 'GET', `${thread(listingKey)}?before=nope`)).json().message).toBe(
        notesMessages.badCursor,
      );
    });
  });
});
