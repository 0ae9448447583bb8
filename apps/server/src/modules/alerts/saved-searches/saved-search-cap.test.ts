import { errorBodySchema, limits, savedSearchMessages } from '@rela/contracts';
import type { PropertyRecord } from '@rela/mls';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../../test/db';
import {
  notificationDeliveries,
  notifications,
  replicaEvents,
  savedSearches,
} from '../../../db/schema';
import { buildSearchWorld, type SearchWorld } from '../../../../test/search-world';
import { matchTexts } from './search-matches';
import { insertSearchMatches } from './search-matches.queries';

const searchesUrl = '/api/rela/saved-searches';

/**
 * REQ-SAVED-SEARCH-CAP: a buyer keeps at most `limits.savedSearchesPerBuyer` saved searches (a
 * 409 with the catalogue's sentence beyond, nothing written), and a listing's change that matches
 * several of them tells the buyer once, one notice and one e-mail.
 */
describe.each(drivers)('saved searches: the cap and one notice per home (%s)', (driver) => {
  let world: SearchWorld;
  let home: PropertyRecord;

  beforeAll(async () => {
    world = await buildSearchWorld(driver);
    home = world.records.find(
      (record) => record.StandardStatus === 'Active' && record.ListingKey !== world.offMarket,
    ) as PropertyRecord;
  }, 60_000);
  afterAll(() => world.close());

  const save = async (username: string, name: string, query: string) =>
    world.t.app.inject({
      method: 'POST',
      url: searchesUrl,
      headers: await world.as(username),
      payload: { name, query },
    });
  const buyerId = () => world.ids.get('buyer') ?? '';

  it('sends one notice and one e-mail for a new listing, however many of the buyer’s searches it matches', async () => {
    const queries = [
      `postalCode=${home.PostalCode}`,
      `city=${encodeURIComponent(home.City)}`,
      `maxPrice=${home.ListPrice + 1000}`,
      '',
    ];
    for (const [index, query] of queries.entries()) {
      const response = await save('buyer', `Search ${index + 1}`, query);
      expect(response.statusCode, response.body).toBe(201);
    }
    const [event] = await world.t.db
      .insert(replicaEvents)
      .values({ listingKey: home.ListingKey, kind: 'new_listing', modifiedAt: new Date() })
      .returning();
    const texts = matchTexts(event!, home as unknown as Record<string, unknown>);
    const written = await insertSearchMatches(world.t.db, {
      matches: texts ? [texts] : [],
      now: new Date(),
    });
    expect(written.notices).toBe(1);
    const notices = await world.t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyerId()), eq(notifications.kind, 'search-match')));
    expect(notices).toHaveLength(1);
    expect(
      queries.map((_, index) => savedSearchMessages.matchBody(`Search ${index + 1}`)),
    ).toContain(notices[0]?.body);
    expect(notices[0]?.data.savedSearchIds).toHaveLength(queries.length);
    const deliveries = await world.t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, buyerId()));
    expect(deliveries.map((delivery) => delivery.channel)).toEqual(['email']);
  });

  it(`refuses the buyer's search past ${limits.savedSearchesPerBuyer} with a 409 and the catalogue's sentence, for the realtor too, writing nothing`, async () => {
    const held = await world.t.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.buyerId, buyerId()));
    const missing = limits.savedSearchesPerBuyer - held.length;
    await world.t.db.insert(savedSearches).values(
      Array.from({ length: missing - 1 }, (_, index) => ({
        buyerId: buyerId(),
        createdBy: buyerId(),
        name: `Filler ${index}`,
        query: '',
        filters: {},
      })),
    );
    expect((await save('buyer', 'The last one', 'minBeds=2')).statusCode).toBe(201);
    const count = async () =>
      (await world.t.db.select().from(savedSearches).where(eq(savedSearches.buyerId, buyerId())))
        .length;
    expect(await count()).toBe(limits.savedSearchesPerBuyer);
    const refused = await save('buyer', 'One too many', 'minBeds=3');
    expect(refused.statusCode).toBe(409);
    expect(errorBodySchema.parse(refused.json()).message).toBe(
      savedSearchMessages.tooMany(limits.savedSearchesPerBuyer),
    );
    const forBuyer = await world.t.app.inject({
      method: 'POST',
      url: searchesUrl,
      headers: await world.as('realtor'),
      payload: { name: 'From the realtor', query: '', buyerUsername: 'buyer' },
    });
    expect(forBuyer.statusCode).toBe(409);
    expect(await count()).toBe(limits.savedSearchesPerBuyer);
    // Another buyer is not held by this one's searches.
    expect((await save('buyer2', 'Mine', '')).statusCode).toBe(201);
  });
});
