import { assistantMessages } from '@rela/contracts';
import { z } from 'zod';
import { lookUpListing } from './listing-lookup';
import { factTable, type FactName } from './markdown';
import { listingRefSchema, defineTool } from './tool';

const text = assistantMessages;

const asksToCompare =
  /\b(compare|comparison|vs\.?|versus|difference between|which is (?:better|cheaper|bigger))\b/;
const compared: FactName[] = ['price', 'beds', 'baths', 'size', 'year', 'lot', 'taxes', 'status'];

export const compareHomesTool = defineTool({
  name: 'compare_homes',
  description:
    'Compare two homes side by side (price, beds, baths, size, year, lot, taxes, status).',
  input: z.object({ first: listingRefSchema, second: listingRefSchema }),
  intent: {
    rank: 20,
    match: (utterance) => {
      if (!asksToCompare.test(utterance.rest)) return null;
      const [first, second] = utterance.addresses;
      // With one address, the other is the home the conversation was about.
      if (first && second) return { first: { address: first }, second: { address: second } };
      return { first: {}, second: first ? { address: first } : {} };
    },
  },
  run: async (ctx, input) => {
    if (
      !input.first.address &&
      !input.first.listing_key &&
      !input.second.address &&
      !input.second.listing_key
    ) {
      return { markdown: text.needTwoAddresses };
    }
    const first = await lookUpListing(ctx, input.first);
    if (!first.ok) return first.result;
    const second = await lookUpListing(ctx, input.second);
    if (!second.ok) return second.result;
    if (first.property.ListingKey === second.property.ListingKey)
      return { markdown: text.sameHome };
    const homes = [first.property, second.property];
    return {
      markdown: `${text.compareHeading}\n\n${factTable(homes, compared)}`,
      data: { homes },
      listingKey: second.property.ListingKey,
    };
  },
});
