import { errorBodySchema } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { buildComparablesWorld, keysOf, type ComparablesWorld } from './comparables.test-support';

/**
 * GET /api/{product}/listings/{listingKey}/comparables (REQ-COST-COMPARABLES, ADR 051): Rela's
 * choice of Closed sales like a home, and what the MLS's sold-data rule lets each caller see.
 */
describe.each(drivers)('comparable sales (%s)', (driver) => {
  let world: ComparablesWorld;
  beforeAll(async () => {
    world = await buildComparablesWorld(driver);
  }, 60_000);
  afterAll(() => world.close());

  it('chooses Closed sales of the city, size within 25%, a bed either way, closed within a year, nearest first, six at most', async () => {
    const answer = await world.read('cmprealtor');
    expect(answer).toMatchObject({
      shown: true,
      hiddenFromBuyer: false,
      chosenBy: 'rela',
      dropped: [],
    });
    // The seventh and eighth are farther (the last one has no position at all); the X sales each
    // break a rule; the home itself is none.
    expect(keysOf(answer)).toEqual(['CMPS1', 'CMPS2', 'CMPS3', 'CMPS4', 'CMPS5', 'CMPS7']);
    expect(answer.items.every((item) => !item.pinned)).toBe(true);
  });

  it('gives each sale its reasons as figures, its close and its price a square foot', async () => {
    const now = world.t.clock.now();
    const [first, second, third] = (await world.read('cmprealtor')).items;
    expect(first).toMatchObject({
      closePrice: 420_000,
      pricePerSqft: 200,
      reasons: {
        distanceMiles: 0.5,
        sizeDifferencePercent: 5,
        bedroomsDifference: 0,
        daysSinceClose: 30,
      },
      pinned: false,
      listing: {
        listingKey: 'CMPS1',
        status: 'Closed',
        city: 'Raleigh',
        size: 2100,
        attribution: { full: 'Listing courtesy of Oak Realty, (919) 555-0100' },
      },
    });
    expect(first?.closeDate).toBe(
      new Date(now.getTime() - 30 * 86_400_000).toISOString().slice(0, 10),
    );
    expect(second?.reasons).toMatchObject({ sizeDifferencePercent: -25, bedroomsDifference: -1 });
    expect(third?.reasons).toMatchObject({ sizeDifferencePercent: 25, bedroomsDifference: 1 });
    expect(third?.reasons.daysSinceClose).toBeGreaterThanOrEqual(365);
  });

  it("shows a buyer the same choice, but no sale their MLS keeps from them and no withheld address's place", async () => {
    const answer = await world.read('cmpbuyer');
    expect(answer).toMatchObject({ shown: true, hiddenFromBuyer: false, chosenBy: 'rela' });
    // CMPS5's own MLS keeps sold data from clients: the next nearest takes its place.
    expect(keysOf(answer)).toEqual(['CMPS1', 'CMPS2', 'CMPS3', 'CMPS4', 'CMPS7', 'CMPS8']);
    const withheldAddress = answer.items[3];
    expect(withheldAddress?.listing).toMatchObject({
      address: null,
      latitude: null,
      longitude: null,
      addressDisplay: 'on-request',
    });
    expect(withheldAddress?.reasons.distanceMiles).toBeNull();
    const realtors = (await world.read('cmprealtor')).items[3];
    expect(realtors?.listing.addressDisplay).toBe('not-for-clients');
    expect(realtors?.reasons.distanceMiles).toBe(2);
  });

  it("keeps sold data from a buyer where the listing's MLS does, and marks it for the realtor", async () => {
    expect(await world.read('cmpbuyer', 'CMPSTRICT')).toEqual({
      shown: false,
      hiddenFromBuyer: false,
      items: [],
      chosenBy: 'rela',
      dropped: [],
    });
    for (const someone of ['cmprealtor', 'cmplead', 'cmpowner']) {
      const answer = await world.read(someone, 'CMPSTRICT');
      expect(answer).toMatchObject({ shown: true, hiddenFromBuyer: true });
      expect(keysOf(answer)).toEqual(['CMPS1', 'CMPS2', 'CMPS3', 'CMPS4', 'CMPS5', 'CMPS7']);
    }
    // Their realtor, for the buyer: the same mark.
    expect(await world.read('cmprealtor', 'CMPSTRICT', 'cmpbuyer')).toMatchObject({
      shown: true,
      hiddenFromBuyer: true,
    });
  });

  it('answers 404 for a listing nobody has, and for one withheld from a buyer (the realtor gets it)', async () => {
    const nobody = await world.send('cmprealtor', 'GET', 'CMPNOPE');
    expect(nobody.status).toBe(404);
    const withheld = await world.send('cmpbuyer', 'GET', 'CMPHIDDEN');
    expect(withheld.status).toBe(404);
    expect(errorBodySchema.parse(withheld.body).message).toBe(
      errorBodySchema.parse(nobody.body).message,
    );
    expect(keysOf(await world.read('cmprealtor', 'CMPHIDDEN'))).toHaveLength(6);
  });

  it('compares a home of odd figures as they are', async () => {
    // Bedrooms 1.5 to 3.5: CMPS3's four are one too many.
    expect(keysOf(await world.read('cmprealtor', 'CMPODD'))).toEqual([
      'CMPS1',
      'CMPS2',
      'CMPS4',
      'CMPS5',
      'CMPS7',
      'CMPS8',
    ]);
    expect((await world.read('cmprealtor', 'CMPHUGE')).items).toEqual([]);
  });

  it('answers 401 without sign-in and 400 for a key or a buyer that is not one', async () => {
    expect((await world.send(null, 'GET', 'CMPHOME')).status).toBe(401);
    for (const [key, buyer] of [
      ['CMP%20HOME', undefined],
      ['CMPHOME', ''],
    ] as const) {
      const answer = await world.send('cmprealtor', 'GET', key, { buyer });
      expect(answer.status).toBe(400);
      expect(errorBodySchema.parse(answer.body).code).toBe('VALIDATION');
    }
  });
});
