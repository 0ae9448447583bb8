export { MyProperties } from './my-properties';
export { useMyListingKeys, type RefreshKeys } from './hooks/use-my-listing-keys';
export { prefetchMyListingKeys } from './api/my-listing-keys';
