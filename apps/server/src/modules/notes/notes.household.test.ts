import {
  noteInboxResponseSchema,
  noteSchema,
  noteSummaryResponseSchema,
  noteThreadResponseSchema,
  notesMessages,
} from '@rela/contracts';
import type { PropertyRecord } from '@rela/mls';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/app';
import { drivers } from '../../../test/db';
import { householdOf } from '../../../test/household-of-two';
import {
  activityEvents,
  listingNotes,
  notificationDeliveries,
  notifications,
} from '../../db/schema';
import {
  buildAssistantWorld,
  plainListings,
  type AssistantWorld,
} from '../../../test/assistant-world';

const [home, other] = plainListings() as [PropertyRecord, PropertyRecord];

/**
 * Notes in a household of two under one realtor (ADR 049, REQ-HOUSEHOLD-NOTES): `private` is its
 * author's, `household` its members' (never the realtor's: not in the thread, the counts, the
 * inbox, the bell, the e-mails or the feed), `shared` everyone's.
 */
describe.each(drivers)('notes in a household (%s)', (driver) => {
  let world: AssistantWorld;
  let householdId: string;
  const ids = new Map<string, string>();
  const id = (username: string) => ids.get(username) ?? world.ids.get(username)!;

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
  const noticeKeys = async (username: string) =>
    (await noticesOf(username)).map((notice) => notice.dedupeKey).sort();
  const emailsTo = async (username: string) =>
    (
      await world.t.db
        .select({ key: notifications.dedupeKey })
        .from(notificationDeliveries)
        .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
        .where(eq(notificationDeliveries.userId, id(username)))
    ).map((row) => row.key);
  const notedLines = (noteId: string) =>
    world.t.db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.kind, 'noted'), sql`${activityEvents.data} ->> 'noteId' = ${noteId}`),
      );

  beforeAll(async () => {
    world = await buildAssistantWorld(driver);
    const household = await householdOf(
      world.t.db,
      [
        { username: 'alex', firstName: 'Alex', lastName: 'Park' },
        { username: 'sam', firstName: 'Sam', lastName: 'Park' },
      ],
      world.ids.get('realtor')!,
    );
    householdId = household.householdId;
    for (const member of household.members) ids.set(member.username, member.id);
  }, 60_000);
  afterAll(() => world?.close());

  it('shows a household note to the members and never to the realtor: thread, counts, inbox, bell, e-mail, feed', async () => {
    const forUs = await write('alex', home.ListingKey, {
      text: 'HOUSEHOLD-MARKER we could stretch to 500k',
      visibility: 'household',
    });
    expect(forUs).toMatchObject({ visibility: 'household', buyerUsername: 'alex', mine: true });
    world.t.clock.advance(1_000);
    const mine = await write('alex', home.ListingKey, {
      text: 'PRIVATE-MARKER not sure about Sam’s commute',
      visibility: 'private',
    });
    world.t.clock.advance(1_000);
    const forAll = await write('alex', home.ListingKey, { text: 'SHARED-MARKER loved it' });
    const [row] = await world.t.db
      .select({ buyerId: listingNotes.buyerId })
      .from(listingNotes)
      .where(eq(listingNotes.id, forUs.id));
    expect(row?.buyerId).toBe(householdId);

    // Sam sees the household's and the shared note, by their own thread or by naming Alex.
    for (const named of [undefined, 'alex', 'sam']) {
      const seen = await read('sam', home.ListingKey, named);
      expect(seen.items.map((note) => note.id)).toEqual([forUs.id, forAll.id]);
      expect(seen.canWrite).toBe(true);
      expect(JSON.stringify(seen)).not.toContain('PRIVATE-MARKER');
    }
    expect(await summary('sam')).toEqual({ [home.ListingKey]: { count: 2, unread: 2 } });
    expect(await summary('alex')).toEqual({ [home.ListingKey]: { count: 3, unread: 0 } });

    // The realtor, by either member's name: the shared note alone, counted alone.
    for (const named of ['alex', 'sam']) {
      const seen = await read('realtor', home.ListingKey, named);
      expect(seen.items.map((note) => note.id)).toEqual([forAll.id]);
      expect(JSON.stringify(seen)).not.toContain('HOUSEHOLD-MARKER');
      expect(JSON.stringify(seen)).not.toContain('PRIVATE-MARKER');
      expect(await summary('realtor', named)).toEqual({
        [home.ListingKey]: { count: 1, unread: 1 },
      });
    }
    expect((await inbox('realtor')).map((item) => item.noteId)).toEqual([forAll.id]);
    expect(await inbox('sam')).toEqual([]);
    // Another chain's realtor and a stranger buyer: as for a nobody.
    for (const stranger of ['realtor2', 'buyer']) {
      const refused = await call(stranger, 'GET', thread(home.ListingKey, 'sam'));
      expect(refused.statusCode, stranger).toBe(404);
      expect(refused.body).not.toContain('MARKER');
    }

    // Notices: Sam hears of both, the realtor of the shared one, Alex of none; e-mails likewise.
    expect(await noticeKeys('sam')).toEqual([`note:${forUs.id}`, `note:${forAll.id}`].sort());
    expect(await noticeKeys('realtor')).toEqual([`note:${forAll.id}`]);
    expect(await noticesOf('alex')).toEqual([]);
    expect(JSON.stringify(await noticesOf('realtor'))).not.toContain('HOUSEHOLD-MARKER');
    expect(JSON.stringify(await noticesOf('sam'))).not.toContain('PRIVATE-MARKER');
    expect(await emailsTo('realtor')).not.toContain(`note:${forUs.id}`);
    expect((await emailsTo('sam')).sort()).toEqual(
      [`note:${forUs.id}`, `note:${forAll.id}`].sort(),
    );
    // The realtor's feed: a line for the shared note, naming Alex; none for the household's.
    expect(await notedLines(forUs.id)).toEqual([]);
    expect(await notedLines(mine.id)).toEqual([]);
    const lines = await notedLines(forAll.id);
    expect(lines.map((line) => [line.buyerId, line.actorId])).toEqual([[householdId, id('alex')]]);

    // Sam reads the thread: their counts and bell clear, nobody else's.
    const marked = await call('sam', 'POST', `${thread(home.ListingKey)}/read`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await summary('sam')).toEqual({ [home.ListingKey]: { count: 2, unread: 0 } });
    expect((await noticesOf('sam')).every((notice) => notice.readAt !== null)).toBe(true);
    expect((await noticesOf('realtor')).every((notice) => notice.readAt === null)).toBe(true);
  });

  it('refuses a realtor’s household note (400, nothing written) and keeps each member’s private notes theirs', async () => {
    const before = (await world.t.db.select().from(listingNotes)).length;
    for (const named of ['sam', 'alex']) {
      const refused = await call('realtor', 'POST', thread(other.ListingKey, named), {
        text: 'REALTOR-HOUSEHOLD',
        visibility: 'household',
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ message: notesMessages.householdOnlyForMembers });
    }
    expect((await world.t.db.select().from(listingNotes)).length).toBe(before);
    const note = await write('realtor', other.ListingKey, { text: 'Realtor note' }, 'sam');
    const patched = await call('realtor', 'PATCH', `${thread(other.ListingKey)}/${note.id}`, {
      visibility: 'household',
    });
    expect(patched.statusCode, patched.body).toBe(400);

    const secret = await write('sam', other.ListingKey, {
      text: 'SAM-PRIVATE-MARKER',
      visibility: 'private',
    });
    expect(JSON.stringify(await read('alex', other.ListingKey))).not.toContain(
      'SAM-PRIVATE-MARKER',
    );
    expect(JSON.stringify(await read('realtor', other.ListingKey, 'sam'))).not.toContain(
      'SAM-PRIVATE-MARKER',
    );
    expect((await summary('alex'))[other.ListingKey]).toEqual({ count: 1, unread: 1 });
    // Another member may not change it: as for a note they cannot see.
    const edited = await call('alex', 'PATCH', `${thread(other.ListingKey)}/${secret.id}`, {
      text: 'changed',
    });
    expect(edited.statusCode).toBe(404);
    // Rela quotes Sam's own notes to Sam alone.
    const asked = `what did I note about ${other.UnparsedAddress}?`;
    expect((await world.ask('sam', asked)).text).toContain('SAM-PRIVATE-MARKER');
    expect((await world.ask('alex', asked)).text).not.toContain('SAM-PRIVATE-MARKER');
    // Sam's own household's thread is Sam's: Rela names no other buyer's thread.
    expect((await world.ask('sam', asked)).text).not.toContain(
      notesMessages.assistantThreadOf('alex'),
    );
  });

  it('takes back the realtor’s notice and feed line when a shared note is made household, and tells them when made shared again', async () => {
    const note = await write('sam', other.ListingKey, { text: 'SWITCH-MARKER' });
    expect(await noticeKeys('realtor')).toContain(`note:${note.id}`);
    expect(await noticeKeys('alex')).toContain(`note:${note.id}`);
    expect(await notedLines(note.id)).toHaveLength(1);
    const at = `${thread(other.ListingKey)}/${note.id}`;

    const narrowed = await call('sam', 'PATCH', at, { visibility: 'household' });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(await noticeKeys('realtor')).not.toContain(`note:${note.id}`);
    expect(await emailsTo('realtor')).not.toContain(`note:${note.id}`);
    expect(await noticeKeys('alex')).toContain(`note:${note.id}`);
    expect(await notedLines(note.id)).toEqual([]);
    expect(JSON.stringify(await read('realtor', other.ListingKey, 'sam'))).not.toContain(
      'SWITCH-MARKER',
    );
    expect(JSON.stringify(await read('alex', other.ListingKey))).toContain('SWITCH-MARKER');

    // Its text edited while for the household: the realtor is still told nothing.
    world.t.clock.advance(1_000);
    const edited = await call('sam', 'PATCH', at, { text: 'SWITCH-MARKER edited' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await noticeKeys('realtor')).not.toContain(`note:${note.id}`);
    const alexNotice = (await noticesOf('alex')).find((n) => n.dedupeKey === `note:${note.id}`);
    expect(alexNotice?.body).toBe('SWITCH-MARKER edited');

    const widened = await call('sam', 'PATCH', at, { visibility: 'shared' });
    expect(widened.statusCode, widened.body).toBe(200);
    expect(await noticeKeys('realtor')).toContain(`note:${note.id}`);
    expect((await noticesOf('alex')).filter((n) => n.dedupeKey === `note:${note.id}`)).toHaveLength(
      1,
    );

    // Made private: every notice goes.
    const hidden = await call('sam', 'PATCH', at, { visibility: 'private' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const left = await world.t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.dedupeKey, `note:${note.id}`),
          inArray(notifications.userId, [id('alex'), id('realtor')]),
        ),
      );
    expect(left).toEqual([]);
  });
});
