/**
 * Texts of the home search (ADR 023): why a search parameter was refused, each a sentence that
 * names the parameter in words (the error's `issues` give its field), and the empty result. `api/search.ts` gives each check its text; a test holds the
 * value lists here to the contract's.
 */
export const searchMessages = {
  q: 'The search text must be at most 120 characters.',
  city: 'The city must be a city name of 1 to 60 characters.',
  postalCode: 'The ZIP code must be 5 digits.',
  minPrice: 'The minimum price must be a number from 0 to 1,000,000,000.',
  maxPrice: 'The maximum price must be a number from 0 to 1,000,000,000.',
  priceRange: 'The minimum price must not be above the maximum price.',
  minBeds: 'Beds must be a whole number from 0 to 20.',
  minBaths: 'Baths must be a number from 0 to 20.',
  propertyType:
    'The property type must be one of Residential, Residential Income, Residential Lease, Land, Farm, Commercial Sale.',
  status: 'The status must be one of Active, Coming Soon, Active Under Contract, Pending, Closed.',
  bbox: 'The map area must be west,south,east,north in degrees (longitudes -180 to 180, latitudes -90 to 90), with west < east and south < north.',
  sort: 'The order must be one of newest, price-asc, price-desc, beds-desc, sqft-desc, monthly-asc.',
  page: 'The page must be a whole number from 1 to 10,000.',
  pageSize: 'The page size must be a whole number from 1 to 50.',
  noResults: 'No homes match. Try a wider price range or a larger area.',
} as const;
