import { notesMessages } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { listingNotes, notifications, replicaListings, type UserRow } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import type { Subscriber } from '../../platform/events';
import { createUser } from '../../../test/app';
import { createTestDatabase, drivers } from '../../../test/db';
import { noteNoticeSubscribers } from './note-shared';

/** The notice's reaction to a note made shared. */
const noteNotice = noteNoticeSubscribers[0] as Subscriber<'note-shared'>;

/**
 * The shared-note notice names the home as its reader may see it (REQ-DISPLAY-ADDRESS,
 * REQ-DISPLAY-WITHHELD): a buyer never reads a street the seller withheld from clients; the
 * realtor reads it.
 */
describe.each(drivers)('the shared-note notice and the seller’s choices (%s)', (driver) => {
  let database: Database;
  let rita: UserRow;
  let jane: UserRow;
  const clock = manualClock(new Date('2026-12-01T15:00:00Z'));
  const at = clock.now();

  const hold = (key: string, choices: Record<string, unknown>) =>
    database.db.insert(replicaListings).values({
      listingKey: key,
      status: 'Active',
      city: 'Raleigh',
      state: 'NC',
      postalCode: '27609',
      modifiedAt: at,
      syncedAt: at,
      record: {
        ListingKey: key,
        UnparsedAddress: '12 Saunders St',
        City: 'Raleigh',
        StateOrProvince: 'NC',
        PostalCode: '27609',
        ...choices,
      },
    });

  /** A shared note of `author` to `recipient` on `key`, told as the reaction worker would. */
  const tell = async (key: string, author: UserRow, recipient: UserRow) => {
    const [note] = await database.db
      .insert(listingNotes)
      .values({
        buyerId: jane.id,
        listingKey: key,
        authorId: author.id,
        visibility: 'shared',
        text: 'Ask about the roof.',
      })
      .returning();
    await noteNotice.handle(
      {
        type: 'note-shared',
        noteId: note!.id,
        buyerId: jane.id,
        listingKey: key,
        authorId: author.id,
        recipientId: recipient.id,
        text: note!.text,
        change: 'shared',
        at: at.toISOString(),
      },
      { db: database.db, clock, emit: async () => undefined, eventId: `note-${note!.id}` },
    );
    const [notice] = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `note:${note!.id}`));
    return notice?.title;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    rita = await createUser(database.db, { username: 'rita', role: 'realtor', firstName: 'Rita' });
    jane = await createUser(database.db, {
      username: 'jane',
      role: 'buyer',
      supervisorId: rita.id,
      firstName: 'Jane',
    });
    await hold('OPEN', {});
    await hold('NO-STREET', { InternetAddressDisplayYN: false });
    await hold('WITHHELD', { InternetEntireListingDisplayYN: false });
  }, 60_000);
  afterAll(() => database.close());

  it('names the street to both sides when the seller shows it', async () => {
    expect(await tell('OPEN', rita, jane)).toBe(
      notesMessages.noticeTitle('Rita', '12 Saunders St, Raleigh'),
    );
    expect(await tell('OPEN', jane, rita)).toBe(
      notesMessages.noticeTitle('Jane', '12 Saunders St, Raleigh'),
    );
  });

  it('names only the place to the buyer when the seller withheld the street or the listing', async () => {
    for (const key of ['NO-STREET', 'WITHHELD']) {
      const title = await tell(key, rita, jane);
      expect(title).toBe(notesMessages.noticeTitle('Rita', 'Raleigh, NC 27609'));
      expect(title).not.toContain('Saunders');
      // The realtor works with the listing: the street.
      expect(await tell(key, jane, rita)).toBe(
        notesMessages.noticeTitle('Jane', '12 Saunders St, Raleigh'),
      );
    }
  });
});
