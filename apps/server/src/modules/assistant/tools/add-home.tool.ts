import { assistantMessages } from '@rela/contracts';
import { addHomes } from '../../buyer-homes';
import { possessive, resolveBuyer } from './buyer-target';
import { lookUpListing } from './listing-lookup';
import { addressLine, summaryLine } from './markdown';
import { buyerOf, listingRefOf } from './refs';
import { buyerField, defineTool, listingRefSchema } from './tool';

const text = assistantMessages;

/** `add 123 Main Street`, `put it on my list`, `save 12 Oak Ave for Jane`. */
const asksToAdd = /\b(add|put|save|include|assign|track|keep)\b/;

export const addHomeTool = defineTool({
  name: 'add_home',
  description:
    "Add a home, found by its street address (or listing key), to the buyer's homes. A realtor may add one for one of their own buyers by name.",
  input: listingRefSchema.extend({ buyer: buyerField }),
  intent: {
    rank: 60,
    match: (utterance) =>
      asksToAdd.test(utterance.rest) ? { ...listingRefOf(utterance), ...buyerOf(utterance) } : null,
  },
  run: async (ctx, input) => {
    const target = await resolveBuyer(ctx, input.buyer, 'add-buyer-homes');
    if (!target.ok) return target.result;
    const lookup = await lookUpListing(ctx, input);
    if (!lookup.ok) return lookup.result;
    const { property } = lookup;
    const added = await addHomes(
      ctx.db,
      {
        buyerId: target.buyer.id,
        addedBy: ctx.actor.id,
        homes: [{ listingKey: property.ListingKey }],
      },
      ctx.invalidations,
    );
    const address = addressLine(property);
    const whose = possessive(target.buyer);
    const head = added.length > 0 ? text.added(address, whose) : text.alreadyAdded(address, whose);
    return {
      markdown: `${head}\n\n${summaryLine(property)}`,
      data: { added: added.length > 0, listingKey: property.ListingKey, property },
      listingKey: property.ListingKey,
    };
  },
});
