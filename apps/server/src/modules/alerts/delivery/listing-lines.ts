import { alertEmailMessages } from '@rela/contracts';
import type { DisplayPolicy } from '../../compliance';
import type { DueDelivery } from './delivery.queries';

/**
 * What an alert e-mail or text carries of the listing its notice names (REQ-DISPLAY-ATTRIBUTION,
 * ADR 048): the attribution, full (under the notice in an e-mail) and compact (a text, where it
 * fits), and its MLS's disclaimer with the time the replica last obtained the listing.
 */
export type ListingLines = {
  attribution: { full: string; compact: string } | null;
  /** The MLS the disclaimer names: one disclaimer per MLS in an e-mail of several notices. */
  mls: string;
  disclaimer: string;
  obtainedAt: Date;
};

export type ListingLinesPolicy = Pick<DisplayPolicy, 'displayOf' | 'rulesOf'>;

/**
 * The lines of a delivery's listing, asked of the display policy over the replica's record as it
 * is at send time; null when the notice names no listing the replica holds, or when it is a
 * buyer's news (a tour, a note) of a listing whose seller keeps it off client display: such a
 * listing is not shown to the buyer, so its facts' lines are not either (REQ-DISPLAY-WITHHELD).
 */
export const listingLinesOf = (
  policy: ListingLinesPolicy,
  row: Pick<DueDelivery, 'listing' | 'role'>,
): ListingLines | null => {
  const { listing } = row;
  if (!listing || (row.role === 'buyer' && !listing.clientShown)) return null;
  const shown = policy.displayOf(listing.record, listing.obtainedAt);
  return {
    attribution: shown.attribution,
    mls: policy.rulesOf(listing.record).source,
    disclaimer: shown.disclaimer,
    obtainedAt: listing.obtainedAt,
  };
};

/**
 * The disclaimers an e-mail of `lines` ends with: one per MLS it names, with the latest time its
 * listings were obtained, in the order the MLSes first appear.
 */
export const disclaimersOf = (lines: readonly (ListingLines | null | undefined)[]) => {
  const byMls = new Map<string, ListingLines>();
  for (const line of lines) {
    if (!line) continue;
    const known = byMls.get(line.mls);
    if (!known || line.obtainedAt > known.obtainedAt) byMls.set(line.mls, line);
  }
  return [...byMls.values()].map((line) => line.disclaimer);
};

/**
 * A text's words: the notice's title and, where the whole stays within `smsWithin` characters,
 * the listing's compact attribution line (REQ-DISPLAY-ATTRIBUTION); without it otherwise (the
 * e-mail and the app carry the line in full).
 */
export const smsTextOf = (title: string, lines: ListingLines | null | undefined) => {
  const compact = lines?.attribution?.compact;
  const withLine = alertEmailMessages.sms(title, compact);
  return compact && withLine.length <= alertEmailMessages.smsWithin
    ? withLine
    : alertEmailMessages.sms(title);
};
