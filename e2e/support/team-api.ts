import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import {
  API_PREFIX,
  apiPaths,
  listingSearchResponseSchema,
  tokenResponseSchema,
  type RawProperty,
} from '@rela/contracts';
import {
  addressOf,
  apiSession,
  myListingKeys,
  productApiPath,
  rawProperties,
} from './buyer-homes-api';

/** A demo or registered user signed in through the API, with a bearer token. */
export const bearerSession = async (
  request: APIRequestContext,
  username: string,
  password: string,
) => {
  const login = await request.post(`${API_PREFIX}${apiPaths.login}`, {
    data: { username, password },
  });
  expect(login.status(), `POST /api/login as ${username}`).toBe(200);
  const { accessToken } = tokenResponseSchema.parse(await login.json());
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    get: (path: string, params?: Record<string, string>) => request.get(path, { headers, params }),
    post: (path: string, data?: unknown) =>
      request.post(path, { headers, ...(data === undefined ? {} : { data }) }),
  };
};
export type BearerSession = Awaited<ReturnType<typeof bearerSession>>;

/** The answer's JSON once its status is `status` (the body is in the failure's message). */
export const json = async (response: APIResponse, what: string, status = 200) => {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(status);
  return response.json() as Promise<unknown>;
};

/**
 * `count` on-market homes of `city` that no demo buyer has (their prices move in other suites),
 * with addresses of their own, skipping the first `skip`: each test takes different ones.
 */
export const freshHomes = async (
  request: APIRequestContext,
  { count, skip, city = 'Raleigh' }: { count: number; skip: number; city?: string },
): Promise<RawProperty[]> => {
  const realtor = await apiSession(request, 'realtor');
  const taken = new Set<string>();
  for (const buyer of ['buyer', 'buyer2']) {
    for (const key of (await myListingKeys(await apiSession(request, buyer))).listingKeys)
      taken.add(key);
  }
  const response = await realtor.get(productApiPath(apiPaths.searchListings), {
    q: city,
    status: 'Active',
    sort: 'price-desc',
    pageSize: '40',
  });
  const { items } = listingSearchResponseSchema.parse(await json(response, 'search'));
  // Never one its seller keeps from clients (REQ-DISPLAY-WITHHELD): it cannot be sent to a buyer.
  const keys = items
    .filter((item) => !item.notForClients)
    .map((item) => item.listingKey)
    .filter((key) => !taken.has(key));
  const records = await rawProperties(realtor, keys);
  const seen = new Map<string, number>();
  for (const record of records.values())
    seen.set(addressOf(record), (seen.get(addressOf(record)) ?? 0) + 1);
  const homes = keys
    .flatMap((key) => records.get(key) ?? [])
    .filter((record) => seen.get(addressOf(record)) === 1)
    .slice(skip, skip + count);
  expect(homes, `${count} homes in ${city} of no demo buyer`).toHaveLength(count);
  return homes;
};
