import type { KeyMaker } from './listing';
import { photosCountFor } from './listing';
import { datesFor } from './listing-dates';
import { roundPrice } from './pricing';
import type { Random } from './random';
import { remarksFor } from './remarks';
import type { PropertyRecord, MarketStatus } from './types';

/** [older listing, newer listing] statuses of a relisted address. */
const relisted: readonly (readonly [readonly [MarketStatus, MarketStatus], number])[] = [
  [['Closed', 'Active'], 4],
  [['Pending', 'Active'], 2],
  [['Active Under Contract', 'Active'], 1],
];
/** Pairs where neither listing is Active, so the status ranking decides. */
const neitherActive: readonly (readonly [readonly [MarketStatus, MarketStatus], number])[] = [
  [['Closed', 'Pending'], 2],
  [['Closed', 'Coming Soon'], 2],
  [['Active Under Contract', 'Coming Soon'], 1],
  [['Pending', 'Active Under Contract'], 1],
  [['Closed', 'Active Under Contract'], 1],
];

const relist = (
  random: Random,
  record: PropertyRecord,
  status: MarketStatus,
  window: { minDaysAgo: number; maxDaysAgo: number },
): PropertyRecord => {
  const next: PropertyRecord = {
    ...record,
    StandardStatus: status,
    ...datesFor(random, status, window),
  };
  return record.PublicRemarks === null
    ? next
    : { ...next, PublicRemarks: remarksFor(next, random) };
};

/**
 * Lists about `pairs` addresses a second time: same address fields, a new ListingKey/ListingId, its own
 * status, dates, price and photos. The twin goes to a random place in the list.
 */
export const addDuplicates = (
  random: Random,
  keys: KeyMaker,
  properties: PropertyRecord[],
  pairs: number,
): void => {
  const candidates = properties.filter((record) => record.PropertyType !== 'Land');
  for (const original of random.sample(candidates, pairs)) {
    const [olderStatus, newerStatus] = random.chance(0.6)
      ? random.weighted(relisted)
      : random.weighted(neitherActive);
    const older = relist(random, original, olderStatus, { minDaysAgo: 200, maxDaysAgo: 364 });
    const newerBase: PropertyRecord = {
      ...original,
      ListingKey: keys.listingKey(),
      ListingId: keys.listingId(original.ListingId.slice(0, 3)),
      ListPrice: roundPrice(random, original.ListPrice * random.float(0.94, 1.08)),
      PhotosCount: photosCountFor(random, original.PropertyType),
    };
    const newer = relist(random, newerBase, newerStatus, {
      minDaysAgo: newerStatus === 'Coming Soon' ? 0 : 3,
      maxDaysAgo: newerStatus === 'Coming Soon' ? 14 : 150,
    });
    properties[properties.indexOf(original)] = older;
    properties.splice(random.int(0, properties.length), 0, newer);
  }
};
