import { useQuery } from '@tanstack/react-query';
import { apiPaths, buyerListingKeysResponseSchema, timing } from '@rela/contracts';
import { request } from '../../../lib/api-client';
import { productPath } from '../../../lib/product';

/** GET /{product}/buyers/{username}/listing-keys: a buyer's homes and the liked ones. */
export const getBuyerListingKeys = async (username: string, signal?: AbortSignal) =>
  (
    await request({
      path: productPath(apiPaths.buyerListingKeys, { username }),
      schema: buyerListingKeysResponseSchema,
      timeoutMs: timing.mainApiTimeoutMs,
      signal,
    })
  ).data;

export const useBuyerListingKeys = (username: string, enabled: boolean) =>
  useQuery({
    queryKey: ['team', 'buyer-listing-keys', username] as const,
    queryFn: ({ signal }) => getBuyerListingKeys(username, signal),
    enabled,
  });
