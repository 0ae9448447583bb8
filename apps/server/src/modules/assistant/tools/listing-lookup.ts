import { assistantMessages, isClient, type RawProperty } from '@rela/contracts';
import { isMlsError } from '../../mls';
import { closestAddresses } from './closest-addresses.queries';
import { creditOf, disclaimerBlock, readShown, shownData, type ShownListing } from './listing-view';
import { escapeMarkdown } from './markdown';
import type { ListingRef, ToolContext, ToolResult } from './tool';

const text = assistantMessages;

/** The home a request names, as the asker may see it (`shown`), or the reply instead. */
export type Lookup =
  { ok: true; property: RawProperty; shown: ShownListing } | { ok: false; result: ToolResult };

const reply = (markdown: string, data?: unknown): Lookup => ({
  ok: false,
  result: { markdown, data },
});

const found = (listing: ShownListing): Lookup => ({
  ok: true,
  property: listing.property,
  shown: listing,
});

/** `1. 12 Oak St, Raleigh, NC 27601 · Listing courtesy of Acme Realty`: one short line a home. */
const listedLine = (listing: ShownListing, index: number) => {
  const credit = creditOf(listing, 'compact');
  return `${index + 1}. ${listing.name}${credit ? ` · ${credit}` : ''}`;
};

/** Several homes as a list, then the disclaimer of each MLS named (REQ-DISPLAY-ATTRIBUTION). */
const listedHomes = (ctx: ToolContext, listings: readonly ShownListing[]) =>
  [listings.map(listedLine).join('\n'), disclaimerBlock(ctx, listings)]
    .filter(Boolean)
    .join('\n\n');

/** MLS outages become a reply the user can act on; anything else is a real failure. */
export const withMls = async <T>(
  call: () => Promise<T>,
): Promise<T | { ok: false; result: ToolResult }> => {
  try {
    return await call();
  } catch (error) {
    if (isMlsError(error))
      return { ok: false, result: { markdown: text.mlsDown, data: { error: 'mls-unavailable' } } };
    throw error;
  }
};

/**
 * A listing a buyer may not find by the words of its street: one the seller keeps from clients
 * (REQ-DISPLAY-WITHHELD), or whose address the seller withheld (REQ-DISPLAY-ADDRESS): finding it
 * by the street typed would tell the buyer where it is.
 */
const hiddenByStreet = (ctx: ToolContext, listing: ShownListing | undefined) =>
  !listing || (isClient(ctx.actor.role) && listing.addressDisplay === 'on-request');

/** A listing a buyer may not see answers as a key Rela does not know. */
const byKey = async (ctx: ToolContext, listingKey: string): Promise<Lookup> => {
  const listing = (await readShown(ctx, [listingKey])).shown.get(listingKey);
  return listing
    ? found(listing)
    : reply(text.notFound(escapeMarkdown(listingKey)), { found: false });
};

/**
 * No listing at `address` (or none the asker may find by it): the closest addresses Rela knows,
 * when any is near enough; a buyer's hold none whose seller withheld it or its address.
 */
const notFound = async (ctx: ToolContext, address: string): Promise<Lookup> => {
  const near = await closestAddresses(ctx.db, address, { forClient: isClient(ctx.actor.role) });
  const { shown } = await readShown(
    ctx,
    near.map((row) => row.listingKey),
  );
  const closest = near.flatMap((row) => {
    const listing = shown.get(row.listingKey);
    return listing && !hiddenByStreet(ctx, listing) ? [listing] : [];
  });
  if (closest.length === 0) return reply(text.notFound(escapeMarkdown(address)), { found: false });
  return reply(
    `${text.closestAddresses(escapeMarkdown(address))}\n\n${listedHomes(ctx, closest)}\n\n${text.closestHint}`,
    { found: false, closest: closest.map(shownData) },
  );
};

/** The home at an address as typed; several matches are a question, none a reply. */
const byAddress = async (ctx: ToolContext, address: string): Promise<Lookup> => {
  const result = await ctx.mls.searchByAddress(address);
  if (result.kind === 'not-found') return notFound(ctx, address);
  const keys =
    result.kind === 'found'
      ? [result.listing.listingKey]
      : result.candidates.map((candidate) => candidate.listingKey);
  const { shown } = await readShown(ctx, keys);
  const matches = keys.flatMap((key) => {
    const listing = shown.get(key);
    return listing && !hiddenByStreet(ctx, listing) ? [listing] : [];
  });
  const [only] = matches;
  if (!only) return notFound(ctx, address);
  if (matches.length === 1) return found(only);
  return reply(
    `${text.ambiguous(escapeMarkdown(address), matches.length)}\n\n${listedHomes(ctx, matches)}`,
    { found: false, candidates: matches.map(shownData) },
  );
};

/**
 * The MLS record of the home a request names, as the asker may see it (ADR 048): by listing key,
 * by address as typed (the MLS client's tolerant lookup), or, with neither, the home the
 * conversation was last about. A listing a buyer may not see is answered as one Rela does not
 * know. No match, several matches and an MLS outage are replies, not errors.
 */
export const lookUpListing = (ctx: ToolContext, ref: ListingRef): Promise<Lookup> =>
  withMls(async (): Promise<Lookup> => {
    if (ref.listing_key) return byKey(ctx, ref.listing_key);
    const address = ref.address?.trim();
    if (!address) {
      return ctx.lastListingKey ? byKey(ctx, ctx.lastListingKey) : reply(text.needAddress);
    }
    return byAddress(ctx, address);
  });
