import { costMessages, errorBodySchema } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { comparableChoices } from '../../db/schema';
import { buildComparablesWorld, keysOf, type ComparablesWorld } from './comparables.test-support';

/**
 * The realtor's choice of comparables for a buyer's household (REQ-COST-COMPARABLES, ADR 051):
 * pinned first, dropped never, seen by the household; who may make it, and what a bad one is.
 */
describe.each(drivers)("a realtor's choice of comparables (%s)", (driver) => {
  let world: ComparablesWorld;
  beforeAll(async () => {
    world = await buildComparablesWorld(driver);
  }, 60_000);
  afterAll(() => world.close());

  const choose = (as: string, payload: unknown, buyer = 'cmpbuyer', listingKey = 'CMPHOME') =>
    world.send(as, 'PUT', listingKey, { buyer, payload });
  const stored = async () =>
    (await world.t.db.select().from(comparableChoices))
      .map((row) => `${row.listingKey} ${row.comparableKey} ${row.choice}`)
      .sort();

  it("keeps the realtor's pins first (even outside the rules) and their drops out, for the whole household", async () => {
    const answer = await choose('cmprealtor', {
      // A sale of another city, and one too old: pinned all the same; a listing not Closed is none.
      pinned: ['CMPXOLD', 'CMPXCITY', 'CMPXACTIVE', 'CMPXCITY'],
      dropped: ['CMPS1', 'CMPS3'],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const expected = ['CMPXCITY', 'CMPXOLD', 'CMPS2', 'CMPS4', 'CMPS5', 'CMPS7'];
    expect(answer.body).toMatchObject({ chosenBy: 'realtor', dropped: ['CMPS1', 'CMPS3'] });
    const realtors = await world.read('cmprealtor', 'CMPHOME', 'cmpbuyer');
    expect(keysOf(realtors)).toEqual(expected);
    expect(realtors.items.map((item) => item.pinned)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(await stored()).toEqual([
      'CMPHOME CMPS1 dropped',
      'CMPHOME CMPS3 dropped',
      'CMPHOME CMPXACTIVE pinned',
      'CMPHOME CMPXCITY pinned',
      'CMPHOME CMPXOLD pinned',
    ]);
    // Each member sees it, without the drops; so does a member naming the other.
    for (const [as, buyer] of [
      ['cmpbuyer', undefined],
      ['cmpcobuyer', undefined],
      ['cmpbuyer', 'cmpcobuyer'],
    ] as const) {
      const seen = await world.read(as, 'CMPHOME', buyer);
      expect(seen).toMatchObject({ chosenBy: 'realtor', dropped: [] });
      // CMPS5's MLS keeps sold data from clients: the next nearest takes its place.
      expect(keysOf(seen)).toEqual(['CMPXCITY', 'CMPXOLD', 'CMPS2', 'CMPS4', 'CMPS7', 'CMPS8']);
    }
    // Another household of the same realtor, and the realtor alone, get Rela's choice.
    for (const [as, buyer] of [
      ['cmpalone', undefined],
      ['cmprealtor', undefined],
      ['cmprealtor', 'cmpalone'],
    ] as const) {
      const seen = await world.read(as, 'CMPHOME', buyer);
      expect(seen.chosenBy).toBe('rela');
      expect(keysOf(seen)[0]).toBe('CMPS1');
    }
    // Another home of the household has no choice.
    expect((await world.read('cmpbuyer', 'CMPSTRICT')).chosenBy).toBe('rela');
  });

  it('replaces the choice whole, never keeps the home as its own sale, and empties it', async () => {
    const answer = await choose('cmprealtor', { pinned: ['CMPHOME'], dropped: ['CMPS2'] });
    expect(answer.status).toBe(200);
    expect(await stored()).toEqual(['CMPHOME CMPS2 dropped']);
    const cleared = await choose('cmprealtor', { pinned: [], dropped: [] });
    expect(cleared.body).toMatchObject({ chosenBy: 'rela', dropped: [] });
    expect(await stored()).toEqual([]);
  });

  it('refuses the buyer and anyone above (403), and anyone else, a co-buyer too (404), storing nothing', async () => {
    await choose('cmprealtor', { pinned: ['CMPS8'], dropped: [] });
    const before = await stored();
    const payload = { pinned: ['CMPS7'], dropped: ['CMPS1'] };
    for (const [as, buyer, status] of [
      ['cmpbuyer', 'cmpbuyer', 403],
      ['cmpcobuyer', 'cmpbuyer', 404],
      ['cmplead', 'cmpbuyer', 403],
      ['cmpowner', 'cmpbuyer', 403],
      ['cmppeer', 'cmpbuyer', 404],
      ['cmppeerbuyer', 'cmpbuyer', 404],
      ['cmprealtor', 'cmppeerbuyer', 404],
      ['cmprealtor', 'nobody-here', 404],
      // A realtor is no buyer: answered as a nobody.
      ['cmprealtor', 'cmppeer', 404],
    ] as const) {
      const answer = await choose(as, payload, buyer);
      expect(answer.status, `${as} for ${buyer}`).toBe(status);
    }
    // Reading the household's choice is the same: a lead or owner above 403, others 404.
    for (const [as, status] of [
      ['cmplead', 403],
      ['cmpowner', 403],
      ['cmppeer', 404],
      ['cmpalone', 404],
    ] as const) {
      const answer = await world.send(as, 'GET', 'CMPHOME', { buyer: 'cmpbuyer' });
      expect(answer.status, as).toBe(status);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a bad choice with a clear 400 and a home nobody has with a 404, storing nothing', async () => {
    const before = await stored();
    const keys = (count: number) => Array.from({ length: count }, (_, index) => `CMPK${index}`);
    for (const [payload, message] of [
      [{ pinned: keys(21), dropped: [] }, costMessages.comparableKeys],
      [{ pinned: [], dropped: keys(21) }, costMessages.comparableKeys],
      [{ pinned: ["x' or 1 eq 1"], dropped: [] }, undefined],
      [{ pinned: 'CMPS1', dropped: [] }, costMessages.comparableKeys],
      [{ pinned: ['CMPS1'], dropped: ['CMPS1'] }, costMessages.comparablePinnedAndDropped],
      [{ pinned: [] }, undefined],
    ] as const) {
      const answer = await choose('cmprealtor', payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      const error = errorBodySchema.parse(answer.body);
      expect(error.code).toBe('VALIDATION');
      if (message) expect(JSON.stringify(error.issues)).toContain(message);
    }
    const noBuyer = await world.send('cmprealtor', 'PUT', 'CMPHOME', {
      payload: { pinned: [], dropped: [] },
    });
    expect(noBuyer.status).toBe(400);
    expect(
      (await choose('cmprealtor', { pinned: [], dropped: [] }, 'cmpbuyer', 'CMPNOPE')).status,
    ).toBe(404);
    expect(
      (await world.send(null, 'PUT', 'CMPHOME', { buyer: 'cmpbuyer', payload: {} })).status,
    ).toBe(401);
    expect(await stored()).toEqual(before);
  });
});
