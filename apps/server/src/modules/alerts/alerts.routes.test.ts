import {
  alertMessages,
  defaultLikedInstant,
  defaultNotificationPreferences,
  defaultQuietHours,
  defaultTimeZone,
  errorBodySchema,
  markNotificationsReadResponseSchema,
  notificationPreferencesResponseSchema,
  notificationsResponseSchema,
  type NotificationPreferences,
} from '@rela/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationDeliveries,
  notificationPreferences,
  notifications,
  savedSearches,
  suggestions,
  users,
} from '../../db/schema';
import type { JobWorker } from '../../platform/jobs';
import { drivers } from '../../../test/db';
import { startEmbeddedMls, type EmbeddedMls } from '../../../test/reliability/embedded-mls';
import { buildHomesWorld, type HomesWorld } from '../../../test/homes-world';
import {
  appendEvent,
  dueNow,
  fanOutWorker,
  holdListing,
  rewindCursor,
} from '../../../test/alerts-rig';
import { insertEventNotices } from './fan-out.queries';
import { setHomeLiked } from '../buyer-homes';
import { eventTexts } from './alert-texts';

const localHour = (date: Date, timeZone = 'America/New_York') =>
  Number(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(date),
  );

/** ADR 028: the replica's changes reach the right people once, and their notices are their own. */
describe.each(drivers)('alerts (%s)', (driver) => {
  let mls: EmbeddedMls;
  let world: HomesWorld;
  let worker: JobWorker;
  let keys: string[];

  beforeAll(async () => {
    mls = await startEmbeddedMls({ count: 8 });
    world = await buildHomesWorld(driver, mls.env);
    const { db, clock } = world.t;
    keys = mls.dataset.properties.map((property) => property.ListingKey);
    for (const [index, key] of keys.entries()) {
      await holdListing(db, key, `${12 + index} Oak St`, clock.now());
    }
    // An event before alerts started: nobody is told of the past.
    await appendEvent(db, { listingKey: keys[0]!, kind: 'price_change', before: 1, after: 2 });
    worker = await fanOutWorker(db, clock);
    expect(await worker.runOnce()).toBe(1);
    await world.give('buyer', [{ listingKey: keys[0]!, liked: true }, { listingKey: keys[1]! }]);
    await world.give('buyer2', [{ listingKey: keys[0]! }]);
    await world.give('buyer3', [{ listingKey: keys[2]! }]);
  }, 60_000);
  afterAll(async () => {
    await worker.stop();
    await world.close();
    await mls.close();
  });

  const fanOut = async () => {
    await dueNow(world.t.db, world.t.clock);
    return worker.runOnce();
  };
  const noticesOf = (username: string) =>
    world.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, world.ids.get(username)!))
      .orderBy(notifications.createdAt, notifications.title);
  const get = async (username: string, query = '') => {
    const response = await world.t.app.inject({
      url: `/api/notifications${query}`,
      headers: await world.as(username),
    });
    return response;
  };
  const send = async (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload: unknown,
    username: string,
  ) =>
    world.t.app.inject({
      method,
      url,
      payload: payload as Record<string, unknown>,
      headers: await world.as(username),
    });

  it("tells a home's buyers and their realtor once of a price drop, liked homes flagged, nobody else", async () => {
    const { db } = world.t;
    await appendEvent(db, {
      listingKey: keys[0]!,
      kind: 'price_change',
      before: 500_000,
      after: 485_000,
    });
    // Nobody hears of a new listing or of photos; buyer3's home changes in a status nobody follows.
    await appendEvent(db, { listingKey: keys[3]!, kind: 'new_listing', after: 'Active' });
    await appendEvent(db, { listingKey: keys[2]!, kind: 'photos_changed' });
    await appendEvent(db, {
      listingKey: keys[2]!,
      kind: 'status_change',
      before: 'Active',
      after: 'Coming Soon',
    });
    expect(await fanOut()).toBe(1);

    const title = 'Price ↓ $15,000 — 12 Oak St, Raleigh';
    expect(await noticesOf('buyer')).toMatchObject([
      {
        kind: 'price-change',
        listingKey: keys[0],
        title,
        body: '♥ Liked · Now $485,000, was $500,000.',
        readAt: null,
      },
    ]);
    expect(await noticesOf('buyer2')).toMatchObject([
      { title, body: 'Now $485,000, was $500,000.' },
    ]);
    const realtor = await noticesOf('realtor');
    expect(realtor.map((notice) => notice.body).sort()).toEqual([
      "buyer's ♥ liked home · Now $485,000, was $500,000.",
      "buyer2's home · Now $485,000, was $500,000.",
    ]);
    for (const nobody of ['buyer3', 'realtor2', 'lead', 'owner', 'lone-realtor']) {
      expect(await noticesOf(nobody), nobody).toEqual([]);
    }

    // The defaults: in-app, and e-mail at the next daily digest (08:00 in the user's zone); no SMS.
    // A home the buyer locked is e-mailed at once (REQ-ALERTS-LOCKED-INSTANT).
    const deliveriesOf = (username: string) =>
      db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.userId, world.ids.get(username)!));
    const deliveries = await deliveriesOf('buyer2');
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ channel: 'email', state: 'pending' });
    expect(deliveries[0]!.dueAt.getTime()).toBeGreaterThan(world.t.clock.now().getTime());
    expect(localHour(deliveries[0]!.dueAt)).toBe(8);
    const locked = await deliveriesOf('buyer');
    expect(locked).toHaveLength(1);
    expect(locked[0]).toMatchObject({ channel: 'email', state: 'pending' });
    expect(locked[0]!.dueAt.getTime()).toBe(world.t.clock.now().getTime());

    // The bell: the notice as the contract says, liked, and the realtor's names the buyer.
    const bell = notificationsResponseSchema.parse((await get('buyer')).json());
    expect(bell).toMatchObject({ unread: 1, items: [{ title, liked: true, readAt: null }] });
    expect(bell.items[0]).not.toHaveProperty('buyerUsername');
    const realtorBell = notificationsResponseSchema.parse((await get('realtor')).json());
    expect(realtorBell.items.map((item) => item.buyerUsername).sort()).toEqual(['buyer', 'buyer2']);
  });

  it('writes each notice once when a batch is handled again (a restart) or by two workers at once', async () => {
    const { db, clock } = world.t;
    const event = await appendEvent(db, {
      listingKey: keys[1]!,
      kind: 'status_change',
      before: 'Active',
      after: 'Pending',
    });
    const other = await fanOutWorker(db, clock, 'alerts-b');
    await dueNow(db, clock);
    // Two workers at once: the job's claim gives the run to one of them.
    expect((await Promise.all([worker.runOnce(), other.runOnce()])).sort()).toEqual([0, 1]);
    const once = await noticesOf('buyer');
    expect(once.filter((notice) => notice.kind === 'status-change')).toMatchObject([
      {
        title: `Now Pending — 13 Oak St, Raleigh`,
        body: 'Was Active.',
      },
    ]);

    // A restart that lost its cursor reads the same events again: nothing new.
    await rewindCursor(db, event.id - 5);
    expect(await worker.runOnce()).toBe(1);
    // The same batch written by two transactions at the same moment: the unique key decides.
    const texts = [eventTexts(event, '13 Oak St, Raleigh')!];
    const written = await Promise.all(
      [0, 1].map(() =>
        db.transaction((tx) => insertEventNotices(tx, { events: texts, now: clock.now() })),
      ),
    );
    expect(written).toEqual([0, 0]);
    expect(await noticesOf('buyer')).toEqual(once);
    const deliveries = await db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, world.ids.get('buyer')!));
    expect(deliveries).toHaveLength(once.length);
    await other.stop();
  });

  it('tells nobody of a home the buyer removed', async () => {
    const response = await send(
      'DELETE',
      `/api/rela/my-listing-keys/${keys[1]}`,
      undefined,
      'buyer',
    );
    expect(response.statusCode, response.body).toBe(200);
    const before = { buyer: await noticesOf('buyer'), realtor: await noticesOf('realtor') };
    await appendEvent(world.t.db, { listingKey: keys[1]!, kind: 'off_market', before: 'Pending' });
    await fanOut();
    expect(await noticesOf('buyer')).toEqual(before.buyer);
    expect(await noticesOf('realtor')).toEqual(before.realtor);
  });

  it('pages newest first and marks only the caller’s own notices read', async () => {
    const first = notificationsResponseSchema.parse((await get('realtor', '?limit=2')).json());
    expect(first.items).toHaveLength(2);
    expect(first.nextBefore).toBe(first.items[1]!.id);
    const rest = notificationsResponseSchema.parse(
      (await get('realtor', `?limit=2&before=${first.nextBefore}`)).json(),
    );
    const all = notificationsResponseSchema.parse((await get('realtor', '?limit=50')).json());
    expect([...first.items, ...rest.items].map((item) => item.id)).toEqual(
      all.items.slice(0, first.items.length + rest.items.length).map((item) => item.id),
    );
    const times = all.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    // Someone else's notice as a cursor, or no id at all: 400.
    const buyersOwn = notificationsResponseSchema.parse((await get('buyer')).json()).items[0]!.id;
    for (const before of [buyersOwn, 'not-an-id']) {
      const response = await get('realtor', `?before=${before}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorBodySchema.parse(response.json()).message).toBe(alertMessages.badCursor);
    }

    // The realtor's read of the buyer's notice changes nothing; the buyer's own does.
    const unreadBefore = notificationsResponseSchema.parse((await get('buyer')).json()).unread;
    const theirs = await send('POST', '/api/notifications/read', { ids: [buyersOwn] }, 'realtor');
    expect(markNotificationsReadResponseSchema.parse(theirs.json())).toEqual({
      unread: all.unread,
    });
    expect(notificationsResponseSchema.parse((await get('buyer')).json()).unread).toBe(
      unreadBefore,
    );
    const own = await send('POST', '/api/notifications/read', { ids: [buyersOwn] }, 'buyer');
    expect(own.json()).toEqual({ unread: unreadBefore - 1 });
    const everything = await send('POST', '/api/notifications/read', { all: true }, 'realtor');
    expect(everything.json()).toEqual({ unread: 0 });
    for (const payload of [{}, { ids: [] }, { all: false }, { ids: ['a'], all: true }]) {
      const bad = await send('POST', '/api/notifications/read', payload, 'buyer');
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('keeps each person’s choices: SMS only for price and status with a verified phone, instant e-mail now, in-app off hidden', async () => {
    const { db, clock } = world.t;
    const url = '/api/notification-preferences';
    const read = await world.t.app.inject({ url, headers: await world.as('buyer2') });
    expect(notificationPreferencesResponseSchema.parse(read.json())).toEqual({
      preferences: defaultNotificationPreferences,
      smsAvailable: false,
      timeZone: defaultTimeZone,
      likedInstant: defaultLikedInstant,
      quietHours: defaultQuietHours,
    });
    const choice = (change: Partial<NotificationPreferences>): NotificationPreferences => ({
      ...defaultNotificationPreferences,
      ...change,
    });
    const smsPrice = choice({ price: { inApp: false, email: 'instant', sms: true, push: false } });
    const noPhone = await send('PUT', url, smsPrice, 'buyer2');
    expect(noPhone.statusCode).toBe(400);
    expect(errorBodySchema.parse(noPhone.json()).message).toBe(alertMessages.smsNeedsPhone);
    const notAllowed = await send(
      'PUT',
      url,
      choice({ 'homes-added': { inApp: true, email: 'off', sms: true, push: true } }),
      'buyer2',
    );
    expect(notAllowed.statusCode).toBe(400);
    expect(await db.select().from(notificationPreferences)).toEqual([]);

    await db.update(users).set({ phoneVerified: true }).where(eq(users.username, 'buyer2'));
    await db.update(users).set({ phoneVerified: true }).where(eq(users.username, 'buyer'));
    const saved = await send('PUT', url, smsPrice, 'buyer2');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(notificationPreferencesResponseSchema.parse(saved.json())).toEqual({
      preferences: smsPrice,
      smsAvailable: true,
      timeZone: defaultTimeZone,
      likedInstant: defaultLikedInstant,
      quietHours: defaultQuietHours,
    });
    expect((await send('PUT', url, smsPrice, 'buyer')).statusCode).toBe(200);

    const unread = notificationsResponseSchema.parse((await get('buyer2')).json()).unread;
    await appendEvent(db, {
      listingKey: keys[0]!,
      kind: 'price_change',
      before: 485_000,
      after: 470_000,
    });
    await fanOut();
    // In-app off: the notice exists for its e-mail (due now), but the bell neither shows nor counts it.
    const bell = notificationsResponseSchema.parse((await get('buyer2')).json());
    expect(bell.unread).toBe(unread);
    expect(bell.items.some((item) => item.body.includes('$470,000'))).toBe(false);
    const [notice] = (await noticesOf('buyer2')).filter((row) => row.body.includes('$470,000'));
    const channels = await db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, notice!.id));
    // buyer2's home is not liked: e-mail only, at once.
    expect(channels.map((row) => [row.channel, row.dueAt.getTime()])).toEqual([
      ['email', clock.now().getTime()],
    ]);
    // buyer liked it: an SMS too, at once or at 08:00 when it is quiet hours there.
    const [liked] = (await noticesOf('buyer')).filter((row) => row.body.includes('$470,000'));
    const sms = await db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.notificationId, liked!.id),
          eq(notificationDeliveries.channel, 'sms'),
        ),
      );
    expect(sms).toHaveLength(1);
    const hour = localHour(clock.now());
    if (hour >= 21 || hour < 8) expect(localHour(sms[0]!.dueAt)).toBe(8);
    else expect(sms[0]!.dueAt.getTime()).toBe(clock.now().getTime());
  });

  it("keeps the browser's time zone: quiet hours and the morning are counted there; a bad name is a 400", async () => {
    const { db, clock } = world.t;
    const url = '/api/notification-preferences';
    const read = async () =>
      notificationPreferencesResponseSchema.parse(
        (await world.t.app.inject({ url, headers: await world.as('buyer') })).json(),
      );
    const { preferences } = await read();
    // A zone where it is 23:00 now (Etc/GMT-N is UTC+N): a text there waits for 08:00.
    const offset = (((23 - clock.now().getUTCHours()) % 24) + 24) % 24;
    const hours = offset > 14 ? offset - 24 : offset;
    const night = hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
    expect(localHour(clock.now(), night)).toBe(23);
    const saved = await send('PUT', url, { ...preferences, timeZone: night }, 'buyer');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(notificationPreferencesResponseSchema.parse(saved.json()).timeZone).toBe(night);
    // Saving without a zone keeps it.
    expect((await send('PUT', url, preferences, 'buyer')).statusCode).toBe(200);
    expect((await read()).timeZone).toBe(night);
    // Not a zone: a 400 with the contract's text, and nothing changes.
    for (const timeZone of ['Mars/Olympus_Mons', 'America/../../etc', '', 'x'.repeat(65), 42]) {
      const refused = await send(
        'PUT',
        url,
        { ...preferences, price: { ...preferences.price, email: 'off' }, timeZone },
        'buyer',
      );
      expect(refused.statusCode, String(timeZone)).toBe(400);
    }
    expect(await read()).toMatchObject({ timeZone: night, preferences });

    await appendEvent(db, {
      listingKey: keys[0]!,
      kind: 'price_change',
      before: 470_000,
      after: 455_000,
    });
    await fanOut();
    const [liked] = (await noticesOf('buyer')).filter((row) => row.body.includes('$455,000'));
    const [sms] = await db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.notificationId, liked!.id),
          eq(notificationDeliveries.channel, 'sms'),
        ),
      );
    expect(localHour(sms!.dueAt, night)).toBe(8);
    const wait = sms!.dueAt.getTime() - clock.now().getTime();
    expect(wait).toBeGreaterThan(8 * 60 * 60 * 1000);
    expect(wait).toBeLessThanOrEqual(9 * 60 * 60 * 1000);
  });

  it('e-mails a new buyer’s locked homes’ changes at once, the rest in the digest; quiet hours are theirs (REQ-ALERTS-*)', async () => {
    const { db, clock } = world.t;
    const url = '/api/notification-preferences';
    const buyer3 = world.ids.get('buyer3')!;
    const lock = (liked: boolean) =>
      setHomeLiked(
        db,
        { buyerId: buyer3, userId: buyer3, listingKey: keys[2]!, liked },
        world.t.deps.invalidations,
      );
    let price = 300_000;
    /** A price change of buyer3's home: when its e-mail (and text) to buyer3 are due. */
    const change = async () => {
      price -= 1_000;
      clock.advance(1_000);
      await appendEvent(db, {
        listingKey: keys[2]!,
        kind: 'price_change',
        before: price + 1_000,
        after: price,
      });
      await fanOut();
      const [notice] = (await noticesOf('buyer3')).filter((row) =>
        row.body.includes(`$${price.toLocaleString('en-US')}`),
      );
      const rows = await db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.notificationId, notice!.id));
      return Object.fromEntries(rows.map((row) => [row.channel, row.dueAt]));
    };
    const now = () => clock.now().getTime();

    // The defaults (no choice stored): price e-mails in the digest, but a locked home's at once.
    await lock(true);
    expect((await change()).email?.getTime()).toBe(now());
    await lock(false);
    expect(localHour((await change()).email!)).toBe(8);

    // Turned off: a locked home's change waits for the digest too; the choice is kept.
    const { preferences } = notificationPreferencesResponseSchema.parse(
      (await world.t.app.inject({ url, headers: await world.as('buyer3') })).json(),
    );
    const off = await send('PUT', url, { ...preferences, likedInstant: false }, 'buyer3');
    expect(off.statusCode, off.body).toBe(200);
    expect(notificationPreferencesResponseSchema.parse(off.json()).likedInstant).toBe(false);
    await lock(true);
    expect(localHour((await change()).email!)).toBe(8);

    // Quiet hours of their own: from this hour to two hours on, a text waits until the end.
    await db.update(users).set({ phoneVerified: true }).where(eq(users.id, buyer3));
    const hour = localHour(clock.now());
    const quietHours = { from: hour, to: (hour + 2) % 24 };
    const texts = { ...preferences, price: { ...preferences.price, sms: true } };
    const saved = await send('PUT', url, { ...texts, quietHours }, 'buyer3');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(notificationPreferencesResponseSchema.parse(saved.json())).toMatchObject({
      quietHours,
      likedInstant: false,
    });
    expect(localHour((await change()).sms!)).toBe(quietHours.to);
    // None (the same hour twice): at once.
    const none = { from: 3, to: 3 };
    expect((await send('PUT', url, { ...texts, quietHours: none }, 'buyer3')).statusCode).toBe(200);
    expect((await change()).sms?.getTime()).toBe(now());
    // Not an hour: a 400 with the catalogue's sentence, and nothing changes.
    const bad = await send('PUT', url, { ...texts, quietHours: { from: 24, to: 8 } }, 'buyer3');
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.parse(bad.json()).message).toBe(alertMessages.badHour);
    expect(
      notificationPreferencesResponseSchema.parse(
        (await world.t.app.inject({ url, headers: await world.as('buyer3') })).json(),
      ).quietHours,
    ).toEqual(none);
    await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, buyer3));
    await db.update(users).set({ phoneVerified: false }).where(eq(users.id, buyer3));
    await lock(false);
  });

  it('tells the buyer once per send that their realtor added homes, by e-mail as they chose', async () => {
    const { db, clock } = world.t;
    const instant = {
      ...defaultNotificationPreferences,
      'homes-added': { inApp: true, email: 'instant', sms: false, push: false },
    };
    expect((await send('PUT', '/api/notification-preferences', instant, 'buyer3')).statusCode).toBe(
      200,
    );
    const response = await send(
      'POST',
      '/api/rela/buyers/buyer3/listing-keys',
      { listingKeys: [keys[4], keys[5], keys[2]] },
      'realtor2',
    );
    expect(response.statusCode, response.body).toBe(200);
    const added = (await noticesOf('buyer3')).filter((row) => row.kind === 'homes-added');
    expect(added).toMatchObject([
      { title: 'realtor2 added 2 homes', body: '2 new homes are on your list.' },
    ]);
    const [email] = await db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, added[0]!.id));
    expect(email).toMatchObject({ channel: 'email', dueAt: clock.now() });
    // A buyer's own addition tells nobody.
    expect(
      (await send('POST', '/api/rela/my-listing-keys', { listingKey: keys[6] }, 'buyer3'))
        .statusCode,
    ).toBe(200);
    expect((await noticesOf('buyer3')).filter((row) => row.kind === 'homes-added')).toHaveLength(1);
  });

  it("deletes a user's preferences, saved searches, notices and pending deliveries with the user", async () => {
    const { db } = world.t;
    const buyerId = world.ids.get('buyer')!;
    const realtorId = world.ids.get('realtor')!;
    // The buyer's own search, and the realtor's concierge search for them with a suggestion waiting.
    const searches = await db
      .insert(savedSearches)
      .values(
        [
          { buyerId, createdBy: buyerId, concierge: false },
          { buyerId, createdBy: realtorId, concierge: true },
        ].map((search) => ({
          ...search,
          name: 'Raleigh',
          query: 'city=Raleigh',
          filters: { cities: ['Raleigh'] },
        })),
      )
      .returning();
    await db.insert(suggestions).values({
      savedSearchId: searches[1]!.id,
      buyerId,
      realtorId,
      listingKey: keys[7]!,
    });
    const mine = <T extends { userId: string }>(rows: T[]) =>
      rows.filter((row) => row.userId === buyerId).length;
    const others = {
      notices:
        (await db.select().from(notifications)).length -
        mine(await db.select().from(notifications)),
      preferences: (await db.select().from(notificationPreferences)).length - 1,
    };
    expect(mine(await db.select().from(notifications))).toBeGreaterThan(0);
    const pending = (await db.select().from(notificationDeliveries)).filter(
      (row) => row.userId === buyerId && row.state === 'pending',
    );
    expect(pending.length).toBeGreaterThan(0);
    expect(mine(await db.select().from(notificationPreferences))).toBe(1);

    const response = await send('DELETE', '/api/rela/users', { username: 'buyer' }, 'realtor');
    expect(response.statusCode, response.body).toBe(200);
    expect(mine(await db.select().from(notifications))).toBe(0);
    expect(mine(await db.select().from(notificationDeliveries))).toBe(0);
    expect(mine(await db.select().from(notificationPreferences))).toBe(0);
    expect(
      (await db.select().from(savedSearches)).filter((row) => row.buyerId === buyerId),
    ).toEqual([]);
    expect((await db.select().from(suggestions)).filter((row) => row.buyerId === buyerId)).toEqual(
      [],
    );
    // Nobody else's rows went with them (the realtor's notices about the buyer are the realtor's).
    expect((await db.select().from(notifications)).length).toBe(others.notices);
    expect((await db.select().from(notificationPreferences)).length).toBe(others.preferences);
  });
});
