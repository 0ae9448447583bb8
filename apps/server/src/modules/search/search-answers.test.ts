import { listingSearchResponseSchema } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { replicaListings } from '../../db/schema';
import { READ_CACHE_QUIET_MS, READ_CACHE_TTL_MS } from '../../platform/cache/read-cache';
import {
  announceWritten,
  buildSearchWorld,
  giveHomes,
  type SearchWorld,
} from '../../../test/search-world';

const url = '/api/rela/listings/search';

/**
 * The searches' answers kept by query (ADR 023, third amendment): the same for every caller but
 * what is their own, dropped by any write of the replica heard on the bus, never kept while one
 * may be under way.
 */
describe.each(drivers)('the kept search answers (%s)', (driver) => {
  let world: SearchWorld;
  beforeAll(async () => {
    world = await buildSearchWorld(driver);
    await giveHomes(world, 'buyer', ['RELA90000001']);
  }, 60_000);
  afterAll(() => world.close());

  const search = async (query: string, username = 'buyer') => {
    const response = await world.t.app.inject({
      url: `${url}?${query}`,
      headers: await world.as(username),
    });
    expect(response.statusCode, response.body).toBe(200);
    return listingSearchResponseSchema.parse(response.json());
  };
  /** Writes the price of a listing behind the app's back (not heard, unless announced). */
  const setPrice = (listingKey: string, price: number) =>
    world.t.db
      .update(replicaListings)
      .set({ listPrice: price })
      .where(eq(replicaListings.listingKey, listingKey));
  const query = 'city=Raleigh&minPrice=100000&sort=price-asc&pageSize=50';

  it("answers every caller from one kept answer, each with their own homes marked, until the replica's next write is heard", async () => {
    world.t.clock.advance(READ_CACHE_QUIET_MS + 1);
    const first = await search(query);
    const saunders = first.items.find((item) => item.listingKey === 'RELA90000001');
    expect(saunders?.inMyList).toBe(true);
    const other = await search(query, 'buyer2');
    expect(other.total).toBe(first.total);
    expect(other.items.map((item) => item.listingKey)).toEqual(
      first.items.map((item) => item.listingKey),
    );
    expect(other.items.filter((item) => item.inMyList)).toEqual([]);
    // Asked at once by both, made once: each still sees their own.
    const both = await Promise.all([
      search(`${query}&page=2`, 'buyer2'),
      search(`${query}&page=2`),
      search(`${query}&maxPrice=900000000`, 'buyer2'),
      search(`${query}&maxPrice=900000000`),
    ]);
    for (const [index, answer] of both.entries()) {
      const mine = answer.items.filter((item) => item.inMyList).map((item) => item.listingKey);
      const page = answer.items.map((item) => item.listingKey);
      expect(mine).toEqual(
        index % 2 === 1 && page.includes('RELA90000001') ? ['RELA90000001'] : [],
      );
    }
    expect(both[3]?.items.some((item) => item.listingKey === 'RELA90000001')).toBe(true);

    // A change the app did not hear leaves the kept answer as it was; a home added is seen at once.
    await setPrice('RELA90000001', 1);
    await giveHomes(world, 'buyer2', ['RELA90000001']);
    const kept = await search(query, 'buyer2');
    expect(kept.total).toBe(first.total);
    expect(kept.items.find((item) => item.listingKey === 'RELA90000001')?.inMyList).toBe(true);

    // Heard (every write path of the replica names its listings): made anew.
    announceWritten(world, ['RELA90000001']);
    const fresh = await search(query);
    expect(fresh.total).toBe(first.total - 1);
    expect(fresh.items.some((item) => item.listingKey === 'RELA90000001')).toBe(false);
  });

  it('keeps nothing for a quiet time after a write is heard, and nothing longer than 30 s', async () => {
    announceWritten(world, ['RELA90000001']);
    await setPrice('RELA90000001', 250_000);
    const during = await search(query);
    expect(during.items.some((item) => item.listingKey === 'RELA90000001')).toBe(true);
    // Not kept: a write behind the app's back is seen at once while the quiet time lasts.
    await setPrice('RELA90000001', 2);
    expect((await search(query)).total).toBe(during.total - 1);

    world.t.clock.advance(READ_CACHE_QUIET_MS + 1);
    const kept = await search(query);
    await setPrice('RELA90000001', 260_000);
    expect((await search(query)).total).toBe(kept.total);
    world.t.clock.advance(READ_CACHE_TTL_MS + 1);
    expect((await search(query)).total).toBe(kept.total + 1);
  });
});
