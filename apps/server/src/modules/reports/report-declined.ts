import type { DisplayRules, ReportDeclined } from '@rela/contracts';
import type { Db } from '../../db/client';
import { displayPolicyOf } from '../compliance';
import { findReplicaListing } from '../replica';

/**
 * Why Rela declines a listing's AI report, or null when it may be made and shown
 * (REQ-DISPLAY-NO-REPORT): the compliance module decides, over the record as the replica keeps it
 * (the provider's values as sent). A listing the replica does not hold carries no seller opt-out
 * Rela knows of; its MLS's rules still apply through the default rule set.
 */
export const reportDeclinedFor = async (
  db: Db,
  rules: DisplayRules,
  listingKey: string,
): Promise<ReportDeclined | null> => {
  const held = await findReplicaListing(db, listingKey);
  return displayPolicyOf(rules).reportDeclined(held?.record ?? {});
};
