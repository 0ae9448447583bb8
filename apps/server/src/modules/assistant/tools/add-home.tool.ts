import { assistantMessages, complianceMessages } from '@rela/contracts';
import { isAppError } from '../../../platform/errors';
import { addHomes } from '../../buyer-homes';
import { possessive, resolveBuyer } from './buyer-target';
import { lookUpListing } from './listing-lookup';
import {
  describedLines,
  disclaimerBlock,
  disclaimersOf,
  shownData,
  type ShownListing,
} from './listing-view';
import { paragraphs, summaryLine } from './markdown';
import { buyerOf, listingRefOf } from './refs';
import { buyerField, defineTool, listingRefSchema, type ToolContext } from './tool';

const text = assistantMessages;

/** `add 123 Main Street`, `put it on my list`, `save 12 Oak Ave for Jane`. */
const asksToAdd = /\b(add|put|save|include|assign|track|keep)\b/;

/**
 * A listing its seller keeps from clients is never sent to a buyer (REQ-DISPLAY-WITHHELD): the
 * realtor is told why, and nothing is written.
 */
const cannotSend = (listing: ShownListing) => ({
  markdown: complianceMessages.notForClients.cannotSend,
  data: { added: false, notForClients: true, listingKey: listing.property.ListingKey },
  listingKey: listing.property.ListingKey,
});

/** Sends the home; a refusal of the send itself (`NOT_FOR_CLIENTS`) reads as Rela's own. */
const send = async (ctx: ToolContext, buyerId: string, listingKey: string) => {
  try {
    const added = await addHomes(
      ctx.db,
      { buyerId, addedBy: ctx.actor.id, homes: [{ listingKey }] },
      ctx.invalidations,
    );
    return { ok: true as const, added: added.length > 0 };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOR_CLIENTS') return { ok: false as const };
    throw error;
  }
};

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
    const { property, shown } = lookup;
    if (shown.notForClients) return cannotSend(shown);
    const sent = await send(ctx, target.buyer.id, property.ListingKey);
    if (!sent.ok) return cannotSend(shown);
    const whose = possessive(target.buyer);
    const head = sent.added ? text.added(shown.name, whose) : text.alreadyAdded(shown.name, whose);
    return {
      markdown: paragraphs(
        head,
        summaryLine(property),
        ...describedLines(shown),
        disclaimerBlock(ctx, [shown]),
      ),
      data: {
        added: sent.added,
        listingKey: property.ListingKey,
        ...shownData(shown),
        disclaimers: disclaimersOf(ctx, [shown]),
      },
      listingKey: property.ListingKey,
    };
  },
});
