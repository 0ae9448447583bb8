import type { DisplayRules, ListingRecord, RawProperty, ReportDeclined } from '@rela/contracts';
import type { Db } from '../../db/client';
import { displayPolicyOf, type DisplayPolicy } from '../compliance';
import { findReplicaListing } from '../replica';

/** Whose listing it is and where its data comes from, as a report carries it (ADR 048). */
export type ReportCredit = {
  /** The full attribution line; null when the record names neither office nor agent. */
  attribution: string | null;
  /** The disclaimer of the listing's MLS with the time its data was obtained. */
  disclaimer: string;
};

/** What the reports module asks of a listing before it answers anyone about its report. */
export type ReportListing = {
  /** Why Rela declines the report (REQ-DISPLAY-NO-REPORT), or null. */
  declined: ReportDeclined | null;
  /** The seller keeps the listing from clients (REQ-DISPLAY-WITHHELD): a buyer gets 404. */
  withheld: boolean;
  /** Null when the replica does not hold the listing. */
  credit: ReportCredit | null;
};

const creditOf = (policy: DisplayPolicy, record: ListingRecord, obtainedAt: Date): ReportCredit => {
  const display = policy.displayOf(record, obtainedAt);
  return { attribution: display.attribution?.full ?? null, disclaimer: display.disclaimer };
};

/**
 * The compliance module's answers over the record the replica holds (the provider's values as
 * sent), the data's time being the replica's last copy of it. A listing the replica does not hold
 * carries no seller opt-out Rela knows of; its MLS's rules still apply through the default set.
 */
export const reportListingOf = async (
  db: Db,
  rules: DisplayRules,
  listingKey: string,
): Promise<ReportListing> => {
  const policy = displayPolicyOf(rules);
  const held = await findReplicaListing(db, listingKey);
  const record = held?.record ?? {};
  return {
    declined: policy.reportDeclined(record),
    withheld: held ? policy.withheld(record) : false,
    credit: held ? creditOf(policy, record, held.syncedAt) : null,
  };
};

/**
 * The credit a report is made with: the replica's record and the time of its last copy, or, for a
 * listing it does not hold, the record the report was made from, obtained `now`.
 */
export const reportCreditOf = async (
  db: Db,
  rules: DisplayRules,
  listing: RawProperty,
  now: Date,
): Promise<ReportCredit> =>
  (await reportListingOf(db, rules, listing.ListingKey)).credit ??
  creditOf(displayPolicyOf(rules), listing, now);
