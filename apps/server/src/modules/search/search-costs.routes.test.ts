import {
  costMessages,
  errorBodySchema,
  listingSearchResponseSchema,
  priceCutAt,
  saysNo,
  searchDefaultStatuses,
  searchMessages,
  type ListingSearchItem,
} from '@rela/contracts';
import type { PropertyRecord } from '@rela/mls';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { monthlyEstimateOf } from '../../../test/search-costs-world';
import {
  announceWritten,
  buildSearchWorld,
  insertReplicaListings,
  type SearchWorld,
} from '../../../test/search-world';
import { replicaListings } from '../../db/schema';
import { entityToListing, toRawProperty } from '../mls';

const url = '/api/rela/listings/search';
const day = 24 * 60 * 60 * 1000;
/** An ISO 8601 time with its offset: what the search reads as a price cut's instant. */
const withOffset = /T\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

/**
 * The search's monthly cost and "price reduced" (REQ-COST-SEARCH, ADR 051): every caller's
 * estimate is under Rela's starting defaults until the costs module is connected (app.ts).
 */
describe.each(drivers)('the home search by monthly cost and price cut (%s)', (driver) => {
  let world: SearchWorld;
  /** Homes whose price moved around the clock's now, written for the "price reduced" filter. */
  let moved: PropertyRecord[];
  beforeAll(async () => {
    world = await buildSearchWorld(driver);
    const now = world.t.clock.now().getTime();
    const template = world.records[20] as PropertyRecord;
    const cut = (key: string, ago: number, fields: Partial<Record<string, unknown>> = {}) =>
      ({
        ...template,
        ListingKey: key,
        StandardStatus: 'Active',
        InternetEntireListingDisplayYN: true,
        ListPrice: 400_000,
        PreviousListPrice: 425_000,
        PriceChangeTimestamp: new Date(now - ago).toISOString(),
        ...fields,
      }) as PropertyRecord;
    moved = [
      cut('CUT00000001', 3 * day),
      // Exactly 7 days ago is within 7 days; a second more is not.
      cut('CUT00000002', 7 * day),
      cut('CUT00000003', 7 * day + 1000),
      cut('CUT00000004', 20 * day),
      cut('CUT00000005', 30 * day + 1000),
      // A raise is no price cut; a time without its offset is no instant the search reads.
      cut('CUT00000006', day, { PreviousListPrice: 380_000 }),
      cut('CUT00000007', day, { PriceChangeTimestamp: '2025-12-30T12:00:00' }),
    ];
    await insertReplicaListings(world.t.db, moved);
    announceWritten(
      world,
      moved.map((record) => record.ListingKey),
    );
  }, 60_000);
  afterAll(async () => {
    await world.t.db.delete(replicaListings).where(
      inArray(
        replicaListings.listingKey,
        moved.map((record) => record.ListingKey),
      ),
    );
    await world.close();
  });

  const search = async (query: string) => {
    const response = await world.t.app.inject({
      url: `${url}?${query}`,
      headers: await world.as('buyer'),
    });
    expect(response.statusCode, response.body).toBe(200);
    return listingSearchResponseSchema.parse(response.json());
  };
  const keysOf = (items: ListingSearchItem[]) => items.map((item) => item.listingKey);

  /** What a buyer finds on the market in the default statuses that `keep` keeps. */
  const matching = (keep: (record: PropertyRecord) => boolean) =>
    [...world.records, ...moved].filter(
      (record) =>
        record.ListingKey !== world.offMarket &&
        !saysNo(record.InternetEntireListingDisplayYN) &&
        (searchDefaultStatuses as readonly string[]).includes(record.StandardStatus) &&
        keep(record),
    );
  const newest = (a: PropertyRecord, b: PropertyRecord) =>
    b.ListingContractDate.localeCompare(a.ListingContractDate) ||
    b.ModificationTimestamp.localeCompare(a.ModificationTimestamp) ||
    (a.ListingKey < b.ListingKey ? -1 : 1);
  const cheapest = (a: PropertyRecord, b: PropertyRecord) =>
    (monthlyEstimateOf(a) ?? Infinity) - (monthlyEstimateOf(b) ?? Infinity) ||
    (a.ListingKey < b.ListingKey ? -1 : 1);
  const within = (limit: number) => (record: PropertyRecord) =>
    (monthlyEstimateOf(record) ?? Infinity) <= limit;

  it('finds the homes whose monthly estimate is at most the limit, with their total', async () => {
    const totals = matching(() => true)
      .map((record) => monthlyEstimateOf(record) ?? Infinity)
      .sort((a, b) => a - b);
    for (const limit of [totals[5] ?? 0, totals[60] ?? 0, 3_000]) {
      const expected = matching(within(limit)).sort(newest);
      expect(expected.length).toBeGreaterThan(0);
      const answer = await search(`maxMonthlyCost=${limit}&pageSize=50`);
      expect(answer.total).toBe(expected.length);
      expect(keysOf(answer.items)).toEqual(expected.slice(0, 50).map((r) => r.ListingKey));
    }
  });

  it('finds a home exactly at the limit, and not a dollar under it', async () => {
    const home = matching((record) => record.City === 'Raleigh')[3] as PropertyRecord;
    const total = monthlyEstimateOf(home) as number;
    const place = `city=Raleigh&minPrice=${home.ListPrice}&maxPrice=${home.ListPrice}`;
    expect(keysOf((await search(`${place}&maxMonthlyCost=${total}`)).items)).toContain(
      home.ListingKey,
    );
    expect(keysOf((await search(`${place}&maxMonthlyCost=${total - 1}`)).items)).not.toContain(
      home.ListingKey,
    );
  });

  it('orders by the monthly estimate, cheapest first, with other filters and through the pages', async () => {
    const expected = matching((record) => (record.BedroomsTotal ?? 0) >= 3 && within(4_500)(record))
      .sort(cheapest)
      .map((record) => record.ListingKey);
    expect(expected.length).toBeGreaterThan(20);
    const query = 'minBeds=3&maxMonthlyCost=4500&sort=monthly-asc&pageSize=10';
    const [one, two] = await Promise.all([search(query), search(`${query}&page=2`)]);
    expect(one.total).toBe(expected.length);
    expect(two.total).toBe(expected.length);
    expect(keysOf([...one.items, ...two.items])).toEqual(expected.slice(0, 20));
    // Every home sorted, a limit or none: the homes without a price last.
    const all = matching(() => true).sort(cheapest);
    const answer = await search('sort=monthly-asc&pageSize=50');
    expect(answer.total).toBe(all.length);
    expect(keysOf(answer.items)).toEqual(all.slice(0, 50).map((r) => r.ListingKey));
  });

  it.each([7, 30])('finds the homes whose price was cut in the last %i days', async (days) => {
    const since = world.t.clock.now().getTime() - days * day;
    const cutSince = (record: PropertyRecord) => {
      const raw = toRawProperty(record);
      const cut = raw && priceCutAt(raw);
      return !!cut && withOffset.test(cut) && Date.parse(cut) >= since;
    };
    const expected = matching(cutSince).sort(newest);
    const answer = await search(`priceReducedWithinDays=${days}&pageSize=50`);
    expect(answer.total).toBe(expected.length);
    expect(keysOf(answer.items)).toEqual(expected.slice(0, 50).map((r) => r.ListingKey));
    // The homes written around the clock's now: the boundaries, a raise, a time without offset.
    const exact = await search(`priceReducedWithinDays=${days}&minPrice=400000&maxPrice=400000`);
    expect(
      keysOf(exact.items)
        .filter((key) => key.startsWith('CUT'))
        .sort(),
    ).toEqual(
      days === 7
        ? ['CUT00000001', 'CUT00000002']
        : ['CUT00000001', 'CUT00000002', 'CUT00000003', 'CUT00000004'],
    );
  });

  it('gives each result the county, HOA dues a month and price cut a card reads', async () => {
    const answer = await search('priceReducedWithinDays=30&pageSize=50');
    const all = await search('pageSize=50');
    const records = new Map([...world.records, ...moved].map((r) => [r.ListingKey, r]));
    const items = [...answer.items, ...all.items];
    expect(items.some((item) => (item.hoaMonthly ?? 0) > 0)).toBe(true);
    expect(items.some((item) => item.priceCutAt)).toBe(true);
    for (const item of items) {
      const listing = entityToListing(records.get(item.listingKey));
      expect(
        { county: item.county, hoaMonthly: item.hoaMonthly, priceCutAt: item.priceCutAt },
        item.listingKey,
      ).toEqual({
        county: listing?.county,
        hoaMonthly: listing?.hoaMonthly,
        priceCutAt: listing?.priceCutAt,
      });
    }
  });

  it.each([
    ['maxMonthlyCost=0', 'maxMonthlyCost', costMessages.maxMonthlyCost],
    ['maxMonthlyCost=-5', 'maxMonthlyCost', costMessages.maxMonthlyCost],
    ['maxMonthlyCost=abc', 'maxMonthlyCost', costMessages.maxMonthlyCost],
    ['maxMonthlyCost=2000000', 'maxMonthlyCost', costMessages.maxMonthlyCost],
    ['maxMonthlyCost=2500.5', 'maxMonthlyCost', costMessages.maxMonthlyCost],
    ['priceReducedWithinDays=14', 'priceReducedWithinDays', costMessages.priceReducedWithinDays],
    ['priceReducedWithinDays=0', 'priceReducedWithinDays', costMessages.priceReducedWithinDays],
    ['priceReducedWithinDays=week', 'priceReducedWithinDays', costMessages.priceReducedWithinDays],
    ['sort=monthly-desc', 'sort', searchMessages.sort],
  ])('answers 400 to %s naming %s and why', async (query, path, message) => {
    const response = await world.t.app.inject({
      url: `${url}?${query}`,
      headers: await world.as('buyer'),
    });
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.message).toBe(message);
    expect(body.issues?.[0]).toEqual({ path, message });
  });
});
