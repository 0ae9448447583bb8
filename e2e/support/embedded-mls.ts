import { expect, type APIRequestContext } from '@playwright/test';

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
