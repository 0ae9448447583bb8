import { createKeyMaker } from '../dataset/keys';
import { generateListing } from '../dataset/listing';
import { createRandom } from '../dataset/random';
import { remarksFor } from '../dataset/remarks';
import type { PropertyRecord } from '../dataset/types';

/**
 * A listing that comes on the market at `at`: generated from `seed` like the dataset's own, Active
 * (or Coming Soon), contracted that day, with a key no listing of `exists` has.
 */
export const newListing = (
  seed: string,
  at: Date,
  exists: (listingKey: string) => boolean,
  status: 'Active' | 'Coming Soon' = 'Active',
): PropertyRecord => {
  const random = createRandom(seed);
  const keys = createKeyMaker(random);
  const record = generateListing(random, keys, new Set());
  let listingKey = record.ListingKey;
  while (exists(listingKey)) listingKey = keys.listingKey();
  const listed: PropertyRecord = {
    ...record,
    ListingKey: listingKey,
    StandardStatus: status,
    ListingContractDate: at.toISOString().slice(0, 10),
    ModificationTimestamp: at.toISOString(),
  };
  return listed.PublicRemarks === null
    ? listed
    : { ...listed, PublicRemarks: remarksFor(listed, random) };
};
