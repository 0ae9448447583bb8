import { assistantMessages, type RawProperty } from '@rela/contracts';
import { z } from 'zod';
import { listBuyerHomes } from '../../buyer-homes';
import { resolveBuyer, type BuyerTarget } from './buyer-target';
import { withMls } from './listing-lookup';
import { addressLine, escapeMarkdown, summaryLine } from './markdown';
import { buyerOf } from './refs';
import { buyerField, defineTool } from './tool';

const text = assistantMessages;

/** `show my homes`, `what's on my list?`, `list Jane Smith's properties`. */
const asksForList =
  /\b(list|show|see|view|display|what|which|tell)\b.*\b(homes|properties|houses|list|listings|saved)\b|^\s*my (homes|properties|list)\b/;

const owner = (buyer: BuyerTarget) =>
  buyer.self ? text.youHave : text.buyerHas(escapeMarkdown(buyer.name));

const line = (listingKey: string, liked: boolean, raw: RawProperty | undefined, index: number) => {
  const heart = liked ? ' ♥' : '';
  if (!raw) return `${index + 1}. ${escapeMarkdown(listingKey)}: ${text.gone}`;
  return `${index + 1}. **${addressLine(raw)}**${heart}\n   ${summaryLine(raw)}`;
};

export const listHomesTool = defineTool({
  name: 'list_homes',
  description:
    "List the buyer's homes with price, beds, baths, size and status; liked homes are marked. A realtor may name one of their buyers.",
  input: z.object({ buyer: buyerField }),
  intent: {
    rank: 30,
    match: (utterance) =>
      utterance.addresses.length === 0 && asksForList.test(utterance.rest)
        ? buyerOf(utterance)
        : null,
  },
  run: async (ctx, input) => {
    const target = await resolveBuyer(ctx, input.buyer, 'read-buyer-homes');
    if (!target.ok) return target.result;
    const homes = await listBuyerHomes(ctx.db, { buyerId: target.buyer.id });
    if (homes.length === 0)
      return { markdown: text.noHomes(owner(target.buyer)), data: { homes: [] } };
    const records = await withMls(() =>
      ctx.mls.getPropertiesByKeys(homes.map((home) => home.listingKey)),
    );
    if (!Array.isArray(records)) return records.result;
    const byKey = new Map(records.map((raw) => [raw.ListingKey, raw]));
    const lines = homes.map((home, index) =>
      line(home.listingKey, home.liked, byKey.get(home.listingKey), index),
    );
    return {
      markdown: `${text.listHeading(owner(target.buyer), homes.length)}\n\n${lines.join('\n')}`,
      data: {
        homes: homes.map((home) => ({ ...home, property: byKey.get(home.listingKey) ?? null })),
      },
    };
  },
});
