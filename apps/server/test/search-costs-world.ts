import {
  homeEstimate,
  maxCostPrice,
  relaCostDefaults,
  type CostDefaultsValues,
  type Listing,
} from '@rela/contracts';
import { entityToListing } from '../src/modules/mls';

/** What `homeEstimate` reads of a listing (its `Listing` fields), as the cards read it. */
export const estimateFactsOf = (listing: Listing) => ({
  price: listing.price ?? 0,
  state: listing.state,
  county: listing.county,
  hoaMonthly: listing.hoaMonthly,
});

/**
 * The oracle of the search's monthly cost (REQ-COST-SEARCH): contracts' `homeEstimate` total of a
 * record as the cards compute it, under these defaults (Rela's starting values unless given); null
 * for a price the search's estimate does not take (none, or outside $1 to `maxCostPrice`).
 */
export const monthlyEstimateOf = (
  record: object,
  defaults: CostDefaultsValues = relaCostDefaults,
): number | null => {
  const listing = entityToListing(record);
  if (!listing || listing.price === null || listing.price < 1 || listing.price > maxCostPrice)
    return null;
  return homeEstimate(estimateFactsOf(listing), defaults).total;
};
