import {
  listingSearchResponseSchema,
  saysNo,
  searchDefaultStatuses,
  searchSorts,
} from '@rela/contracts';
import type { PropertyRecord } from '@rela/mls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { replicaListingCards, replicaListings } from '../../db/schema';
import { maxPreparedShapes } from './search.queries';
import {
  announceWritten,
  bathsOf,
  buildSearchWorld,
  replicaRowOf,
  type SearchWorld,
} from '../../../test/search-world';

const url = '/api/rela/listings/search';

/**
 * How a search is run (ADR 023, amended): one statement per shape of search, prepared by name with
 * its values as placeholders, and the cards of a page kept apart by the database.
 */
describe.each(drivers)('the search statements (%s)', (driver) => {
  let world: SearchWorld;
  beforeAll(async () => {
    world = await buildSearchWorld(driver);
  }, 60_000);
  afterAll(() => world.close());

  const search = async (query: string) => {
    const response = await world.t.app.inject({
      url: `${url}?${query}`,
      headers: await world.as('buyer'),
    });
    expect(response.statusCode, response.body).toBe(200);
    return listingSearchResponseSchema.parse(response.json());
  };

  /** The keys on the market in the default statuses that `keep` keeps, newest first. */
  const expectedKeys = (keep: (record: PropertyRecord) => boolean) =>
    world.records
      .filter(
        (record) =>
          record.ListingKey !== world.offMarket &&
          // A buyer's search: not the listings their sellers keep off the internet.
          !saysNo(record.InternetEntireListingDisplayYN) &&
          (searchDefaultStatuses as readonly string[]).includes(record.StandardStatus) &&
          keep(record),
      )
      .sort(
        (a, b) =>
          b.ListingContractDate.localeCompare(a.ListingContractDate) ||
          b.ModificationTimestamp.localeCompare(a.ModificationTimestamp) ||
          (a.ListingKey < b.ListingKey ? -1 : 1),
      )
      .map((record) => record.ListingKey);

  it('answers searches of one shape each with its own values, also once PostgreSQL keeps one plan for the shape', async () => {
    const asked = [
      {
        query: 'city=denver&minPrice=300000&maxPrice=700000&minBeds=3',
        keep: (r: PropertyRecord) =>
          r.City === 'Denver' &&
          r.ListPrice >= 300_000 &&
          r.ListPrice <= 700_000 &&
          (r.BedroomsTotal ?? -1) >= 3,
      },
      {
        query: 'city=Portland&minPrice=150000&maxPrice=450000&minBeds=2',
        keep: (r: PropertyRecord) =>
          r.City === 'Portland' &&
          r.ListPrice >= 150_000 &&
          r.ListPrice <= 450_000 &&
          (r.BedroomsTotal ?? -1) >= 2,
      },
      // A city named in the text: the same shape as the city parameter, through the cities' probe.
      { query: 'q=raleigh', keep: (r: PropertyRecord) => r.City === 'Raleigh' },
      { query: 'q=Austin', keep: (r: PropertyRecord) => r.City === 'Austin' },
    ];
    // PostgreSQL plans a prepared statement for its values five times, then may keep one plan. A
    // write heard keeps the searches from being kept answers for a while (the clock stands still
    // here), so each one runs its statement.
    announceWritten(world, [world.offMarket]);
    for (let round = 0; round < 7; round += 1) {
      for (const { query, keep } of asked) {
        const expected = expectedKeys(keep);
        expect(expected.length).toBeGreaterThan(0);
        const answer = await search(`${query}&pageSize=50`);
        expect(answer.total).toBe(expected.length);
        expect(answer.items.map((item) => item.listingKey)).toEqual(expected.slice(0, 50));
      }
    }
    // Two words of addresses, one shape (one long word): each its own answer, every time.
    const wordsOf = (record: PropertyRecord | undefined) =>
      (record?.UnparsedAddress ?? '')
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w.length >= 5);
    const shown = world.records.filter((record) =>
      expectedKeys(() => true).includes(record.ListingKey),
    );
    const [one = '', two = ''] = [...new Set(shown.slice(10, 30).flatMap(wordsOf))];
    announceWritten(world, [world.offMarket]);
    const firsts = [await search(`q=${one}`), await search(`q=${two}`)];
    expect(firsts.every((answer) => answer.total > 0)).toBe(true);
    expect(firsts[0]).not.toEqual(firsts[1]);
    for (let round = 0; round < 7; round += 1) {
      expect([await search(`q=${one}`), await search(`q=${two}`)]).toEqual(firsts);
    }
  });

  it(`answers right beyond the ${maxPreparedShapes} shapes it keeps prepared`, async () => {
    const filters: [string, (record: PropertyRecord) => boolean][] = [
      ['minPrice=150000', (r) => r.ListPrice >= 150_000],
      ['maxPrice=900000', (r) => r.ListPrice <= 900_000],
      ['minBeds=2', (r) => (r.BedroomsTotal ?? -1) >= 2],
      ['minBaths=1.5', (r) => (bathsOf(r) ?? -1) >= 1.5],
      ['propertyType=Residential', (r) => r.PropertyType === 'Residential'],
      [
        'bbox=-125,25,-70,49',
        (r) => r.Longitude >= -125 && r.Longitude <= -70 && r.Latitude >= 25 && r.Latitude <= 49,
      ],
    ];
    // Every subset of the filters in the default order: 64 shapes, then a few in other orders.
    const shapes = Array.from({ length: 2 ** filters.length }, (_, mask) =>
      filters.filter((_, index) => (mask >> index) & 1),
    );
    const asked = [
      ...shapes.map((chosen) => ({ chosen, sort: 'newest' })),
      ...searchSorts.slice(1).map((sort) => ({ chosen: filters.slice(0, 2), sort })),
      { chosen: filters, sort: 'newest' },
    ];
    expect(asked.length).toBeGreaterThan(maxPreparedShapes);
    for (const { chosen, sort } of asked) {
      const query = [...chosen.map(([text]) => text), `sort=${sort}`, 'pageSize=50'].join('&');
      const answer = await search(query);
      const expected = expectedKeys((record) => chosen.every(([, keep]) => keep(record)));
      expect(answer.total, query).toBe(expected.length);
      if (sort === 'newest') {
        expect(answer.items.map((item) => item.listingKey)).toEqual(expected.slice(0, 50));
      }
    }
  });

  it("shows what a listing's record and photos say now, and keeps no card of a deleted listing", async () => {
    const template = world.records[12] as PropertyRecord;
    const record = {
      ...template,
      ListingKey: 'RELA90000011',
      UnparsedAddress: '9 Wexbridge Ln',
      StandardStatus: 'Active' as const,
      ListPrice: 412_000,
    };
    const row = replicaRowOf(record, new Date());
    await world.t.db.insert(replicaListings).values(row);
    announceWritten(world, ['RELA90000011']);
    try {
      const [written] = (await search('q=wexbridge')).items;
      expect(written).toMatchObject({
        listingKey: 'RELA90000011',
        address: '9 Wexbridge Ln',
        price: 412_000,
        imageURL: `/api/rela/${row.photos?.[0]}`,
      });
      await world.t.db
        .update(replicaListings)
        .set({
          record: { ...record, UnparsedAddress: '9 Wexbridge Lane', ListPrice: 399_000 },
          listPrice: 399_000,
          photos: ['photos/pending#800x600'],
        })
        .where(eq(replicaListings.listingKey, 'RELA90000011'));
      announceWritten(world, ['RELA90000011']);
      const [changed] = (await search('q=wexbridge')).items;
      expect(changed).toMatchObject({
        address: '9 Wexbridge Lane',
        price: 399_000,
        imageURL: '/api/rela/photos/pending#800x600',
      });
    } finally {
      await world.t.db
        .delete(replicaListings)
        .where(eq(replicaListings.listingKey, 'RELA90000011'));
      announceWritten(world, ['RELA90000011']);
    }
    const cards = await world.t.db
      .select()
      .from(replicaListingCards)
      .where(eq(replicaListingCards.listingKey, 'RELA90000011'));
    expect(cards).toEqual([]);
    expect((await search('q=wexbridge')).total).toBe(0);
  });
});
