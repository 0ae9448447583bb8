/**
 * Texts of the home search (issue 21): why a search parameter was refused, each naming the
 * parameter, and the empty result. `api/search.ts` gives each check its text; a test holds the
 * value lists here to the contract's.
 */
export const searchMessages = {
  q: 'q: must be text of at most 120 characters.',
  city: 'city: must be a city name of 1 to 60 characters.',
  postalCode: 'postalCode: must be a 5-digit postal code.',
  minPrice: 'minPrice: must be a number from 0 to 1,000,000,000.',
  maxPrice: 'maxPrice: must be a number from 0 to 1,000,000,000.',
  priceRange: 'minPrice: must not be above maxPrice.',
  minBeds: 'minBeds: must be a whole number from 0 to 20.',
  minBaths: 'minBaths: must be a number from 0 to 20.',
  propertyType:
    'propertyType: must be one of Residential, Residential Income, Residential Lease, Land, Farm, Commercial Sale.',
  status: 'status: must be one of Active, Coming Soon, Active Under Contract, Pending, Closed.',
  bbox: 'bbox: must be west,south,east,north in degrees (longitudes -180 to 180, latitudes -90 to 90), with west < east and south < north.',
  sort: 'sort: must be one of newest, price-asc, price-desc, beds-desc, sqft-desc.',
  page: 'page: must be a whole number from 1 to 10,000.',
  pageSize: 'pageSize: must be a whole number from 1 to 50.',
  noResults: 'No homes match. Try a wider price range or a larger area.',
} as const;
