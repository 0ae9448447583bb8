import {
  errorBodySchema,
  savedSearchMessages,
  savedSearchSchema,
  searchMessages,
  savedSearchesResponseSchema,
  suggestionsResponseSchema,
} from '@rela/contracts';
import type { PropertyRecord } from '@rela/mls';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/app';
import { drivers } from '../../../../test/db';
import {
  buyerHomes,
  notificationDeliveries,
  notifications,
  replicaEvents,
  replicaListings,
  savedSearches,
  suggestions,
  users,
} from '../../../db/schema';
import { buildSearchWorld, type SearchWorld } from '../../../../test/search-world';
import { matchTexts } from './search-matches';
import { insertSearchMatches } from './search-matches.queries';

const searchesUrl = '/api/rela/saved-searches';
const suggestionsUrl = '/api/rela/suggestions';

describe.each(drivers)('saved searches and suggestions (%s)', (driver) => {
  let world: SearchWorld;
  let home: PropertyRecord;
  let other: PropertyRecord;
  let eventTime = Date.parse('2026-11-01T00:00:00Z');

  beforeAll(async () => {
    world = await buildSearchWorld(driver);
    const realtor2 = await createUser(world.t.db, { username: 'realtor2', role: 'realtor' });
    await createUser(world.t.db, {
      username: 'stranger',
      role: 'buyer',
      supervisorId: realtor2.id,
    });
    const [realtor] = await world.t.db.select().from(users).where(eq(users.username, 'realtor'));
    world.ids.set('realtor', realtor?.id ?? '');
    const active = world.records.filter(
      (record) => record.StandardStatus === 'Active' && record.ListingKey !== world.offMarket,
    );
    home = active[0] as PropertyRecord;
    other = active.find((record) => record.PostalCode !== home.PostalCode) as PropertyRecord;
  }, 60_000);
  afterAll(() => world.close());

  const call = async (
    username: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    world.t.app.inject({
      method,
      url,
      headers: await world.as(username),
      ...(payload ? { payload } : {}),
    });
  const save = (username: string, payload: Record<string, unknown>) =>
    call(username, 'POST', searchesUrl, payload);
  const listOf = async (username: string) =>
    savedSearchesResponseSchema.parse((await call(username, 'GET', searchesUrl)).json()).items;
  const aroundHome = () =>
    `postalCode=${home.PostalCode}&minPrice=${home.ListPrice - 1000}&maxPrice=${home.ListPrice + 1000}&sort=price-asc&page=2`;

  /**
   * A replica event for a listing, its row changed to match, then the batch matched by two
   * transactions at once (two fan-out workers) and once more (a batch handled again after a
   * restart): the unique keys let exactly one write each notice and suggestion.
   */
  const happen = async (
    record: PropertyRecord,
    kind: 'new_listing' | 'price_change',
    price?: { before: number; after: number },
  ) => {
    eventTime += 60_000;
    if (price) {
      await world.t.db
        .update(replicaListings)
        .set({ listPrice: price.after })
        .where(eq(replicaListings.listingKey, record.ListingKey));
    }
    const [event] = await world.t.db
      .insert(replicaEvents)
      .values({
        listingKey: record.ListingKey,
        kind,
        modifiedAt: new Date(eventTime),
        before: price?.before ?? null,
        after: price?.after ?? null,
      })
      .returning();
    const texts = matchTexts(event!, record as unknown as Record<string, unknown>);
    const matches = texts ? [texts] : [];
    const [one, other] = await Promise.all(
      [0, 1].map(() =>
        world.t.db.transaction((tx) => insertSearchMatches(tx, { matches, now: new Date() })),
      ),
    );
    const none = { notices: 0, suggestions: 0 };
    expect([one, other]).toContainEqual(none);
    const again = await insertSearchMatches(world.t.db, { matches, now: new Date() });
    expect(again).toEqual(none);
    return {
      notices: (one?.notices ?? 0) + (other?.notices ?? 0),
      suggestions: (one?.suggestions ?? 0) + (other?.suggestions ?? 0),
    };
  };
  const noticesOf = (username: string, kind: 'search-match' | 'homes-added' = 'search-match') =>
    world.t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, world.ids.get(username) ?? ''), eq(notifications.kind, kind)),
      );

  it('a buyer saves their own search: kept without its order and page, listed to them and their realtor only', async () => {
    const response = await save('buyer', { name: 'Near home', query: aroundHome() });
    expect(response.statusCode, response.body).toBe(201);
    const saved = savedSearchSchema.parse(response.json());
    expect(saved).toMatchObject({ name: 'Near home', buyerUsername: 'buyer', concierge: false });
    expect(saved.query).not.toMatch(/sort|page/);
    expect((await listOf('buyer')).map((item) => item.id)).toEqual([saved.id]);
    expect((await listOf('realtor')).map((item) => item.id)).toEqual([saved.id]);
    expect(await listOf('buyer2')).toEqual([]);
    expect(await listOf('realtor2')).toEqual([]);
  });

  it('refuses a bad query, concierge for oneself, and anyone but the buyer and their own realtor, writing nothing', async () => {
    const before = (await world.t.db.select().from(savedSearches)).length;
    const bad = await save('buyer', { name: 'Bad', query: 'minPrice=abc' });
    expect(bad.statusCode).toBe(400);
    // The search's own sentence for the bad parameter, alone.
    expect(errorBodySchema.parse(bad.json()).message).toBe(searchMessages.minPrice);
    expect((await save('buyer', { name: 'x', query: '', concierge: true })).statusCode).toBe(400);
    // Alerts match without a buyer's cost defaults or a window of time (ADR 051).
    for (const query of ['city=Raleigh&maxMonthlyCost=3000', 'priceReducedWithinDays=7']) {
      const kept = await save('buyer', { name: 'Costs', query });
      expect(kept.statusCode, query).toBe(400);
      expect(errorBodySchema.parse(kept.json()).message).toBe(
        savedSearchMessages.costFiltersNotKept,
      );
    }
    expect((await save('buyer', { name: ' ', query: '' })).statusCode).toBe(400);
    for (const [username, buyerUsername] of [
      ['buyer', 'buyer2'],
      ['realtor2', 'buyer'],
      ['realtor', 'stranger'],
      ['realtor', 'nobody-here'],
      ['realtor', 'realtor'],
    ] as const) {
      const response = await save(username, { name: 'x', query: '', buyerUsername });
      expect(response.statusCode, `${username} for ${buyerUsername}`).toBe(404);
    }
    expect((await save('realtor', { name: 'x', query: '' })).statusCode).toBe(404);
    expect((await world.t.db.select().from(savedSearches)).length).toBe(before);
  });

  it('sends the buyer one notice per new listing or price drop that matches, never for a rise or a miss', async () => {
    expect(await happen(home, 'new_listing')).toEqual({ notices: 1, suggestions: 0 });
    expect(await happen(other, 'new_listing')).toEqual({ notices: 0, suggestions: 0 });
    expect(
      await happen(home, 'price_change', { before: home.ListPrice - 500, after: home.ListPrice }),
    ).toEqual({ notices: 0, suggestions: 0 });
    expect(
      await happen(home, 'price_change', {
        before: home.ListPrice + 20_000,
        after: home.ListPrice,
      }),
    ).toEqual({ notices: 1, suggestions: 0 });
    const notices = await noticesOf('buyer');
    expect(notices.map((notice) => notice.title).sort()).toEqual(
      [
        `New match — ${home.UnparsedAddress}, ${home.City}`,
        `Price ↓ $20,000 — ${home.UnparsedAddress}, ${home.City}`,
      ].sort(),
    );
    expect(notices.every((notice) => notice.body === 'Matches your search “Near home”.')).toBe(
      true,
    );
    expect(notices.every((notice) => notice.listingKey === home.ListingKey)).toBe(true);
    const deliveries = await world.t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, world.ids.get('buyer') ?? ''));
    expect(deliveries.map((delivery) => delivery.channel)).toEqual(['email', 'email']);
    expect(await noticesOf('realtor')).toEqual([]);
  });

  it('a concierge search fills the realtor queue; approve adds the home to the buyer, dismiss drops it', async () => {
    const response = await save('realtor', {
      name: 'For buyer2',
      query: aroundHome(),
      buyerUsername: 'buyer2',
      concierge: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await happen(home, 'new_listing')).toMatchObject({ suggestions: 1 });
    const queue = suggestionsResponseSchema.parse(
      (await call('realtor', 'GET', suggestionsUrl)).json(),
    ).items;
    expect(queue).toMatchObject([{ listingKey: home.ListingKey, buyerUsername: 'buyer2' }]);
    const [suggestion] = queue;
    expect(
      suggestionsResponseSchema.parse((await call('realtor2', 'GET', suggestionsUrl)).json()).items,
    ).toEqual([]);
    for (const username of ['realtor2', 'buyer2']) {
      const refused = await call(username, 'POST', `${suggestionsUrl}/${suggestion!.id}/approve`);
      expect(refused.statusCode).toBe(404);
    }
    expect((await call('realtor', 'POST', `${suggestionsUrl}/not-an-id/dismiss`)).statusCode).toBe(
      404,
    );
    const approved = await call('realtor', 'POST', `${suggestionsUrl}/${suggestion!.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const homes = await world.t.db
      .select()
      .from(buyerHomes)
      .where(eq(buyerHomes.buyerId, world.ids.get('buyer2') ?? ''));
    expect(homes.map((row) => row.listingKey)).toEqual([home.ListingKey]);
    // The buyer hears of the approved home alone, as of any send of their realtor's.
    expect(
      (await noticesOf('buyer2', 'homes-added')).map((notice) => [notice.title, notice.listingKey]),
    ).toEqual([['realtor added 1 home', home.ListingKey]]);
    expect(await noticesOf('buyer2')).toEqual([]);
    // Decided once: a second decision is a 409 that says so.
    const again = await call('realtor', 'POST', `${suggestionsUrl}/${suggestion!.id}/dismiss`);
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json()).message).toBe(savedSearchMessages.suggestionDecided);

    // A second home for buyer2 (in the same postal code and price range) is dismissed.
    await world.t.db
      .delete(buyerHomes)
      .where(eq(buyerHomes.buyerId, world.ids.get('buyer2') ?? ''));
    await world.t.db.delete(suggestions);
    expect(await happen(home, 'new_listing')).toMatchObject({ suggestions: 1 });
    const [next] = suggestionsResponseSchema.parse(
      (await call('realtor', 'GET', suggestionsUrl)).json(),
    ).items;
    const dismissed = await call('realtor', 'POST', `${suggestionsUrl}/${next!.id}/dismiss`);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(
      suggestionsResponseSchema.parse((await call('realtor', 'GET', suggestionsUrl)).json()).items,
    ).toEqual([]);
    expect(await happen(home, 'new_listing')).toMatchObject({ suggestions: 0 });
  });

  it('approving and dismissing one suggestion at the same moment: one wins, the other gets 409', async () => {
    const buyerId = world.ids.get('buyer2') ?? '';
    const statusOf = async (id: string) =>
      (await world.t.db.select().from(suggestions).where(eq(suggestions.id, id)))[0]?.status;
    // The realtor's own concierge search for buyer2, whatever the tests before left.
    await world.t.db.delete(savedSearches).where(eq(savedSearches.buyerId, buyerId));
    const saved = await save('realtor', {
      name: 'Concierge for buyer2',
      query: aroundHome(),
      buyerUsername: 'buyer2',
      concierge: true,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    for (const order of [
      ['approve', 'dismiss'],
      ['dismiss', 'approve'],
      ['approve', 'dismiss'],
      ['dismiss', 'approve'],
    ]) {
      await world.t.db.delete(buyerHomes).where(eq(buyerHomes.buyerId, buyerId));
      await world.t.db.delete(suggestions);
      expect(await happen(home, 'new_listing')).toMatchObject({ suggestions: 1 });
      const [waiting] = suggestionsResponseSchema.parse(
        (await call('realtor', 'GET', suggestionsUrl)).json(),
      ).items;
      const answers = await Promise.all(
        order.map((decision) =>
          call('realtor', 'POST', `${suggestionsUrl}/${waiting!.id}/${decision}`),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect([...statuses].sort(), answers.map((answer) => answer.body).join()).toEqual([200, 409]);
      const winner = order[statuses.indexOf(200)];
      const listed = await world.t.db
        .select()
        .from(buyerHomes)
        .where(eq(buyerHomes.buyerId, buyerId));
      // The suggestion ends as the winner decided, and the list agrees with it.
      expect(await statusOf(waiting!.id)).toBe(winner === 'approve' ? 'approved' : 'dismissed');
      expect(listed.map((row) => row.listingKey)).toEqual(
        winner === 'approve' ? [home.ListingKey] : [],
      );
    }
  });

  it('only the creator or the buyer deletes a search; a deleted search makes nothing more', async () => {
    const [mine] = await listOf('buyer');
    expect((await call('buyer2', 'DELETE', `${searchesUrl}/${mine!.id}`)).statusCode).toBe(404);
    expect((await call('realtor2', 'DELETE', `${searchesUrl}/${mine!.id}`)).statusCode).toBe(404);
    expect((await call('buyer', 'DELETE', `${searchesUrl}/nope`)).statusCode).toBe(404);
    const deleted = await call('buyer', 'DELETE', `${searchesUrl}/${mine!.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ id: mine!.id });
    expect(await listOf('buyer')).toEqual([]);
    const concierge = (await listOf('buyer2'))[0];
    expect((await call('buyer2', 'DELETE', `${searchesUrl}/${concierge!.id}`)).statusCode).toBe(
      200,
    );
    expect(await happen(home, 'new_listing')).toEqual({ notices: 0, suggestions: 0 });
  });

  it('a concierge search whose buyer moved to another realtor suggests nothing more, and its waiting suggestion is gone from the queue', async () => {
    const queueOf = async (username: string) =>
      suggestionsResponseSchema.parse((await call(username, 'GET', suggestionsUrl)).json()).items;
    const saved = await save('realtor', {
      name: 'For buyer',
      query: aroundHome(),
      buyerUsername: 'buyer',
      concierge: true,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await happen(home, 'new_listing')).toEqual({ notices: 0, suggestions: 1 });
    const [waiting] = await queueOf('realtor');
    expect(waiting).toMatchObject({ listingKey: home.ListingKey, buyerUsername: 'buyer' });

    const [realtor2] = await world.t.db.select().from(users).where(eq(users.username, 'realtor2'));
    const buyerId = world.ids.get('buyer') ?? '';
    await world.t.db.update(users).set({ supervisorId: realtor2!.id }).where(eq(users.id, buyerId));
    expect(await queueOf('realtor')).toEqual([]);
    expect(await queueOf('realtor2')).toEqual([]);
    for (const decision of ['approve', 'dismiss']) {
      const refused = await call('realtor', 'POST', `${suggestionsUrl}/${waiting!.id}/${decision}`);
      expect(refused.statusCode, decision).toBe(404);
    }
    expect(
      await world.t.db.select().from(buyerHomes).where(eq(buyerHomes.buyerId, buyerId)),
    ).toEqual([]);
    expect(await happen(home, 'new_listing')).toEqual({ notices: 0, suggestions: 0 });
    await world.t.db
      .update(users)
      .set({ supervisorId: world.ids.get('realtor') ?? null })
      .where(eq(users.id, buyerId));
  });
});
