export { createListingReader, type ListingReader, type ListingsRead } from './listing-reader';
export { createReplicaFeed, type ReplicaFeed } from './replica-feed';
export {
  REPLICA_SYNC_JOB,
  startReplicaWorker,
  startReplicaWorkerFromConfig,
  type ReplicaWorkerOptions,
} from './replica-worker';
export { findReplicaListing, listReplicaEvents } from './replica.queries';
export { syncStatus, type ReplicaSyncStatus } from './sync-status';
