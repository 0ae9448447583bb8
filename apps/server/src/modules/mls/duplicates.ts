import { lookupDisplayName, statusRank } from '@rela/contracts';

/** The fields that rank listings of one address against each other. */
export type RankedListing = {
  ListingKey: string;
  StandardStatus?: string | null;
  ModificationTimestamp?: string | null;
};

/** A status ranks by its display name, whichever form the provider sent (ADR 047). */
const rankOf = (status: string | null | undefined): number =>
  status ? (statusRank[lookupDisplayName('StandardStatus', status)] ?? 0) : 0;

const timeOf = (timestamp: string | null | undefined): number => {
  const time = timestamp ? Date.parse(timestamp) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * Listings of the same address, best first (REQ-MLS-DUPLICATES): Active, then the status
 * ranking (Pending 4, Active Under Contract 3, Coming Soon 2, anything else 0), then the newest
 * ModificationTimestamp, then the listing key (so the order never depends on the MLS's).
 */
export const compareDuplicates = (a: RankedListing, b: RankedListing): number =>
  rankOf(b.StandardStatus) - rankOf(a.StandardStatus) ||
  timeOf(b.ModificationTimestamp) - timeOf(a.ModificationTimestamp) ||
  (a.ListingKey < b.ListingKey ? -1 : a.ListingKey > b.ListingKey ? 1 : 0);

/** The listing to show among duplicates; undefined for none. */
export const preferredListing = <T extends RankedListing>(listings: readonly T[]): T | undefined =>
  [...listings].sort(compareDuplicates)[0];
