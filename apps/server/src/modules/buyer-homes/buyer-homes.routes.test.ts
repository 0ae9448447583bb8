import {
  likeResponseSchema,
  myListingKeysResponseSchema,
  removeListingKeyResponseSchema,
  propertiesMessages,
  errorBodySchema,
  homeAdditionsByKey,
  serverMessages,
} from '@rela/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { buildHomesWorld, type HomesWorld } from '../../../test/homes-world';

const mine = '/api/rela/my-listing-keys';
const like = (key: string) => `/api/rela/properties/liked/${key}`;
const unlike = (key: string) => `/api/rela/properties/unliked/${key}`;

describe.each(drivers)('buyer homes calls (%s)', (driver) => {
  let world: HomesWorld;

  beforeAll(async () => {
    world = await buildHomesWorld(driver);
    await world.give('buyer', [
      { listingKey: 'RELA00000003' },
      { listingKey: 'RELA00000001', liked: true },
      { listingKey: 'RELA00000002' },
    ]);
    await world.give('buyer', [{ listingKey: 'RELA00000000' }]);
    await world.give('buyer2', [{ listingKey: 'RELA00000009', liked: true }]);
  });
  afterAll(() => world.close());

  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, username = 'buyer') =>
    world.t.app.inject({ method, url, headers: await world.as(username) });
  /** The keys of spec 001 (who added each is asserted once, in the first test). */
  const keysOf = async (username = 'buyer') => {
    const { listingKeys, likedKeys } = myListingKeysResponseSchema.parse(
      (await call('GET', mine, username)).json(),
    );
    return { listingKeys, likedKeys };
  };

  it('answers the buyer keys in the buyer order, with the liked ones', async () => {
    const response = await call('GET', mine);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = myListingKeysResponseSchema.parse(response.json());
    expect(answer).toMatchObject({
      listingKeys: ['RELA00000003', 'RELA00000001', 'RELA00000002', 'RELA00000000'],
      likedKeys: ['RELA00000001'],
    });
    const realtor = { name: 'realtor Test', username: 'realtor' };
    // Each adder and each addition once, per key (in the keys' order) only the addition's index.
    expect(answer.additions?.adders).toEqual([realtor]);
    expect(answer.additions?.batches.every(({ by }) => by === 0)).toBe(true);
    expect(answer.additions?.batch).toHaveLength(answer.listingKeys.length);
    const additions = homeAdditionsByKey(answer);
    expect([...additions.keys()]).toEqual(answer.listingKeys);
    for (const addition of additions.values()) {
      expect(addition.by).toEqual(realtor);
      expect(new Date(addition.at).toISOString()).toBe(addition.at);
    }
    expect(await keysOf('buyer2')).toEqual({
      listingKeys: ['RELA00000009'],
      likedKeys: ['RELA00000009'],
    });
  });

  it.each(['realtor', 'lead', 'owner'])('answers two empty lists to a %s', async (username) => {
    const response = await call('GET', mine, username);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ listingKeys: [], likedKeys: [] });
  });

  it('likes and unlikes idempotently, 200 every time', async () => {
    for (const liked of [true, true, false, false, true]) {
      const response = await call('POST', (liked ? like : unlike)('RELA00000002'));
      expect(response.statusCode).toBe(200);
      expect(likeResponseSchema.parse(response.json())).toEqual({
        status: 200,
        liked,
        message: liked ? serverMessages.propertyLiked : serverMessages.propertyUnliked,
      });
      expect((await keysOf()).likedKeys.includes('RELA00000002')).toBe(liked);
    }
    await call('POST', unlike('RELA00000002'));
    expect((await keysOf()).likedKeys).toEqual(['RELA00000001']);
  });

  it('answers 404 and changes nothing for a key the caller does not have', async () => {
    const before = { buyer: await keysOf('buyer'), buyer2: await keysOf('buyer2') };
    const attempts: [string, 'POST' | 'DELETE', string][] = [
      ['buyer', 'POST', like('RELA00000009')],
      ['buyer', 'POST', unlike('RELA00000009')],
      ['buyer', 'DELETE', `${mine}/RELA00000009`],
      ['buyer', 'POST', like('RELA99999999')],
      ['buyer', 'DELETE', `${mine}/RELA99999999`],
      ['realtor', 'POST', like('RELA00000001')],
      ['realtor', 'DELETE', `${mine}/RELA00000001`],
      ['owner', 'POST', unlike('RELA00000001')],
    ];
    for (const [username, method, url] of attempts) {
      const response = await call(method, url, username);
      expect(response.statusCode, `${username} ${method} ${url}`).toBe(404);
      expect(errorBodySchema.parse(response.json())).toMatchObject({
        code: 'NOT_FOUND',
        message: propertiesMessages.notFound,
      });
    }
    expect({ buyer: await keysOf('buyer'), buyer2: await keysOf('buyer2') }).toEqual(before);
  });

  it('removes a home once; removing it again answers 404', async () => {
    const first = await call('DELETE', `${mine}/RELA00000001`);
    expect(first.statusCode).toBe(200);
    expect(removeListingKeyResponseSchema.parse(first.json())).toMatchObject({
      status: 200,
      message: serverMessages.propertyRemoved,
    });
    expect(await keysOf()).toEqual({
      listingKeys: ['RELA00000003', 'RELA00000002', 'RELA00000000'],
      likedKeys: [],
    });
    expect((await call('DELETE', `${mine}/RELA00000001`)).statusCode).toBe(404);
    expect((await call('POST', like('RELA00000001'))).statusCode).toBe(404);
    expect((await keysOf('buyer2')).listingKeys).toEqual(['RELA00000009']);
  });

  it.each([
    ['GET', mine],
    ['GET', '/api/rela/buyers/buyer/listing-keys'],
    ['DELETE', `${mine}/RELA00000003`],
    ['POST', like('RELA00000003')],
    ['POST', unlike('RELA00000003')],
  ] as const)('answers 401 without sign-in: %s %s', async (method, url) => {
    const response = await world.t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json()).code).toBe('UNAUTHORIZED');
  });

  it.each([
    `O'Brien`,
    encodeURIComponent("x' or 1 eq 1"),
    '%20',
    'a'.repeat(65),
    encodeURIComponent('../etc'),
    '-leading-dash',
    encodeURIComponent('K,1'),
  ])('answers 400 to the junk listing key %s', async (key) => {
    for (const [method, url] of [
      ['POST', like(key)],
      ['POST', unlike(key)],
      ['DELETE', `${mine}/${key}`],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(errorBodySchema.parse(response.json()).code).toBe('VALIDATION');
    }
    expect((await keysOf()).listingKeys).toHaveLength(3);
  });

  it('never answers 5xx to random keys and usernames of a signed-in buyer', async () => {
    const headers = await world.as('buyer');
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 80 }),
        fc.constantFrom(
          like,
          unlike,
          (key: string) => `${mine}/${key}`,
          (key: string) => `/api/rela/buyers/${key}/listing-keys`,
        ),
        fc.constantFrom('GET', 'POST', 'DELETE'),
        async (text, pathOf, method) => {
          const url = pathOf(encodeURIComponent(text));
          const response = await world.t.app.inject({ method, url, headers });
          expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
          expect(
            errorBodySchema.safeParse(response.json()).success || response.statusCode === 200,
          ).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
    expect((await keysOf()).listingKeys).toHaveLength(3);
  });
});
