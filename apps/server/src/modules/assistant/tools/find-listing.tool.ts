import { assistantMessages } from '@rela/contracts';
import { lookUpListing } from './listing-lookup';
import { describedLines, disclaimerBlock, disclaimersOf, shownData } from './listing-view';
import { paragraphs, summaryLine } from './markdown';
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
    const { property, shown } = lookup;
    return {
      markdown: paragraphs(
        text.found(shown.name),
        summaryLine(property),
        ...describedLines(shown),
        ctx.actor.role === 'buyer' ? text.offerAdd : null,
        disclaimerBlock(ctx, [shown]),
      ),
      data: { ...shownData(shown), disclaimers: disclaimersOf(ctx, [shown]) },
      listingKey: property.ListingKey,
    };
  },
});
