import type { MyListingKeysResponse } from '@rela/contracts';

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
