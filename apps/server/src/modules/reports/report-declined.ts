import type { DisplayRules, ReportDeclined } from '@rela/contracts';
import type { Db } from '../../db/client';
import { reportListingOf } from './report-listing';

/**
 * Why Rela declines a listing's AI report, or null when it may be made and shown
 * (REQ-DISPLAY-NO-REPORT): the compliance module decides, over the record as the replica keeps it
 * (`reportListingOf`).
 */
export const reportDeclinedFor = async (
  db: Db,
  rules: DisplayRules,
  listingKey: string,
): Promise<ReportDeclined | null> => (await reportListingOf(db, rules, listingKey)).declined;
