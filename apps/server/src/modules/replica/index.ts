/**
 * The MLS replica's face (ADR 021, ADR 044): the listings as Rela reads them (the replica first,
 * the live MLS for what it lacks), their routes (a listing's history among them), the sync's worker
 * and status, its events, and the Closed sales the comparables read (ADR 051).
 */
export { createListingReader, type ListingReader, type ListingsRead } from './listing-reader';
export {
  listingReaderOver,
  mlsClientFor,
  type ListingReaderForDeps,
  type ListingReaderOverDeps,
} from './listing-reader-for';
export { listingsRoutes } from './listings.routes';
export { createReplicaFeed, type ReplicaFeed } from './replica-feed';
export {
  REPLICA_SYNC_JOB,
  startReplicaWorker,
  startReplicaWorkerFromConfig,
  type ReplicaWorkerOptions,
} from './replica-worker';
export { findReplicaListing, listReplicaEvents } from './replica.queries';
export {
  closedSalesNear,
  closedSalesOf,
  type ClosedSale,
  type ClosedSalesNear,
} from './closed-sales.queries';
export { listingOpenHouses } from './open-houses';
export { REPLICA_LISTINGS_TOPIC } from './listing-changes';
export { syncStatus, type ReplicaSyncStatus } from './sync-status';
export { answerPhotoUrl } from './photos/photo-urls';
export { photosRoutes } from './photos/photos.routes';
export {
  keptPhotoFromConfig,
  startPhotoWorker,
  startPhotoWorkerFromConfig,
  type PhotoWorker,
} from './photos/photo-worker-from-config';
export type { KeptPhoto } from './photos/kept-photo';
export { syncStatusRoutes } from './sync-status.routes';
export { complianceReads } from './compliance-reads.queries';
export { withheldListingKeys } from './withheld-listings.queries';
export { withheldReader, type WithheldOf } from './withheld-reader';
export { confirmedAtOf, readSyncPass, type SyncPass } from './sync-pass';
