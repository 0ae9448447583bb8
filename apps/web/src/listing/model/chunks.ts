import { maxListingKeysPerCall } from '@rela/contracts';

/** The keys in calls of at most `size` (50, the API's limit per call), in order and without repeats. */
export const chunkListingKeys = (
  listingKeys: readonly string[],
  size: number = maxListingKeysPerCall,
): string[][] => {
  const unique = [...new Set(listingKeys)];
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += size) {
    chunks.push(unique.slice(start, start + size));
  }
  return chunks;
};

/** `?listingKeys=K1,K2` plus any other parameters, encoded. */
export const listingKeysQuery = (
  listingKeys: readonly string[],
  extra: Record<string, string> = {},
) => `?${new URLSearchParams({ listingKeys: listingKeys.join(','), ...extra }).toString()}`;
