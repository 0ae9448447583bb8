import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import {
  API_PREFIX,
  apiPaths,
  defaultProductSlug,
  listingImagesResponseSchema,
  myListingKeysResponseSchema,
  rawPropertiesResponseSchema,
  tokenResponseSchema,
  withPathParams,
  type BuyerListingKeys,
  type RawProperty,
} from '@rela/contracts';
import { DEMO_PASSWORD } from './demo-users';

/** The e2e server runs with the default PRODUCT_SLUG. */
const product = defaultProductSlug;

/** `/api/rela/...` for a path of `apiPaths` with its `:name` segments filled in. */
export const productApiPath = (path: string, params: Readonly<Record<string, string>> = {}) =>
  `${API_PREFIX}${withPathParams(path, { product, ...params })}`;

/** A demo user signed in through the API (no cookie transport): GETs carry the bearer token. */
export type ApiSession = {
  username: string;
  get: (path: string, params?: Record<string, string>) => Promise<APIResponse>;
};

export const apiSession = async (
  request: APIRequestContext,
  username: string,
): Promise<ApiSession> => {
  const login = await request.post(`${API_PREFIX}${apiPaths.login}`, {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(login.status(), `POST /api/login as ${username}`).toBe(200);
  const { accessToken } = tokenResponseSchema.parse(await login.json());
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    username,
    get: (path, params) => request.get(path, { headers, params }),
  };
};

/** `GET /api/rela/my-listing-keys` as that user. */
export const myListingKeys = async (session: ApiSession): Promise<BuyerListingKeys> => {
  const response = await session.get(productApiPath(apiPaths.myListingKeys));
  expect(response.status(), `GET my-listing-keys as ${session.username}`).toBe(200);
  return myListingKeysResponseSchema.parse(await response.json());
};

/** The raw MLS records of `listingKeys` by key; a key the MLS lacks is absent. */
export const rawProperties = async (
  session: ApiSession,
  listingKeys: readonly string[],
): Promise<Map<string, RawProperty>> => {
  const response = await session.get(productApiPath(apiPaths.listingsProperties), {
    listingKeys: listingKeys.join(','),
  });
  expect(response.status(), 'GET listings/properties').toBe(200);
  const { value } = rawPropertiesResponseSchema.parse(await response.json());
  return new Map(value.map((record) => [record.ListingKey, record]));
};

/** How many photos the dialog's gallery gets for a listing (it asks for up to 100). */
export const photoCount = async (session: ApiSession, listingKey: string): Promise<number> => {
  const response = await session.get(productApiPath(apiPaths.listingImages, { listingKey }), {
    count: '100',
  });
  expect(response.status(), `GET listings/${listingKey}/images`).toBe(200);
  return listingImagesResponseSchema.parse(await response.json()).imageURLs.length;
};

/** A buyer's homes as the API sees them: keys, liked keys and the MLS records. */
export type BuyerHomes = BuyerListingKeys & { records: Map<string, RawProperty> };

export const buyerHomes = async (session: ApiSession): Promise<BuyerHomes> => {
  const keys = await myListingKeys(session);
  expect(keys.listingKeys.length, `${session.username} has homes`).toBeGreaterThan(0);
  return { ...keys, records: await rawProperties(session, keys.listingKeys) };
};

/** The card's address line: `UnparsedAddress, City, StateOrProvince PostalCode`. */
export const addressOf = (record: RawProperty): string => {
  const region = [record.StateOrProvince, record.PostalCode].filter(Boolean).join(' ');
  return [record.UnparsedAddress, record.City, region]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(', ');
};

/** Liked homes first, then the buyer's key order (REQ-BUYER-HOMES). */
export const expectedOrder = ({ listingKeys, likedKeys }: BuyerListingKeys): string[] => {
  const liked = new Set(likedKeys);
  return [
    ...listingKeys.filter((key) => liked.has(key)),
    ...listingKeys.filter((key) => !liked.has(key)),
  ];
};

/** The homes the MLS still has whose address no other home of the buyer shares. */
export const availableHomes = (homes: BuyerHomes): RawProperty[] => {
  const records = homes.listingKeys.flatMap((key) => homes.records.get(key) ?? []);
  const count = new Map<string, number>();
  for (const record of records) {
    count.set(addressOf(record), (count.get(addressOf(record)) ?? 0) + 1);
  }
  return records.filter((record) => count.get(addressOf(record)) === 1);
};

/** The first home in the card order with a unique address and at least `minPhotos` photos. */
export const homeWithPhotos = async (
  session: ApiSession,
  homes: BuyerHomes,
  minPhotos: number,
): Promise<{ home: RawProperty; photos: number }> => {
  const unique = new Set(availableHomes(homes).map(({ ListingKey }) => ListingKey));
  for (const key of expectedOrder(homes)) {
    const home = homes.records.get(key);
    if (!home || !unique.has(key)) continue;
    const photos = await photoCount(session, key);
    if (photos >= minPhotos) return { home, photos };
  }
  throw new Error(`${session.username} has no home with ${minPhotos} photos or more`);
};
