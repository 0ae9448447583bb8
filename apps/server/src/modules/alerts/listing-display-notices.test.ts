import { defaultDisplayRules, deliverySkipReasons, disclaimerOf } from '@rela/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  buyerHomes,
  notificationDeliveries,
  notifications,
  outbox,
  replicaListings,
  savedSearches,
  suggestions,
  type UserRow,
} from '../../db/schema';
import { manualClock } from '../../platform/clock';
import type { JobWorker } from '../../platform/jobs';
import { createUser, TEST_JWT_SECRET } from '../../../test/app';
import { appendEvent, fanOutWorker } from '../../../test/alerts-rig';
import { createTestDatabase, drivers } from '../../../test/db';
import { displayPolicyOf } from '../compliance';
import { nudgeAlertFanOut } from './alerts-worker';
import { runAlertDelivery, unsubscribeKey } from './delivery';
import { searchColumnsOf } from './saved-searches/search-columns';

const obtainedAt = new Date('2026-12-01T14:00:00Z');
const attribution = 'Listing courtesy of Acme Realty, (919) 555-0100';
const disclaimer = disclaimerOf(defaultDisplayRules.default, obtainedAt);

/** A listing in the replica, on the market in 27609, listed by Acme Realty. */
const listing = (key: string, street: string, record: Record<string, unknown> = {}) => ({
  listingKey: key,
  status: (record.StandardStatus as string | undefined) ?? 'Active',
  listPrice: 500_000,
  postalCode: '27609',
  city: 'Raleigh',
  state: 'NC',
  modifiedAt: obtainedAt,
  syncedAt: obtainedAt,
  record: {
    ListingKey: key,
    UnparsedAddress: street,
    City: 'Raleigh',
    StateOrProvince: 'NC',
    PostalCode: '27609',
    StandardStatus: 'Active',
    ListOfficeName: 'Acme Realty',
    ListOfficePhone: '9195550100',
    ...record,
  },
});

/**
 * REQ-DISPLAY-WITHHELD and REQ-DISPLAY-ATTRIBUTION in the alerts: a buyer hears nothing of a
 * listing its seller keeps off client display (no notice, match, suggestion or e-mail; its realtor
 * still does), a saved search finds only the statuses the rules show clients, and every e-mail
 * carries each listing's attribution and ends with its MLS's disclaimer.
 */
describe.each(drivers)('notices of listings kept from clients (%s)', (driver) => {
  let database: Database;
  let fanOut: JobWorker;
  let rex: UserRow;
  let ana: UserRow;
  let lee: UserRow;
  let kim: UserRow;
  const clock = manualClock(new Date('2026-12-01T15:00:00Z'));
  const deliver = () =>
    runAlertDelivery({
      db: database.db,
      clock,
      linkKey: unsubscribeKey(new TextEncoder().encode(TEST_JWT_SECRET)),
      publicUrl: 'https://rela.example',
      display: displayPolicyOf(defaultDisplayRules),
    });
  const noticesOf = async (user: UserRow) =>
    (
      await database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id))
        .orderBy(notifications.listingKey)
    ).map((notice) => [notice.kind, notice.listingKey]);
  const mailTo = async (user: UserRow) =>
    (await database.db.select().from(outbox).where(eq(outbox.recipient, user.email))).filter(
      (message) => message.channel === 'email',
    );

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const { db } = database;
    rex = await createUser(db, { username: 'rex', role: 'realtor' });
    ana = await createUser(db, { username: 'ana', role: 'buyer', supervisorId: rex.id });
    lee = await createUser(db, { username: 'lee', role: 'buyer', supervisorId: rex.id });
    kim = await createUser(db, { username: 'kim', role: 'buyer', supervisorId: rex.id });
    await db
      .insert(replicaListings)
      .values([
        listing('SHOWN', '12 Oak St'),
        listing('HIDDEN', '14 Oak St', { InternetEntireListingDisplayYN: false }),
        listing('SOLD', '16 Oak St', { StandardStatus: 'Closed' }),
      ]);
    await db.insert(buyerHomes).values([
      { buyerId: ana.id, listingKey: 'SHOWN', position: 0 },
      { buyerId: ana.id, listingKey: 'HIDDEN', position: 1 },
    ]);
    // Lee's own search of the ZIP (sold homes asked for too); Kim's, saved by Rex as concierge.
    const filters = { postalCode: '27609', statuses: ['Active', 'Closed'] };
    await db.insert(savedSearches).values(
      [
        { buyerId: lee.id, createdBy: lee.id, concierge: false },
        { buyerId: kim.id, createdBy: rex.id, concierge: true },
      ].map((search) => ({
        ...search,
        name: 'Near 27609',
        query: 'postalCode=27609',
        filters,
        ...searchColumnsOf(filters),
      })),
    );
    fanOut = await fanOutWorker(db, clock);
    expect(await fanOut.runOnce()).toBe(1);
    for (const key of ['SHOWN', 'HIDDEN', 'SOLD']) {
      await appendEvent(db, { listingKey: key, kind: 'new_listing', before: null, after: null });
    }
    for (const key of ['SHOWN', 'HIDDEN']) {
      await appendEvent(db, {
        listingKey: key,
        kind: 'price_change',
        before: 500_000,
        after: 485_000,
      });
    }
    await nudgeAlertFanOut(db, clock);
    expect(await fanOut.runOnce()).toBe(1);
  }, 60_000);
  afterAll(async () => {
    await fanOut.stop();
    await database.close();
  });

  it('tells the buyer of her shown home only, and her realtor of both', async () => {
    expect(await noticesOf(ana)).toEqual([['price-change', 'SHOWN']]);
    expect(await noticesOf(rex)).toEqual([
      ['price-change', 'HIDDEN'],
      ['price-change', 'SHOWN'],
    ]);
  });

  it('matches and suggests neither a withheld listing nor a status the rules keep from clients', async () => {
    expect(await noticesOf(lee)).toEqual([['search-match', 'SHOWN']]);
    const suggested = await database.db.select().from(suggestions);
    expect(suggested.map((row) => [row.buyerId, row.listingKey])).toEqual([[kim.id, 'SHOWN']]);
  });

  it('e-mails each listing’s attribution under its facts and ends with the disclaimer, once per MLS', async () => {
    // The digest hour (8 AM in New York) of the next day: every notice's e-mail is due.
    clock.set(new Date('2026-12-02T13:00:00Z'));
    await deliver();
    const [toAna, ...moreToAna] = await mailTo(ana);
    expect(moreToAna).toHaveLength(0);
    expect(toAna?.bodyText).toContain(`Now $485,000, was $500,000.\n  ${attribution}`);
    expect(toAna?.bodyText).not.toContain('14 Oak St');
    expect(toAna?.bodyText.split(disclaimer)).toHaveLength(2);
    // Rex's digest names both homes, each with its line; one MLS, one disclaimer.
    const [toRex] = await mailTo(rex);
    expect(toRex?.bodyText.split(attribution)).toHaveLength(3);
    expect(toRex?.bodyText.split(disclaimer)).toHaveLength(2);
    expect(toRex?.bodyHtml).toContain(disclaimer);
    const [toLee] = await mailTo(lee);
    expect(toLee?.bodyText).toContain(attribution);
    expect(toLee?.bodyText).toContain(disclaimer);
  });

  it('sends a buyer no e-mail of a notice written before the seller withheld the listing', async () => {
    const [notice] = await database.db
      .insert(notifications)
      .values({
        userId: ana.id,
        kind: 'status-change',
        dedupeKey: 'event:before-the-opt-out',
        listingKey: 'HIDDEN',
        title: 'Now Pending — 14 Oak St, Raleigh',
        body: 'Was Active.',
        data: {},
        createdAt: clock.now(),
      })
      .returning();
    await database.db
      .insert(notificationDeliveries)
      .values({ notificationId: notice!.id, userId: ana.id, channel: 'email', dueAt: clock.now() });
    const before = (await mailTo(ana)).length;
    await deliver();
    expect(await mailTo(ana)).toHaveLength(before);
    const [row] = await database.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.notificationId, notice!.id),
          eq(notificationDeliveries.channel, 'email'),
        ),
      );
    expect(row).toMatchObject({ state: 'skipped', reason: deliverySkipReasons.notForClients });
  });
});
