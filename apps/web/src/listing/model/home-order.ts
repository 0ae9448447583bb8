/**
 * A buyer's homes as both the buyer and their realtor see them: locked (liked) ones first, then the
 * order of the buyer's key list (REQ-BUYER-HOMES, REQ-MY-BUYERS).
 */
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
