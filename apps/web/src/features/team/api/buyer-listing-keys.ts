import { useQuery } from '@tanstack/react-query';
import { buyerHomeRoutes } from '@rela/contracts';
import { call } from '../../../lib/api-client';

/** GET /{product}/buyers/{username}/listing-keys: a buyer's homes and the liked ones. */
export const getBuyerListingKeys = async (username: string, signal?: AbortSignal) =>
  (await call(buyerHomeRoutes.buyerListingKeys, { params: { username }, signal })).data;

export const useBuyerListingKeys = (username: string, enabled: boolean) =>
  useQuery({
    queryKey: ['team', 'buyer-listing-keys', username] as const,
    queryFn: ({ signal }) => getBuyerListingKeys(username, signal),
    enabled,
  });
