import type { BuyerListingKeys, HomeAddition, HomeAdditions } from '../api/buyer-homes';

/**
 * Who added each of a buyer's homes and when, by listing key, read from the keys answer's
 * `additions` (each adder once, per key an index and a time); empty when the answer has none.
 */
export const homeAdditionsByKey = ({
  listingKeys,
  additions,
}: Pick<BuyerListingKeys, 'listingKeys' | 'additions'>): Map<string, HomeAddition> => {
  const byKey = new Map<string, HomeAddition>();
  if (!additions) return byKey;
  listingKeys.forEach((listingKey, index) => {
    const at = additions.at[index];
    if (at === undefined) return;
    const adder = additions.by[index];
    byKey.set(listingKey, { by: adder == null ? null : (additions.adders[adder] ?? null), at });
  });
  return byKey;
};

/**
 * The keys answer's `additions` of the homes' additions in the order of its `listingKeys`: each
 * adder once (known by username), per home its index and time.
 */
export const packHomeAdditions = (homes: readonly HomeAddition[]): HomeAdditions => {
  const adders: HomeAdditions['adders'] = [];
  const indexOf = new Map<string, number>();
  const by = homes.map(({ by: adder }) => {
    if (!adder) return null;
    let index = indexOf.get(adder.username);
    if (index === undefined) {
      index = adders.push(adder) - 1;
      indexOf.set(adder.username, index);
    }
    return index;
  });
  return { adders, by, at: homes.map((home) => home.at) };
};
