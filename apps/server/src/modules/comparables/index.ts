/**
 * The comparables' face (ADR 044, ADR 051): what homes like a listing sold for, chosen by Rela
 * from the replica's Closed sales, pinned and dropped by a buyer's own realtor, shown as the MLS's
 * sold-data rule allows.
 */
export { comparablesRoutes, type ComparablesRoutesDeps } from './comparables.routes';
