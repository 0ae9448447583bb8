import { assistantMessages } from '@rela/contracts';
import { removeUndoably } from '../../buyer-homes';
import { possessive, resolveBuyer } from './buyer-target';
import { toldRemoval } from './told-removal';
import { undoAction } from './chat-actions';
import { lookUpListing } from './listing-lookup';
import { buyerOf, listingRefOf } from './refs';
import { buyerField, defineTool, listingRefSchema } from './tool';

const text = assistantMessages;

/** `remove 123 Main Street`, `delete it from my list`, `take 12 Oak Ave off my homes`. */
const asksToRemove =
  /\b(remove|delete|drop|discard|get rid of|take (?:it |that |this |@ )?(?:off|out))\b/;

export const removeHomeTool = defineTool({
  name: 'remove_home',
  description:
    "Remove one home, by street address (or listing key), from the signed-in buyer's homes.",
  input: listingRefSchema.extend({ buyer: buyerField }),
  intent: {
    rank: 50,
    match: (utterance) =>
      asksToRemove.test(utterance.rest)
        ? { ...listingRefOf(utterance), ...buyerOf(utterance) }
        : null,
  },
  run: async (ctx, input) => {
    const target = await resolveBuyer(ctx, input.buyer, 'change-buyer-homes');
    if (!target.ok) return target.result;
    const lookup = await lookUpListing(ctx, input);
    if (!lookup.ok) return lookup.result;
    const { property, shown } = lookup;
    const removal = await removeUndoably(
      ctx.db,
      {
        buyerId: target.buyer.id,
        scope: { listingKeys: [property.ListingKey] },
        now: ctx.clock.now(),
      },
      ctx.invalidations,
      (tx, done) => toldRemoval(ctx, tx, target.buyer.id, done),
    );
    const address = shown.name;
    if (!removal) {
      return {
        markdown: text.notInHomes(address, possessive(target.buyer)),
        data: { removed: false, listingKey: property.ListingKey },
        listingKey: property.ListingKey,
      };
    }
    return {
      markdown: `${text.removed(address)} ${text.undoHint}`,
      data: { removed: true, listingKey: property.ListingKey },
      listingKey: property.ListingKey,
      actions: [undoAction(removal.removedAt)],
    };
  },
});
