import {
  activityCountsResponseSchema,
  activityResponseSchema,
  activityViewResponseSchema,
  collaboration,
  errorBodySchema,
  instantInZone,
  wallClockIn,
} from '@rela/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../test/app';
import { drivers } from '../../../test/db';
import { startEmbeddedMls, type EmbeddedMls } from '../../../test/reliability/embedded-mls';
import { activityEvents, tours, tourWindows } from '../../db/schema';
import { buildHomesWorld, type HomesWorld } from '../../../test/homes-world';

const feed = '/api/rela/activity';
const view = '/api/rela/activity/view';
const counts = '/api/rela/activity/counts';
const HOUR = 60 * 60 * 1000;

/**
 * The realtor's activity feed (ADR 033): the buyer's views and changes through the real calls,
 * what their realtor reads, what a lead and an owner count, and who is refused.
 */
describe.each(drivers)('activity feed (%s)', (driver) => {
  let mls: EmbeddedMls;
  let world: HomesWorld;
  let keys: string[];

  beforeAll(async () => {
    mls = await startEmbeddedMls({ count: 8 });
    world = await buildHomesWorld(driver, mls.env);
    keys = mls.dataset.properties.map((property) => property.ListingKey);
    await world.give('buyer', [{ listingKey: keys[0]! }, { listingKey: keys[1]! }]);
    await world.give('buyer2', [{ listingKey: keys[0]! }]);
    await world.give('buyer3', [{ listingKey: keys[0]! }]);
  }, 60_000);
  afterAll(async () => {
    await world.close();
    await mls.close();
  });

  /** Access tokens expire while the clock moves days on: each user signs in again after a move. */
  const tokens = new Map<string, { token: string; at: number }>();
  const headersOf = async (username: string) => {
    const now = world.t.clock.now().getTime();
    const known = tokens.get(username);
    if (known && now - known.at < 5 * 60 * 1000) return bearer(known.token);
    const token = await loginAs(world.t.app, username);
    tokens.set(username, { token, at: now });
    return bearer(token);
  };
  const call = async (
    username: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    world.t.app.inject({
      method,
      url,
      headers: await headersOf(username),
      ...(payload ? { payload } : {}),
    });
  const open = async (username: string, listingKey: string) => {
    const response = await call(username, 'POST', view, { listingKey });
    expect(response.statusCode, response.body).toBe(200);
    return activityViewResponseSchema.parse(response.json()).recorded;
  };
  const feedOf = async (username: string, query = '') => {
    const response = await call(username, 'GET', `${feed}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return activityResponseSchema.parse(response.json());
  };
  const eventCount = async () =>
    (await world.t.db.select({ id: activityEvents.id }).from(activityEvents)).length;

  it('records an open once per home per 30 minutes, and only of a home on the list', async () => {
    expect(await open('buyer', keys[0]!)).toBe(true);
    expect(await open('buyer', keys[0]!)).toBe(false);
    world.t.clock.advance(collaboration.viewDedupeMs - 1000);
    expect(await open('buyer', keys[0]!)).toBe(false);
    world.t.clock.advance(1000);
    expect(await open('buyer', keys[0]!)).toBe(true);
    // A search result the buyer has not added: nothing recorded.
    expect(await open('buyer', keys[5]!)).toBe(false);
    const items = (await feedOf('realtor', '?buyer=buyer&kind=viewed')).items;
    expect(items.map((item) => item.listingKey)).toEqual([keys[0], keys[0]]);
    expect(items[0]).toMatchObject({
      kind: 'viewed',
      buyerUsername: 'buyer',
      buyerName: 'buyer Test',
    });
  });

  it('records concurrent opens once', async () => {
    world.t.clock.advance(collaboration.viewDedupeMs);
    const answers = await Promise.all(Array.from({ length: 6 }, () => open('buyer2', keys[0]!)));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('answers a caller without homes 404 and bad input 400, recording nothing', async () => {
    const before = await eventCount();
    expect((await call('realtor', 'POST', view, { listingKey: keys[0] })).statusCode).toBe(404);
    expect((await call('buyer', 'POST', view, { listingKey: '' })).statusCode).toBe(400);
    expect((await call('buyer', 'POST', view, { listingKey: keys[0], x: 1 })).statusCode).toBe(400);
    expect((await call('realtor', 'GET', `${feed}?before=nonsense`)).statusCode).toBe(400);
    expect((await call('realtor', 'GET', `${feed}?kind=danced`)).statusCode).toBe(400);
    expect((await call('realtor', 'GET', `${feed}?limit=1000`)).statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('records likes, unlikes, removals with their reason and additions from search', async () => {
    const liked = `/api/rela/properties/liked/${keys[1]}`;
    expect((await call('buyer', 'POST', liked)).statusCode).toBe(200);
    // Liking a liked home changes nothing: one event.
    expect((await call('buyer', 'POST', liked)).statusCode).toBe(200);
    expect(
      (await call('buyer', 'POST', `/api/rela/properties/unliked/${keys[1]}`)).statusCode,
    ).toBe(200);
    const added = await call('buyer', 'POST', '/api/rela/my-listing-keys', { listingKey: keys[2] });
    expect(added.statusCode, added.body).toBe(200);
    // Adding it again changes nothing: no second event.
    await call('buyer', 'POST', '/api/rela/my-listing-keys', { listingKey: keys[2] });
    const removed = await call(
      'buyer',
      'DELETE',
      `/api/rela/my-listing-keys/${keys[2]}?reason=price`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const badReason = await call(
      'buyer',
      'DELETE',
      `/api/rela/my-listing-keys/${keys[1]}?reason=ugly`,
    );
    expect(badReason.statusCode).toBe(400);
    // A refused change records nothing.
    expect((await call('buyer', 'POST', `/api/rela/properties/liked/${keys[6]}`)).statusCode).toBe(
      404,
    );

    const items = (await feedOf('realtor', '?buyer=buyer')).items;
    expect(
      items.filter((item) => item.kind !== 'viewed').map((item) => [item.kind, item.listingKey]),
    ).toEqual([
      ['removed', keys[2]],
      ['added-from-search', keys[2]],
      ['unliked', keys[1]],
      ['liked', keys[1]],
    ]);
    expect(items[0]).toMatchObject({ kind: 'removed', reason: 'price' });
    expect((await feedOf('realtor', '?kind=removed')).items).toHaveLength(1);
  });

  it('shows an undone removal as restored on its line (REQ-ACTIVITY-RESTORED)', async () => {
    const removed = await call('buyer2', 'DELETE', `/api/rela/my-listing-keys/${keys[0]}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const { undoToken } = removed.json() as { undoToken: string };
    const lineOf = async () =>
      (await feedOf('realtor', '?buyer=buyer2&kind=removed')).items.find(
        (item) => item.listingKey === keys[0],
      );
    expect((await lineOf())?.restoredAt).toBeUndefined();
    world.t.clock.advance(1_000);
    const undone = await call(
      'buyer2',
      'POST',
      `/api/rela/my-listing-keys/removals/${undoToken}/undo`,
    );
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await lineOf())?.restoredAt).toBe(world.t.clock.now().toISOString());
  });

  it("records a buyer's shared note, not a private one nor the realtor's", async () => {
    const notes = `/api/rela/listings/${keys[0]}/notes`;
    const write = async (username: string, url: string, visibility: 'shared' | 'private') => {
      const response = await call(username, 'POST', url, {
        text: `${visibility} note`,
        visibility,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await write('buyer', notes, 'shared');
    await write('buyer', notes, 'private');
    await write('realtor', `${notes}?buyer=buyer`, 'shared');
    const noted = (await feedOf('realtor', '?kind=noted')).items;
    expect(noted.map((item) => [item.buyerUsername, item.listingKey])).toEqual([
      ['buyer', keys[0]],
    ]);
  });

  it("pages newest first with nextBefore, across all of the realtor's buyers", async () => {
    const all = await feedOf('realtor');
    expect(new Set(all.items.map((item) => item.buyerUsername))).toEqual(
      new Set(['buyer', 'buyer2']),
    );
    const seen: string[] = [];
    let query = '?limit=2';
    for (;;) {
      const page = await feedOf('realtor', query);
      seen.push(...page.items.map((item) => item.id));
      if (!page.nextBefore) break;
      query = `?limit=2&before=${encodeURIComponent(page.nextBefore)}`;
    }
    expect(seen).toEqual(all.items.map((item) => item.id));
    const times = all.items.map((item) => Date.parse(item.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('marks a home Hot when opened 3 times in 7 days', async () => {
    for (let n = 0; n < collaboration.hotOpens; n += 1) {
      world.t.clock.advance(collaboration.viewDedupeMs);
      await open('buyer2', keys[0]!);
    }
    const hot = (await feedOf('realtor')).hot;
    expect(hot).toContainEqual(
      expect.objectContaining({
        buyerUsername: 'buyer2',
        listingKey: keys[0],
        reason: 'opened-often',
      }),
    );
    world.t.clock.advance(collaboration.hotOpensWithinMs);
    expect((await feedOf('realtor')).hot.some((home) => home.reason === 'opened-often')).toBe(
      false,
    );
  });

  it('marks a liked home Hot after 48 hours without a tour request, until one is asked for', async () => {
    expect((await call('buyer', 'POST', `/api/rela/properties/liked/${keys[0]}`)).statusCode).toBe(
      200,
    );
    world.t.clock.advance(collaboration.hotLikedWithoutTourMs - HOUR);
    const hotOf = async () =>
      (await feedOf('realtor', '?buyer=buyer')).hot.filter((home) => home.listingKey === keys[0]);
    expect(await hotOf()).toEqual([]);
    world.t.clock.advance(HOUR);
    expect(await hotOf()).toEqual([
      expect.objectContaining({ buyerUsername: 'buyer', reason: 'liked-no-tour' }),
    ]);
    await world.t.db.insert(tours).values({
      buyerId: world.ids.get('buyer')!,
      realtorId: world.ids.get('realtor')!,
      listingKey: keys[0]!,
      createdAt: world.t.clock.now(),
    });
    expect(await hotOf()).toEqual([]);
  });

  it("shows the events to the buyer's own realtor alone: a lead or owner above 403, others 404", async () => {
    const refused = async (username: string, query: string, status: number) => {
      const response = await call(username, 'GET', `${feed}${query}`);
      expect(response.statusCode, `${username} ${query}`).toBe(status);
      errorBodySchema.parse(response.json());
    };
    await refused('lead', '?buyer=buyer', 403);
    await refused('owner', '?buyer=buyer', 403);
    await refused('lead', '', 403);
    await refused('buyer', '?buyer=buyer', 403);
    await refused('buyer', '', 403);
    await refused('realtor2', '?buyer=buyer', 404);
    await refused('realtor', '?buyer=buyer3', 404);
    await refused('realtor', '?buyer=nobody-at-all', 404);
    expect((await feedOf('realtor2')).items).toEqual([]);
    expect((await feedOf('lone-realtor')).items).toEqual([]);
  });

  it('counts the last 7 days by kind per direct report, never the details', async () => {
    await open('buyer3', keys[0]!);
    const countsOf = async (username: string) => {
      const response = await call(username, 'GET', counts);
      expect(response.statusCode, response.body).toBe(200);
      return activityCountsResponseSchema.parse(response.json());
    };
    const owner = await countsOf('owner');
    expect(owner.items.map((item) => item.username).sort()).toEqual(['lead', 'lead2']);
    const lead2 = owner.items.find((item) => item.username === 'lead2');
    expect(lead2).toMatchObject({ total: 1, byKind: { viewed: 1 } });
    const lead = await countsOf('lead');
    expect(lead.items.map((item) => item.username)).toEqual(['realtor']);
    const realtor = await countsOf('realtor');
    expect(realtor.items.map((item) => item.username).sort()).toEqual(['buyer', 'buyer2']);
    expect(JSON.stringify(owner)).not.toContain(keys[0]);
    expect(Date.parse(owner.since)).toBe(world.t.clock.now().getTime() - 7 * 24 * HOUR);
    expect((await call('buyer', 'GET', counts)).statusCode).toBe(403);
  });

  it("deletes a buyer's events, notes, reads and tours when their realtor deletes the buyer", async () => {
    const buyerId = world.ids.get('buyer2')!;
    // What buyer2 leaves behind: an open and a like (the feed), a shared and a private note with the
    // realtor's reply and read mark, a tour with its window, and the notices they made.
    await open('buyer2', keys[0]!);
    const notes = `/api/rela/listings/${keys[0]}/notes`;
    for (const [username, url, visibility] of [
      ['buyer2', notes, 'shared'],
      ['buyer2', notes, 'private'],
      ['realtor', `${notes}?buyer=buyer2`, 'shared'],
    ] as const) {
      const written = await call(username, 'POST', url, { text: 'A note', visibility });
      expect(written.statusCode, written.body).toBe(201);
    }
    expect((await call('realtor', 'POST', `${notes}/read?buyer=buyer2`)).statusCode).toBe(200);
    // Tomorrow at noon in Chicago: inside every test home's showing hours (REQ-TOUR-HOURS).
    const tomorrow = wallClockIn(world.t.clock.now().getTime() + 24 * HOUR, 'America/Chicago').date;
    const start = Date.parse(instantInZone(tomorrow, '12:00', 'America/Chicago') ?? '');
    const tour = await call('buyer2', 'POST', '/api/rela/tours', {
      listingKey: keys[0],
      windows: [
        { start: new Date(start).toISOString(), end: new Date(start + HOUR).toISOString() },
      ],
      note: '',
    });
    expect(tour.statusCode, tour.body).toBe(201);
    const rowsOf = async (table: string) =>
      (
        (await world.t.db.execute(
          sql.raw(`select count(*)::int as n from ${table} where buyer_id = '${buyerId}'`),
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    const tables = [
      'activity_events',
      'activity_view_marks',
      'listing_notes',
      'note_thread_reads',
      'tours',
    ];
    for (const table of tables) expect(await rowsOf(table), table).toBeGreaterThan(0);
    const tourId = (tour.json() as { id: string }).id;
    expect(
      await world.t.db.select().from(tourWindows).where(eq(tourWindows.tourId, tourId)),
    ).not.toEqual([]);

    const deleted = await call('realtor', 'DELETE', '/api/rela/users', { username: 'buyer2' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const table of tables) expect(await rowsOf(table), table).toBe(0);
    expect(
      await world.t.db.select().from(tourWindows).where(eq(tourWindows.tourId, tourId)),
    ).toEqual([]);
    // Nothing of them in the realtor's feed, counts or tours.
    expect((await feedOf('realtor')).items.map((item) => item.buyerUsername)).not.toContain(
      'buyer2',
    );
    expect((await call('realtor', 'GET', `${feed}?buyer=buyer2`)).statusCode).toBe(404);
    const counted = activityCountsResponseSchema.parse(
      (await call('realtor', 'GET', counts)).json(),
    );
    expect(counted.items.map((item) => item.username)).not.toContain('buyer2');
    expect((await call('realtor', 'GET', '/api/rela/tours')).body).not.toContain(tourId);
  });
});
