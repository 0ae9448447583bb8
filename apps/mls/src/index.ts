export { buildMlsApp, type MlsAppOptions } from './app';
export { embeddedAuth, tokenPath, type MlsAuth } from './auth/auth';
export { systemClock, type Clock } from './clock';
export { loadMlsConfig, MlsConfigError, type MlsConfig } from './config';
export {
  defaultDataset,
  generateDataset,
  generateListings,
  renderPhotoSvg,
  sampleAddresses,
  type AddressSample,
  type Dataset,
  type ListingFacts,
  type MediaRecord,
  type PropertyRecord,
  type StandardStatus,
} from './dataset';
export { displayChoiceFields, multiValueFields } from './dataset/types';
export {
  buildMetadataXml,
  entitySets,
  metadataXml,
  resoNamespace,
  type EntitySet,
} from './metadata';
export type { ResoErrorCode } from './odata/odata-error';
export {
  createPhotoFiles,
  defaultPhotoCacheDir,
  type PhotoFiles,
  type PhotoFilesOptions,
} from './photos/photo-files';
export { profileNames, providerProfiles, type ProfileName } from './profiles/profiles';
export type { EnumStyle, ProviderProfile } from './profiles/types';
export { resoError, type ResoError } from './reso-error';
