import { asksToClearAllHomes, assistantMessages } from '@rela/contracts';
import { z } from 'zod';
import { listBuyerHomes, removeUndoably } from '../../buyer-homes';
import { findHouseholdId } from '../../../platform/policy/households.queries';
import { resolveBuyer } from './buyer-target';
import { undoAction } from './chat-actions';
import { buyerOf } from './refs';
import { toldRemoval } from './told-removal';
import { buyerField, defineTool } from './tool';

const text = assistantMessages;

const name = 'clear_homes';

/** `clear all homes including liked`, `delete everything, liked ones too`, `even the locked ones`. */
const includesLiked =
  /\b(?:including|incl\.?|with|plus|and|also|even)\s+(?:the\s+|my\s+|all\s+)?(?:liked|locked|favou?rites?|hearted)\b|\b(?:liked|locked|favou?rite)(?:\s+(?:ones|homes))?\s+(?:too|as well)\b/;

/** What a yes clears: kept on the server with the question, never taken from the yes itself. */
const confirmedInput = z.object({ buyerId: z.string(), includeLiked: z.boolean() });

export const clearHomesTool = defineTool({
  name,
  description:
    "Clear the signed-in buyer's homes (clear, reset or empty the list). Asks the user to confirm first; liked homes stay unless include_liked is true, which only an explicit request for liked homes too allows.",
  input: z.object({
    buyer: buyerField,
    include_liked: z
      .boolean()
      .optional()
      .describe('True only when the user explicitly asked to remove liked homes too'),
  }),
  intent: {
    rank: 10,
    match: (utterance) =>
      asksToClearAllHomes(utterance.text)
        ? { ...buyerOf(utterance), include_liked: includesLiked.test(utterance.lower) }
        : null,
  },
  // Asks first (REQ-CHAT-CLEAR-CONFIRM): how many homes go, how many liked ones stay.
  run: async (ctx, input) => {
    const target = await resolveBuyer(ctx, input.buyer, 'change-buyer-homes');
    if (!target.ok) return target.result;
    const homes = await listBuyerHomes(ctx.db, { buyerId: target.buyer.id });
    // A home any member likes stays unless asked (ADR 049).
    const liked = homes.filter((home) => home.likedBy.length > 0).length;
    const includeLiked = input.include_liked === true;
    if (homes.length === 0) return { markdown: text.alreadyEmpty, data: { cleared: 0 } };
    if (!includeLiked && liked === homes.length) {
      return { markdown: text.onlyLikedHomes(liked), data: { cleared: 0, liked } };
    }
    return {
      markdown: text.confirmClear(homes.length, liked, includeLiked),
      data: { homes: homes.length, liked, awaitingConfirmation: true },
      confirm: { tool: name, input: { buyerId: target.buyer.id, includeLiked } },
    };
  },
  confirmed: {
    input: confirmedInput,
    run: async (ctx, { buyerId, includeLiked }) => {
      // A pending clear is only ever the actor's own household's list (the policy lets no one else
      // clear it); a member who left since is asked again, never clears the list they left.
      if (buyerId !== (await findHouseholdId(ctx.db, ctx.actor.id)))
        return { markdown: text.clearCancelled };
      const removal = await removeUndoably(
        ctx.db,
        { buyerId, scope: { all: true, includeLiked }, now: ctx.clock.now() },
        ctx.invalidations,
        (tx, done) => toldRemoval(ctx, tx, buyerId, done),
      );
      if (!removal) return { markdown: text.alreadyEmpty, data: { cleared: 0 } };
      const kept = (await listBuyerHomes(ctx.db, { buyerId })).filter(
        (home) => home.likedBy.length > 0,
      ).length;
      return {
        markdown: text.cleared(removal.homes.length, kept),
        data: { cleared: removal.homes.length, keptLiked: kept },
        actions: [undoAction(removal.removedAt)],
        listingKey: null,
      };
    },
  },
});
