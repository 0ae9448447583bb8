import { asksToUndo, assistantMessages } from '@rela/contracts';
import { z } from 'zod';
import { undoRemoval } from '../../buyer-homes';
import { resolveBuyer } from './buyer-target';
import { toldRestore } from './told-removal';
import { defineTool } from './tool';

const text = assistantMessages;

export const undoRemovalTool = defineTool({
  name: 'undo_removal',
  description:
    "Undo the signed-in buyer's latest removal or clear of homes (possible for 30 seconds): the homes come back, liked or not as they were.",
  input: z.object({}),
  intent: { rank: 5, match: (utterance) => (asksToUndo(utterance.text) ? {} : null) },
  run: async (ctx) => {
    const target = await resolveBuyer(ctx, undefined, 'change-buyer-homes');
    if (!target.ok) return target.result;
    const outcome = await undoRemoval(
      ctx.db,
      { buyerId: target.buyer.id, now: ctx.clock.now() },
      ctx.invalidations,
      (tx, listingKeys) => toldRestore(ctx, tx, target.buyer.id, listingKeys),
    );
    if (!outcome.ok) {
      const markdown = outcome.reason === 'expired' ? text.undoExpired : text.nothingToUndo;
      return { markdown, data: { restored: [] } };
    }
    return {
      markdown: text.undone(outcome.listingKeys.length),
      data: { restored: outcome.listingKeys },
      listingKey: null,
    };
  },
});
