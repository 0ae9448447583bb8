import { assistantMessages, type Listing, type RawProperty } from '@rela/contracts';
import { isMlsError } from '../../mls';
import { closestAddresses } from './closest-addresses.queries';
import { addressLine, escapeMarkdown } from './markdown';
import type { ListingRef, ToolContext, ToolResult } from './tool';

const text = assistantMessages;

export type Lookup = { ok: true; property: RawProperty } | { ok: false; result: ToolResult };

const reply = (markdown: string, data?: unknown): Lookup => ({
  ok: false,
  result: { markdown, data },
});

const candidateLine = (listing: Listing, index: number) =>
  `${index + 1}. ${addressLine({
    UnparsedAddress: listing.address,
    City: listing.city,
    StateOrProvince: listing.state,
    PostalCode: listing.zipCode,
  })}`;

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

const byKey = async (ctx: ToolContext, listingKey: string): Promise<Lookup> => {
  const [property] = await ctx.mls.getPropertiesByKeys([listingKey]);
  return property
    ? { ok: true, property }
    : reply(text.notFound(escapeMarkdown(listingKey)), { found: false });
};

/** No listing at `address`: the closest addresses Rela knows, when any is near enough. */
const notFound = async (ctx: ToolContext, address: string): Promise<Lookup> => {
  const closest = await closestAddresses(ctx.db, address);
  if (closest.length === 0) return reply(text.notFound(escapeMarkdown(address)), { found: false });
  const lines = closest.map(
    (near, index) =>
      `${index + 1}. ${addressLine({
        UnparsedAddress: near.address,
        City: near.city,
        StateOrProvince: near.state,
        PostalCode: near.postalCode,
      })}`,
  );
  return reply(
    `${text.closestAddresses(escapeMarkdown(address))}\n\n${lines.join('\n')}\n\n${text.closestHint}`,
    { found: false, closest },
  );
};

/**
 * The MLS record of the home a request names: by listing key, by address as typed (the MLS
 * client's tolerant lookup), or, with neither, the home the conversation was last about.
 * No match, several matches and an MLS outage are replies, not errors.
 */
export const lookUpListing = async (ctx: ToolContext, ref: ListingRef): Promise<Lookup> => {
  const found = await withMls(async (): Promise<Lookup> => {
    if (ref.listing_key) return byKey(ctx, ref.listing_key);
    const address = ref.address?.trim();
    if (!address) {
      return ctx.lastListingKey ? byKey(ctx, ctx.lastListingKey) : reply(text.needAddress);
    }
    const result = await ctx.mls.searchByAddress(address);
    if (result.kind === 'not-found') return notFound(ctx, address);
    if (result.kind === 'ambiguous') {
      const lines = result.candidates.map(candidateLine).join('\n');
      return reply(
        `${text.ambiguous(escapeMarkdown(address), result.candidates.length)}\n\n${lines}`,
        {
          found: false,
          candidates: result.candidates,
        },
      );
    }
    return byKey(ctx, result.listing.listingKey);
  });
  return found;
};
