import { describe, expect, it } from 'vitest';
import { buyerHomeParamsSchema, buyerListingKeysParamsSchema } from './buyer-homes';
import { defaultProductSlug } from './paths';
import { apiPaths } from './routes';
import { withPathParams, withProduct } from './route';

describe('buyer homes contracts', () => {
  it('fills the path parameters, URL-encoded', () => {
    expect(
      withPathParams(apiPaths.likeProperty, { product: defaultProductSlug, listingKey: 'RELA1' }),
    ).toBe('/rela/properties/liked/RELA1');
    expect(withPathParams(apiPaths.buyerListingKeys, { product: 'x', username: 'a b/c' })).toBe(
      '/x/buyers/a%20b%2Fc/listing-keys',
    );
    expect(withPathParams(withProduct(apiPaths.myListingKey, 'rela'), {})).toBe(
      '/rela/my-listing-keys/:listingKey',
    );
  });

  it('accepts listing keys only, and normalises usernames as sign-in does', () => {
    expect(buyerHomeParamsSchema.safeParse({ listingKey: 'RELA00000001' }).success).toBe(true);
    expect(buyerHomeParamsSchema.safeParse({ listingKey: "x' or 1 eq 1" }).success).toBe(false);
    expect(buyerListingKeysParamsSchema.parse({ username: ' Buyer ' })).toEqual({
      username: 'buyer',
    });
  });
});
