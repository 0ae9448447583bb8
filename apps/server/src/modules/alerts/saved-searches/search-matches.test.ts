import { listingSearchResponseSchema, savedSearchSchema } from '@rela/contracts';
import type { PropertyRecord } from '@rela/mls';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../../test/db';
import { notifications, replicaEvents } from '../../../db/schema';
import { displayPolicyOf } from '../../compliance';
import { buildSearchWorld, type SearchWorld } from '../../../../test/search-world';
import { matchTexts } from './search-matches';
import { insertSearchMatches } from './search-matches.queries';

/**
 * ADR 035: a saved search matches a changed listing exactly when the search call would list that
 * listing for the search's query. Every filter kind alone and in the usual combinations, each
 * matched through its own index (postal code, city, box, price range, none), against every
 * listing of the search world made a new listing at once: one statement for them all.
 */
describe.each(drivers)('saved-search matching as the search call decides (%s)', (driver) => {
  let world: SearchWorld;
  let cases: { name: string; query: string }[] = [];
  /** Per case: the listing keys the search call lists, and those the one statement matched. */
  const listed = new Map<string, Set<string>>();
  const matched = new Map<string, Set<string>>();

  const call = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    world.t.app.inject({
      method,
      url,
      headers: await world.as('buyer'),
      ...(payload ? { payload } : {}),
    });

  /** Every listing key the search call answers for a query, page by page. */
  const searchKeys = async (query: string) => {
    const keys = new Set<string>();
    for (let page = 1; ; page += 1) {
      const response = await call(
        'GET',
        `/api/rela/listings/search?${query}${query ? '&' : ''}pageSize=50&page=${page}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const answer = listingSearchResponseSchema.parse(response.json());
      // A home already on the buyer's list is listed by the search but is no news to them.
      for (const item of answer.items) if (!item.inMyList) keys.add(item.listingKey);
      if (page * 50 >= answer.total) return keys;
    }
  };

  beforeAll(async () => {
    world = await buildSearchWorld(driver);
    const active = world.records.filter((record) => record.StandardStatus === 'Active');
    const home = active[3] as PropertyRecord;
    const typed = active.find((record) => record.PropertyType !== 'Residential') ?? home;
    const [west, south] = [home.Longitude - 0.08, home.Latitude - 0.08];
    const box = `bbox=${west},${south},${home.Longitude + 0.08},${home.Latitude + 0.08}`;
    const city = encodeURIComponent(home.City.toUpperCase());
    const street = encodeURIComponent(`${String(home.UnparsedAddress).split(' ')[1]} ${home.City}`);
    cases = [
      { name: 'postal code', query: `postalCode=${home.PostalCode}` },
      { name: 'city in another case', query: `city=${city}` },
      { name: 'city named in the text', query: `q=${encodeURIComponent(home.City)}` },
      { name: 'street words and city', query: `q=${street}` },
      { name: 'typo in the text', query: 'q=sauders%20st' },
      { name: 'map box', query: box },
      { name: 'price range', query: 'minPrice=300000&maxPrice=600000' },
      { name: 'minimum price', query: 'minPrice=700000' },
      { name: 'maximum price', query: 'maxPrice=350000' },
      { name: 'beds', query: 'minBeds=4' },
      { name: 'baths with a half', query: 'minBaths=2.5' },
      { name: 'property types', query: `propertyType=${encodeURIComponent(typed.PropertyType)}` },
      { name: 'statuses', query: 'status=Pending&status=Closed' },
      { name: 'nothing but the default statuses', query: '' },
      { name: 'city, price and beds', query: `city=${city}&maxPrice=800000&minBeds=3` },
      {
        name: 'postal code and type',
        query: `postalCode=${home.PostalCode}&propertyType=Residential`,
      },
      { name: 'box and price', query: `${box}&minPrice=250000` },
      { name: 'price and baths', query: 'minPrice=200000&maxPrice=900000&minBaths=2' },
    ];
    const searchIds = new Map<string, string>();
    for (const { name, query } of cases) {
      const response = await call('POST', '/api/rela/saved-searches', { name, query });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
      searchIds.set(savedSearchSchema.parse(response.json()).id, name);
      listed.set(name, await searchKeys(query));
      matched.set(name, new Set());
    }
    // Every listing of the world (on the market or not) arrives as new, in one batch.
    const modifiedAt = new Date('2026-11-02T00:00:00Z');
    const events = await world.t.db
      .insert(replicaEvents)
      .values(
        world.records.map((record) => ({
          listingKey: record.ListingKey,
          kind: 'new_listing' as const,
          modifiedAt,
        })),
      )
      .returning();
    const byKey = new Map(world.records.map((record) => [record.ListingKey, record]));
    // As the fan-out matches: only listings a buyer may be shown (REQ-DISPLAY-WITHHELD).
    const policy = displayPolicyOf(world.t.config.displayRules);
    const matches = events.flatMap((event) => {
      const record = byKey.get(event.listingKey) as unknown as Record<string, unknown>;
      return policy.clientMaySee(record) ? (matchTexts(event, record) ?? []) : [];
    });
    await insertSearchMatches(world.t.db, { matches, now: new Date() });
    const notices = await world.t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, world.ids.get('buyer') ?? ''),
          eq(notifications.kind, 'search-match'),
        ),
      );
    for (const notice of notices) {
      for (const id of (notice.data.savedSearchIds as string[] | undefined) ?? []) {
        const name = searchIds.get(id) ?? 'unknown search';
        matched.get(name)?.add(notice.listingKey ?? '');
      }
    }
  }, 120_000);
  afterAll(() => world.close());

  it('matches exactly the listings the search call lists, for every filter kind', () => {
    const differences: Record<string, { notMatched: string[]; notListed: string[] }> = {};
    for (const { name } of cases) {
      const want = listed.get(name) ?? new Set<string>();
      const got = matched.get(name) ?? new Set<string>();
      // Each case both finds and leaves out listings of the world, or it proves nothing.
      expect(want.size, `${name} lists some`).toBeGreaterThan(0);
      expect(want.size, `${name} leaves some out`).toBeLessThan(world.records.length);
      const notMatched = [...want].filter((key) => !got.has(key));
      const notListed = [...got].filter((key) => !want.has(key));
      if (notMatched.length + notListed.length > 0) differences[name] = { notMatched, notListed };
    }
    expect(differences).toEqual({});
  });

  it("migration 0014's backfill writes the same columns from the filters as saving does", async () => {
    const columns = sql`select id, statuses, min_price, max_price, min_beds, min_baths, postal_code,
      cities, property_types, words, box::text as box, price_range::text as price_range, match_by
      from saved_searches order by id`;
    const rowsOf = async () =>
      (await world.t.db.execute(columns)) as unknown as { rows: Record<string, unknown>[] };
    const saved = (await rowsOf()).rows;
    expect(new Set(saved.map((row) => row.match_by))).toEqual(
      new Set(['postal-code', 'city', 'box', 'price', 'any']),
    );
    await world.t.db.execute(sql`update saved_searches set statuses = '{}', min_price = null,
      max_price = null, min_beds = null, min_baths = null, postal_code = null, cities = '{}',
      property_types = null, words = '{}', box = null`);
    const migration = readFileSync(
      new URL('../../../../drizzle/0014_saved_search_columns.sql', import.meta.url),
      'utf8',
    );
    await world.t.db.execute(sql.raw(migration.split('--> statement-breakpoint').at(-1) ?? ''));
    expect((await rowsOf()).rows).toEqual(saved);
  });
});
