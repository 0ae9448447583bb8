import {
  buyerListingKeysResponseSchema,
  errorBodySchema,
  homeAdditionsByKey,
} from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { buildHomesWorld, type HomesWorld } from '../../../test/homes-world';

const keysOf = (username: string) => `/api/rela/buyers/${username}/listing-keys`;

/** REQ-SEC-ACCESS: a buyer's homes are read by the buyer and their chain; anyone else gets 404. */
describe.each(drivers)('buyers/{username}/listing-keys (%s)', (driver) => {
  let world: HomesWorld;

  beforeAll(async () => {
    world = await buildHomesWorld(driver);
    await world.give('buyer', [
      { listingKey: 'RELA10000002', liked: true },
      { listingKey: 'RELA10000001' },
    ]);
    await world.give('buyer3', [{ listingKey: 'RELA30000001' }]);
  });
  afterAll(() => world.close());

  const read = async (actor: string, target: string) =>
    world.t.app.inject({ url: keysOf(target), headers: await world.as(actor) });

  it.each(['buyer', 'realtor', 'lead', 'owner'])(
    "answers the buyer's keys to %s",
    async (actor) => {
      const response = await read(actor, 'buyer');
      expect(response.statusCode).toBe(200);
      const { data } = buyerListingKeysResponseSchema.parse(response.json());
      expect(data).toMatchObject({
        listingKeys: ['RELA10000002', 'RELA10000001'],
        likedKeys: ['RELA10000002'],
      });
      // Who added each home: the buyer's realtor, for the buyer and everyone above alike.
      expect([...homeAdditionsByKey(data).keys()]).toEqual(data.listingKeys);
      expect(homeAdditionsByKey(data).get('RELA10000001')?.by).toEqual({
        name: 'realtor Test',
        username: 'realtor',
      });
    },
  );

  it('answers a buyer without homes two empty lists', async () => {
    const response = await read('realtor', 'buyer2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      data: {
        listingKeys: [],
        likedKeys: [],
        additions: { adders: [], batches: [], batch: [] },
      },
    });
  });

  it('matches the username as sign-in does (trimmed, any case)', async () => {
    expect((await read('lead', 'BUYER')).statusCode).toBe(200);
  });

  it.each([
    ['realtor2', 'buyer', 'another realtor'],
    ['lone-realtor', 'buyer', 'a realtor outside every chain'],
    ['lead2', 'buyer', "another team's lead"],
    ['buyer2', 'buyer', 'another buyer'],
    ['realtor', 'buyer3', "another realtor's buyer"],
    ['owner', 'realtor', 'a non-buyer target'],
    ['lead', 'lead', 'a non-buyer asking about themself'],
    ['owner', 'nobody-here', 'an unknown username'],
  ])('answers 404 to %s reading %s (%s)', async (actor, target) => {
    const response = await read(actor, target);
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).code).toBe('NOT_FOUND');
  });

  it('answers the same body to a stranger as to an unknown username', async () => {
    const stranger = errorBodySchema.parse((await read('realtor2', 'buyer')).json());
    const unknown = errorBodySchema.parse((await read('realtor2', 'nobody-here')).json());
    expect({ ...stranger, requestId: '' }).toEqual({ ...unknown, requestId: '' });
  });

  it('refuses a username over the length limit with a 4xx error body', async () => {
    const response = await read('owner', 'x'.repeat(200));
    expect([400, 414]).toContain(response.statusCode);
    expect(errorBodySchema.parse(response.json()).status).toBe(response.statusCode);
  });
});
