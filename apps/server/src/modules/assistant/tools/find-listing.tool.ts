import { assistantMessages } from '@rela/contracts';
import { lookUpListing } from './listing-lookup';
import { addressLine, summaryLine } from './markdown';
import { listingRefOf } from './refs';
import { defineTool, listingRefSchema } from './tool';

const text = assistantMessages;

/** Any message with an address that no other tool claimed: `find 123 Main Street`, or the address alone. */
export const findListingTool = defineTool({
  name: 'find_listing',
  description:
    'Find the MLS listing at a street address typed the way people type it (no ZIP needed).',
  input: listingRefSchema,
  intent: {
    rank: 80,
    match: (utterance) => (utterance.addresses.length > 0 ? listingRefOf(utterance) : null),
  },
  run: async (ctx, input) => {
    const lookup = await lookUpListing(ctx, input);
    if (!lookup.ok) return lookup.result;
    const { property } = lookup;
    const lines = [text.found(addressLine(property)), '', summaryLine(property)];
    if (ctx.actor.role === 'buyer') lines.push('', text.offerAdd);
    return { markdown: lines.join('\n'), data: { property }, listingKey: property.ListingKey };
  },
});
