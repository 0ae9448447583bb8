import { listingKeyPattern } from '@rela/contracts';
import { defaultDataset } from '@rela/mls';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../test/db';
import type { Database } from '../../db/client';
import { buyerHomes, users } from '../../db/schema';
import { seedDemoData } from '../../seed/demo-seed';
import { listBuyerHomes } from './buyer-homes.queries';
import { demoHomes, missingDemoListingKey } from './demo-homes';

const dataset = defaultDataset();
const byKey = new Map(dataset.properties.map((property) => [property.ListingKey, property]));

describe('demo homes', () => {
  it('are the same on every call', () => {
    expect(demoHomes(dataset)).toEqual(demoHomes(defaultDataset()));
  });

  it.each(['buyer', 'buyer2'])(
    'give %s 8 to 15 homes, mostly Active, a few liked, one the MLS lacks',
    (buyer) => {
      const homes = demoHomes(dataset).get(buyer) ?? [];
      expect(homes.length).toBeGreaterThanOrEqual(8);
      expect(homes.length).toBeLessThanOrEqual(15);
      const keys = homes.map((home) => home.listingKey);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(listingKeyPattern);
      const missing = keys.filter((key) => !byKey.has(key));
      expect(missing).toEqual([missingDemoListingKey]);
      const present = keys.flatMap((key) => byKey.get(key) ?? []);
      const active = present.filter((property) => property.StandardStatus === 'Active');
      expect(active.length).toBeGreaterThan(present.length / 2);
      expect(present.every((property) => property.PhotosCount > 0)).toBe(true);
      // No seller opted out of showing a demo home (REQ-MLS-DD2), or the demo would hide it.
      for (const property of present) {
        expect(property.InternetEntireListingDisplayYN).toBe(true);
        expect(property.InternetAddressDisplayYN).toBe(true);
      }
      const liked = homes.filter((home) => home.liked);
      expect(liked.length).toBeGreaterThanOrEqual(1);
      expect(liked.length).toBeLessThan(homes.length / 2);
      expect(liked.map((home) => home.listingKey)).not.toContain(missingDemoListingKey);
    },
  );

  it('give the two buyers different listings', () => {
    const homes = demoHomes(dataset);
    const first = new Set(homes.get('buyer')?.map((home) => home.listingKey));
    const shared = (homes.get('buyer2') ?? []).filter(
      (home) => first.has(home.listingKey) && home.listingKey !== missingDemoListingKey,
    );
    expect(shared).toEqual([]);
  });
});

describe.each(drivers)('the demo seed with homes (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());

  it('seeds the planned homes in order, added by the realtor, with the users', async () => {
    await seedDemoData(database.db, { password: 'Rela-demo-2026!', hash: async () => 'hash' });
    const idOf = async (username: string) => {
      const [row] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, username));
      return row?.id ?? '';
    };
    const realtorId = await idOf('realtor');
    for (const [buyer, planned] of demoHomes(dataset)) {
      const buyerId = await idOf(buyer);
      const listed = await listBuyerHomes(database.db, { buyerId });
      expect(
        listed.map(({ listingKey, likedBy }) => ({ listingKey, liked: likedBy.includes(buyerId) })),
      ).toEqual(planned);
      // A demo like is the buyer's own (ADR 049).
      expect(listed.every(({ likedBy }) => likedBy.every((id) => id === buyerId))).toBe(true);
      const rows = await database.db
        .select()
        .from(buyerHomes)
        .where(eq(buyerHomes.buyerId, buyerId))
        .orderBy(asc(buyerHomes.position));
      expect(rows.map((row) => row.position)).toEqual(planned.map((_, index) => index));
      expect(rows.every((row) => row.addedBy === realtorId)).toBe(true);
    }
    const all = await database.db.select({ id: buyerHomes.id }).from(buyerHomes);
    expect(all).toHaveLength([...demoHomes(dataset).values()].flat().length);
  });
});
