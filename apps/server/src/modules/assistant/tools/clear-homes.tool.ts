import { asksToClearAllHomes, messages } from '@rela/contracts';
import { resolveBuyer } from './buyer-target';
import { clearBuyerHomes } from './homes.queries';
import { buyerOf } from './refs';
import { buyerField, defineTool } from './tool';
import { z } from 'zod';

const text = messages.assistant;

export const clearHomesTool = defineTool({
  name: 'clear_homes',
  description:
    "Remove every home from the signed-in buyer's homes (clear, reset or empty the list).",
  input: z.object({ buyer: buyerField }),
  intent: {
    rank: 10,
    match: (utterance) => (asksToClearAllHomes(utterance.text) ? buyerOf(utterance) : null),
  },
  run: async (ctx, input) => {
    const target = await resolveBuyer(ctx, input.buyer, 'change-buyer-homes');
    if (!target.ok) return target.result;
    const cleared = await clearBuyerHomes(ctx.db, target.buyer.id);
    if (cleared > 0) ctx.homesChanged(target.buyer.id);
    return {
      markdown: cleared > 0 ? text.cleared(cleared) : text.alreadyEmpty,
      data: { cleared },
      listingKey: null,
    };
  },
});
