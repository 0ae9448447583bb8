import type { MyListingKeysResponse } from '@rela/contracts';

/** Locked properties first, then the order of the buyer's key list (REQ-BUYER-HOMES). */
export const orderListingKeys = (
  listingKeys: readonly string[],
  likedKeys: readonly string[],
): string[] => {
  const liked = new Set(likedKeys);
  return [
    ...listingKeys.filter((key) => liked.has(key)),
    ...listingKeys.filter((key) => !liked.has(key)),
  ];
};

/** The keys with one key's liked flag set or cleared. */
export const withLiked = (
  keys: MyListingKeysResponse,
  listingKey: string,
  liked: boolean,
): MyListingKeysResponse => {
  const others = keys.likedKeys.filter((key) => key !== listingKey);
  return { ...keys, likedKeys: liked ? [...others, listingKey] : others };
};

/** The keys without one key. */
export const withoutKey = (
  keys: MyListingKeysResponse,
  listingKey: string,
): MyListingKeysResponse => ({
  ...keys,
  listingKeys: keys.listingKeys.filter((key) => key !== listingKey),
  likedKeys: keys.likedKeys.filter((key) => key !== listingKey),
});
