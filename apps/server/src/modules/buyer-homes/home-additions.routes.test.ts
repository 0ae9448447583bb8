import {
  addMyListingKeyResponseSchema,
  buyerListingKeysResponseSchema,
  errorBodySchema,
  homeAdditionsByKey,
  myListingKeysResponseSchema,
  propertiesMessages,
  sendListingKeysResponseSchema,
  serverMessages,
} from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { startEmbeddedMls, type EmbeddedMls } from '../../../test/reliability/embedded-mls';
import { buildHomesWorld, type HomesWorld } from '../../../test/homes-world';

const mine = '/api/rela/my-listing-keys';
const buyerKeys = (username: string) => `/api/rela/buyers/${username}/listing-keys`;
const unknownKey = 'NOPE00000001';

/** REQ-HOMES-ADD and REQ-HOMES-SEND: a buyer adds a home, a realtor sends homes to their buyer. */
describe.each(drivers)('adding and sending homes (%s)', (driver) => {
  let mls: EmbeddedMls;
  let world: HomesWorld;
  let keys: string[];

  beforeAll(async () => {
    mls = await startEmbeddedMls({ count: 12 });
    world = await buildHomesWorld(driver, mls.env);
    keys = mls.dataset.properties.map((property) => property.ListingKey);
    // The buyer's list before: two homes their realtor gave them.
    await world.give('buyer', [{ listingKey: keys[0]! }, { listingKey: keys[1]!, liked: true }]);
  }, 60_000);
  afterAll(async () => {
    await world.close();
    await mls.close();
  });

  const post = async (url: string, payload: Record<string, unknown>, username: string) =>
    world.t.app.inject({ method: 'POST', url, payload, headers: await world.as(username) });
  /** The keys answer, with who added each key and when read by key (`added`). */
  const homesOf = async (username = 'buyer') => {
    const answer = myListingKeysResponseSchema.parse(
      (await world.t.app.inject({ url: mine, headers: await world.as(username) })).json(),
    );
    return { ...answer, added: Object.fromEntries(homeAdditionsByKey(answer)) };
  };
  const expectNotFound = (
    response: Awaited<ReturnType<typeof post>>,
    message: string = serverMessages.notFound,
  ) => {
    expect(response.statusCode, response.body).toBe(404);
    expect(errorBodySchema.parse(response.json())).toMatchObject({ code: 'NOT_FOUND', message });
  };

  it("adds a buyer's home at the end of their list, once: a second add answers the same and changes nothing", async () => {
    const first = await post(mine, { listingKey: keys[2] }, 'buyer');
    expect(first.statusCode, first.body).toBe(200);
    expect(addMyListingKeyResponseSchema.parse(first.json())).toEqual({
      status: 200,
      message: serverMessages.propertyAdded,
      listingKey: keys[2],
    });
    const after = await homesOf();
    expect(after.listingKeys).toEqual([keys[0], keys[1], keys[2]]);
    expect(after.added[keys[2]!]).toEqual({
      by: { name: 'buyer Test', username: 'buyer' },
      at: expect.any(String),
    });

    world.t.clock.advance(60_000);
    const again = await post(mine, { listingKey: keys[2] }, 'buyer');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Already there: the same place, the same time of adding.
    expect(await homesOf()).toEqual(after);
    const earlier = await post(mine, { listingKey: keys[0] }, 'buyer');
    expect(earlier.statusCode).toBe(200);
    expect(await homesOf()).toEqual(after);
  });

  it('answers 404 to a key the MLS does not have and to a non-buyer, and changes nothing', async () => {
    const before = await homesOf();
    expectNotFound(
      await post(mine, { listingKey: unknownKey }, 'buyer'),
      propertiesMessages.notFound,
    );
    for (const username of ['realtor', 'lead', 'owner']) {
      expectNotFound(
        await post(mine, { listingKey: keys[3] }, username),
        propertiesMessages.notFound,
      );
      expect(await homesOf(username)).toEqual({ listingKeys: [], likedKeys: [], added: {} });
    }
    expect(await homesOf()).toEqual(before);
  });

  it("sends homes to the realtor's own buyer: new ones at the end in the order sent, marked as the realtor's; the buyer's stay put", async () => {
    const before = await homesOf();
    const response = await post(
      buyerKeys('buyer'),
      { listingKeys: [keys[5], keys[1], keys[4], keys[5]] },
      'realtor',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(sendListingKeysResponseSchema.parse(response.json())).toEqual({
      status: 200,
      message: serverMessages.propertiesSent(3),
      added: [keys[5], keys[4]],
      alreadyListed: [keys[1]],
    });
    const after = await homesOf();
    expect(after.listingKeys).toEqual([...before.listingKeys, keys[5], keys[4]]);
    expect(after.likedKeys).toEqual(before.likedKeys);
    const realtor = { name: 'realtor Test', username: 'realtor' };
    expect(after.added[keys[5]!]?.by).toEqual(realtor);
    expect(after.added[keys[4]!]?.by).toEqual(realtor);
    expect(after.added[keys[1]!]).toEqual(before.added[keys[1]!]);
    expect(new Date(after.added[keys[4]!]?.at ?? '').getTime()).toBe(world.t.clock.now().getTime());

    // The realtor's view of the buyer's homes says the same.
    const read = await world.t.app.inject({
      url: buyerKeys('buyer'),
      headers: await world.as('realtor'),
    });
    const { added: _, ...answer } = after;
    // ...and names who likes each liked home, where the buyer's own answer needs not (ADR 049).
    const { likedBy, ...seen } = buyerListingKeysResponseSchema.parse(read.json()).data;
    expect(seen).toEqual(answer);
    expect(likedBy).toEqual(Object.fromEntries(after.likedKeys.map((key) => [key, ['buyer']])));
  });

  it('refuses a send with a key the MLS lacks as a whole: 404 naming it, nothing added', async () => {
    const before = await homesOf();
    const response = await post(
      buyerKeys('buyer'),
      { listingKeys: [keys[6], unknownKey] },
      'realtor',
    );
    expectNotFound(response, serverMessages.notInMls([unknownKey]));
    expect(await homesOf()).toEqual(before);
  });

  it.each([
    ['realtor2', 'buyer', 'another realtor'],
    ['lone-realtor', 'buyer', 'a realtor outside every chain'],
    ['lead', 'buyer', "the buyer's team lead"],
    ['owner', 'buyer', 'the company owner'],
    ['buyer', 'buyer', 'the buyer themself'],
    ['buyer2', 'buyer', 'another buyer'],
    ['realtor', 'buyer3', "another realtor's buyer"],
    ['lead', 'realtor', 'a non-buyer target'],
    ['realtor', 'nobody-here', 'an unknown username'],
  ])(
    'answers %s sending to %s (%s) as to a username nobody has, and adds nothing',
    async (actor, target) => {
      const before = { buyer: await homesOf('buyer'), buyer3: await homesOf('buyer3') };
      const response = await post(buyerKeys(target), { listingKeys: [keys[7]] }, actor);
      expectNotFound(response);
      const unknown = await post(buyerKeys('nobody-here'), { listingKeys: [keys[7]] }, actor);
      expect({ ...response.json(), requestId: '' }).toEqual({ ...unknown.json(), requestId: '' });
      expect({ buyer: await homesOf('buyer'), buyer3: await homesOf('buyer3') }).toEqual(before);
    },
  );

  it.each([
    [mine, {}],
    [mine, { listingKey: "x' or 1 eq 1" }],
    [mine, { listingKey: ['K1'] }],
    [buyerKeys('buyer'), { listingKeys: [] }],
    [buyerKeys('buyer'), { listingKeys: Array.from({ length: 51 }, (_, i) => `K${i}`) }],
    [buyerKeys('buyer'), { listingKeys: ['ok', '../etc'] }],
    [buyerKeys('buyer'), { listingKeys: 'K1' }],
  ])('answers 400 to a bad body (%s %j) and changes nothing', async (url, payload) => {
    const before = await homesOf();
    const response = await post(url, payload, url === mine ? 'buyer' : 'realtor');
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).code).toBe('VALIDATION');
    expect(await homesOf()).toEqual(before);
  });

  it.each([
    [mine, { listingKey: 'K1' }],
    [buyerKeys('buyer'), { listingKeys: ['K1'] }],
  ])('answers 401 without sign-in: %s', async (url, payload) => {
    const response = await world.t.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(401);
  });
});
