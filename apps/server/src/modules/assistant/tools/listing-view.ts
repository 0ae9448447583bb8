import {
  assistantMessages,
  complianceMessages,
  isClient,
  rawWithoutStreet,
  type AddressDisplay,
  type ListingAttribution,
  type RawProperty,
} from '@rela/contracts';
import { displayPolicyOf } from '../../compliance';
import { addressLine, escapeMarkdown, placeLine } from './markdown';
import type { ToolContext } from './tool';

/**
 * One listing as Rela may show it to the asker (ADR 048): the record as the asker may see it (a
 * buyer's without the street and coordinates of a listing whose seller withheld the address), how
 * Rela names it, its attribution, and when its data was obtained (for the disclaimer).
 */
export type ShownListing = {
  property: RawProperty;
  /** The address line (escaped); a buyer's names the place and says the address is on request. */
  name: string;
  attribution: ListingAttribution;
  obtainedAt: Date;
  addressDisplay?: AddressDisplay;
  /** A realtor's (or a role above's) view of a listing its seller keeps from clients. */
  notForClients?: true;
};

/** `Raleigh, NC 27609 (Address on request)`: the place of a listing whose street a buyer may not see. */
const placeName = (raw: RawProperty) =>
  assistantMessages.placeOnRequest(placeLine(raw), complianceMessages.address.onRequest);

/** Rela's view of these listings, as the asker may see them; a buyer's holds no withheld listing. */
export type ListingsShown = {
  shown: Map<string, ShownListing>;
  /** Keys whose listing the seller keeps from clients, read for a buyer: as if Rela did not know them. */
  withheld: Set<string>;
};

/**
 * Reads listings for Rela's answers: the whole records (as the server reads them), then what the
 * asker may see of each, as the compliance policy says (REQ-DISPLAY-WITHHELD, REQ-DISPLAY-ADDRESS,
 * REQ-DISPLAY-ATTRIBUTION). The same view reaches the built-in brain's text and the LLM's tool
 * results, so the model is never given what the asker may not see.
 */
export const readShown = async (
  ctx: ToolContext,
  keys: readonly string[],
): Promise<ListingsShown> => {
  const policy = displayPolicyOf(ctx.config.displayRules);
  const role = ctx.actor.role;
  const read = await ctx.mls.readProperties(keys, 'realtor');
  const shown = new Map<string, ShownListing>();
  const withheld = new Set<string>();
  for (const record of read.value) {
    const key = record.ListingKey;
    const notForClients = policy.withheld(record);
    if (notForClients && isClient(role)) {
      withheld.add(key);
      continue;
    }
    const addressDisplay = policy.addressDisplayOf(record, role);
    const confirmedAt = read.freshness[key]?.confirmedAt;
    const property = addressDisplay === 'on-request' ? rawWithoutStreet(record) : record;
    shown.set(key, {
      property,
      name: addressDisplay === 'on-request' ? placeName(record) : addressLine(record),
      attribution: read.display[key]?.attribution ?? policy.attributionOf(record),
      obtainedAt: confirmedAt ? new Date(confirmedAt) : ctx.clock.now(),
      ...(addressDisplay ? { addressDisplay } : {}),
      ...(notForClients ? { notForClients: true as const } : {}),
    });
  }
  return { shown, withheld };
};

/**
 * The disclaimer of each MLS whose listings an answer shows, once each, with the oldest time its
 * listings' data was obtained (REQ-DISPLAY-ATTRIBUTION): what an answer that shows listings ends with.
 */
export const disclaimersOf = (ctx: ToolContext, listings: readonly ShownListing[]): string[] => {
  const policy = displayPolicyOf(ctx.config.displayRules);
  const oldest = new Map<string, ShownListing>();
  for (const listing of listings) {
    const source = policy.rulesOf(listing.property).source;
    const known = oldest.get(source);
    if (!known || listing.obtainedAt < known.obtainedAt) oldest.set(source, listing);
  }
  return [...oldest.values()].map(
    (listing) => policy.displayOf(listing.property, listing.obtainedAt).disclaimer,
  );
};

/** The attribution line (escaped), `full` where Rela describes one home, `compact` in a list. */
export const creditOf = (listing: ShownListing, form: 'full' | 'compact') =>
  listing.attribution ? escapeMarkdown(listing.attribution[form]) : null;

/**
 * The lines under a home Rela describes: its full attribution, and for a realtor the marks of the
 * seller's opt-outs (`Not for client display`, `Address not for client display`).
 */
export const describedLines = (listing: ShownListing): string[] => {
  const lines: string[] = [];
  const credit = creditOf(listing, 'full');
  if (credit) lines.push(credit);
  if (listing.notForClients)
    lines.push(
      assistantMessages.markedNote(
        complianceMessages.notForClients.mark,
        complianceMessages.notForClients.title,
      ),
    );
  if (listing.addressDisplay === 'not-for-clients')
    lines.push(complianceMessages.address.notForClients);
  return lines;
};

/** The disclaimers at the end of an answer, one paragraph each (the listing's own text size). */
export const disclaimerBlock = (ctx: ToolContext, listings: readonly ShownListing[]) =>
  disclaimersOf(ctx, listings).map(escapeMarkdown).join('\n\n');

/** What the LLM brain is given of a shown listing beside the record. */
export const shownData = (listing: ShownListing) => ({
  property: listing.property,
  attribution: listing.attribution,
  ...(listing.addressDisplay ? { addressDisplay: listing.addressDisplay } : {}),
  ...(listing.notForClients ? { notForClients: true } : {}),
});
