import { addDuplicates } from './duplicates';
import { createKeyMaker } from './keys';
import { generateListing } from './listing';
import { withListingFacts } from './listing-facts';
import { mediaFor } from './media';
import { createRandom } from './random';
import type { Dataset, PropertyRecord } from './types';

export const defaultDatasetSeed = 20261121;
export const defaultDatasetSize = 2400;
/** The most listings `MLS_LISTINGS` may ask for. */
export const maxDatasetSize = 1_000_000;
/** Share of addresses listed twice. */
export const duplicateShare = 0.03;

export type GenerateOptions = { seed?: number; count?: number };

/**
 * The embedded MLS's listings: `count` listings (about 3% of them a second listing of an address
 * listed already), the same for the same seed on every run, each with its facts (agent, firm,
 * display choices, history: `listingFactsFor`). Their photos derive from each listing
 * (`mediaFor`), so the server makes them when asked instead of holding them.
 */
export const generateListings = ({
  seed = defaultDatasetSeed,
  count = defaultDatasetSize,
}: GenerateOptions = {}): PropertyRecord[] => {
  const random = createRandom(seed);
  const keys = createKeyMaker(random);
  const pairs = Math.floor(count * duplicateShare);
  const usedAddresses = new Set<string>();
  const properties = Array.from({ length: count - pairs }, () =>
    generateListing(random, keys, usedAddresses),
  );
  addDuplicates(random, keys, properties, pairs);
  return properties.map(withListingFacts);
};

/** The listings of `generateListings` and every photo of them. */
export const generateDataset = (options: GenerateOptions = {}): Dataset => {
  const properties = generateListings(options);
  return { properties, media: properties.flatMap(mediaFor) };
};

let memo: Dataset | undefined;

/** The default dataset (seed 20261121, 2,400 listings), generated once. */
export const defaultDataset = (): Dataset => {
  memo ??= generateDataset();
  return memo;
};
