import type { BuyerListingKeys, HomeAddition, HomeAdditions } from '../api/buyer-homes';

/**
 * Who added each of a buyer's homes and when, by listing key, read from the keys answer's
 * `additions` (each adder and each addition once, per key an addition's index); empty when the
 * answer has none.
 */
export const homeAdditionsByKey = ({
  listingKeys,
  additions,
}: Pick<BuyerListingKeys, 'listingKeys' | 'additions'>): Map<string, HomeAddition> => {
  const byKey = new Map<string, HomeAddition>();
  if (!additions) return byKey;
  const read = additions.batches.map(({ by, at }) => ({
    by: by == null ? null : (additions.adders[by] ?? null),
    at,
  }));
  listingKeys.forEach((listingKey, index) => {
    const batch = additions.batch[index];
    const addition = batch === undefined ? undefined : read[batch];
    if (addition) byKey.set(listingKey, { ...addition });
  });
  return byKey;
};

/**
 * The keys answer's `additions` of the homes' additions in the order of its `listingKeys`: each
 * adder once (known by username), each addition (adder and time) once, per home its index.
 */
export const packHomeAdditions = (homes: readonly HomeAddition[]): HomeAdditions => {
  const adders: HomeAdditions['adders'] = [];
  const adderIndex = new Map<string, number>();
  const batches: HomeAdditions['batches'] = [];
  const batchIndex = new Map<string, number>();
  const batch = homes.map(({ by: adder, at }) => {
    let by: number | null = null;
    if (adder) {
      by = adderIndex.get(adder.username) ?? adders.push(adder) - 1;
      adderIndex.set(adder.username, by);
    }
    const key = `${by ?? ''} ${at}`;
    let index = batchIndex.get(key);
    if (index === undefined) {
      index = batches.push({ by, at }) - 1;
      batchIndex.set(key, index);
    }
    return index;
  });
  return { adders, batches, batch };
};
