/**
 * The compliance module's face (ADR 044, ADR 048): the MLS display rules every surface asks
 * (`displayPolicyOf`), the data's freshness and its incidents, problem reports, and the owner's
 * compliance page. It reads the replica only through the functions the composition root hands it.
 */
export { displayPolicyOf, type DisplayPolicy } from './display-policy';
export { complianceRoutes } from './compliance.routes';
export { checkFreshness, dataFreshness, type DataFreshness } from './freshness';
export {
  FRESHNESS_CHECK_JOB,
  startFreshnessWorker,
  type FreshnessWorkerOptions,
} from './freshness-worker';
export type { AuditListing, ReplicaReads } from './replica-reads';
