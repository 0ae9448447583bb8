import { expect, test } from '../support/test';
import { apiPaths, buyerListingKeysResponseSchema } from '@rela/contracts';
import { apiSession, myListingKeys, productApiPath } from '../support/buyer-homes-api';

const buyerKeysPath = (username: string) => productApiPath(apiPaths.buyerListingKeys, { username });

for (const username of ['realtor', 'lead', 'owner']) {
  test(`${username} gets empty lists of their own homes`, async ({ request }) => {
    expect(await myListingKeys(await apiSession(request, username))).toEqual({
      listingKeys: [],
      likedKeys: [],
    });
  });
}

test('another buyer asking for the demo buyer’s keys gets 404', async ({ request }) => {
  const buyer2 = await apiSession(request, 'buyer2');
  expect((await buyer2.get(buyerKeysPath('buyer'))).status()).toBe(404);
  // The same answer as for a username nobody has: nothing tells that `buyer` exists.
  expect((await buyer2.get(buyerKeysPath('nobody-at-all'))).status()).toBe(404);
});

test('the buyer, their realtor and everyone above read the buyer’s keys', async ({ request }) => {
  const own = await myListingKeys(await apiSession(request, 'buyer'));
  expect(own.listingKeys.length).toBeGreaterThan(0);

  for (const username of ['buyer', 'realtor', 'lead', 'owner']) {
    const response = await (await apiSession(request, username)).get(buyerKeysPath('buyer'));
    expect(response.status(), `${username} reads buyer's keys`).toBe(200);
    const body = buyerListingKeysResponseSchema.parse(await response.json());
    expect(body.status).toBe(200);
    // The chain also reads who likes each liked home; the buyer's own answer needs not say it
    // is they who do (ADR 049).
    const { likedBy, ...keys } = body.data;
    expect(keys, `${username} sees buyer's keys`).toEqual(own);
    if (username !== 'buyer')
      expect(likedBy, `${username} sees whose likes`).toEqual(
        Object.fromEntries(own.likedKeys.map((key) => [key, ['buyer']])),
      );
  }
});

test('the buyer keys call needs a sign-in', async ({ request }) => {
  expect((await request.get(buyerKeysPath('buyer'))).status()).toBe(401);
  expect((await request.get(productApiPath(apiPaths.myListingKeys))).status()).toBe(401);
});
