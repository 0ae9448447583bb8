export {
  defaultDataset,
  defaultDatasetSeed,
  defaultDatasetSize,
  generateDataset,
  generateListings,
  maxDatasetSize,
  type GenerateOptions,
} from './generate';
export { addressKey } from './address';
export {
  duplicateGroups,
  sampleAddresses,
  type AddressSample,
  type AddressSampleKind,
} from './address-samples';
export { datasetReferenceDate } from './listing-dates';
export { listingKeyPattern } from './keys';
export { mediaPath, photoSizeFor, photoSizes, type PhotoSize } from './media';
export { renderPhotoSvg } from './photo';
export { createRandom, hashSeed, type Random } from './random';
export type {
  Dataset,
  ListingFacts,
  MarketStatus,
  MediaRecord,
  PropertyRecord,
  StandardStatus,
} from './types';
export { marketStatuses, multiValueFields } from './types';
