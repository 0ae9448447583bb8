import { expect, type APIRequestContext } from '@playwright/test';
import { API_PREFIX, apiPaths, syncStatusResponseSchema } from '@rela/contracts';
import type { ApiSession } from './buyer-homes-api';

/** The embedded MLS of the suite's server: it answers on the port above it (playwright.config.ts). */
export const mlsOrigin = (baseURL: string | undefined) => {
  const url = new URL(baseURL ?? 'http://127.0.0.1:3100');
  url.port = String(Number(url.port) + 1);
  return url.origin;
};

/** `POST /dev/listings/{ListingKey}` on the embedded MLS (loopback only): a provider's edit, stamped now. */
export const setListPrice = async (
  request: APIRequestContext,
  mls: string,
  listingKey: string,
  price: number,
) => {
  const response = await request.post(`${mls}/dev/listings/${listingKey}`, {
    data: { ListPrice: price },
  });
  expect(response.status(), `POST /dev/listings/${listingKey}`).toBe(200);
};

/**
 * Waits for the replica's first full copy, asked as the owner: a change made before it is part of
 * that copy, not a change, and tells nobody.
 */
export const untilReplicated = async (owner: ApiSession, timeout: number) => {
  await expect
    .poll(
      async () => {
        const response = await owner.get(`${API_PREFIX}${apiPaths.mlsSyncStatus}`);
        return syncStatusResponseSchema.parse(await response.json()).baseline;
      },
      { timeout },
    )
    .toBe(false);
};
