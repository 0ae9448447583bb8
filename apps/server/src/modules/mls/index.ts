/**
 * The MLS module's face (ADR 044): the live RESO Web API client (ADR 002) and the pieces of it the
 * replica (ADR 021), the reports and Rela's tools build on: OData queries and pages, the HTTP
 * transport and token, the normalised records, the address lookup and the errors.
 */
export { createMlsClient, type MlsClient } from './mls-client';
export { mlsClientFromConfig, type MlsFromConfigDeps } from './mls-from-config';
export { mlsClientConfig, type MlsClientConfig } from './mls-config';
export { isMlsError, MlsError, resoCodeOf } from './mls-errors';
export { orUnavailable } from './or-unavailable';
export { andFilter, buildQuery, eqFilter, orFilter } from './odata-literal';
export {
  collectPages,
  nextLinkResolver,
  parsePage,
  type ODataEntity,
  type ODataPage,
} from './odata-pages';
export { fetchInBatches } from './mls-batches';
export type { MlsCallOptions, MlsTransport } from './mls-transport';
export { realSleep, sendWithRetry, type FetchLike, type MlsHttpDeps, type Sleep } from './mls-http';
export { createTokenSource, staticTokenSource } from './token-source';
export { startDeadline } from './deadline';
export { entityToListing, toRawProperty } from './normalise';
export { decideAmong, type AddressLookupResult } from './address-lookup';
export { parseAddress } from './address-parse';
export { queryParts } from './address-match';
