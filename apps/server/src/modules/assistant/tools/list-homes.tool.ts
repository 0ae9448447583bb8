import { assistantMessages, complianceMessages, likedByLine } from '@rela/contracts';
import { z } from 'zod';
import { listBuyerHomes } from '../../buyer-homes';
import { resolveBuyer, type BuyerTarget } from './buyer-target';
import { householdMembers } from '../../../platform/policy/households.queries';
import { likesOf } from './buyers.queries';
import { withMls } from './listing-lookup';
import {
  creditOf,
  disclaimerBlock,
  disclaimersOf,
  readShown,
  shownData,
  type ShownListing,
} from './listing-view';
import { escapeMarkdown, paragraphs, summaryLine } from './markdown';
import { buyerOf } from './refs';
import { buyerField, defineTool, type ToolContext } from './tool';

const text = assistantMessages;

/** `show my homes`, `what's on my list?`, `list Jane Smith's properties`. */
const asksForList =
  /\b(list|show|see|view|display|what|which|tell)\b.*\b(homes|properties|houses|list|listings|saved)\b|^\s*my (homes|properties|list)\b/;

const owner = (buyer: BuyerTarget) =>
  buyer.self ? text.youHave : text.buyerHas(escapeMarkdown(buyer.name));

/**
 * `1. **12 Oak St, Raleigh, NC 27601** ♥` with the summary and the compact attribution under it:
 * one short line a home (REQ-DISPLAY-ATTRIBUTION); a realtor sees the mark of a home its seller
 * keeps from clients.
 */
const line = (
  listingKey: string,
  liked: boolean,
  home: ShownListing | undefined,
  index: number,
  likedBy = '',
) => {
  const heart = liked ? ' ♥' : '';
  const whose = likedBy ? ` _(${escapeMarkdown(likedBy)})_` : '';
  if (!home) return `${index + 1}. ${escapeMarkdown(listingKey)}: ${text.gone}${whose}`;
  const mark = home.notForClients ? ` (${complianceMessages.notForClients.mark})` : '';
  const credit = creditOf(home, 'compact');
  const facts = [summaryLine(home.property), credit].filter(Boolean).join(' · ');
  return `${index + 1}. **${home.name}**${heart}${whose}${mark}\n   ${facts}`;
};

/**
 * Whose like is whose on a household's list (ADR 049, REQ-HOUSEHOLD-NEWS): per home, "You and
 * Alex like this", "Only Alex" (`likedByLine`), as the caller reads it (a realtor by names). A
 * household of one says nothing of households: the heart is enough.
 */
const likedByLines = async (ctx: ToolContext, householdId: string) => {
  const members = await householdMembers(ctx.db, householdId);
  if (members.length < 2) return new Map<string, string>();
  const names = new Map(
    members.map((member) => [member.username, member.firstName?.trim() || member.username]),
  );
  const you = members.some((member) => member.id === ctx.actor.id) ? ctx.actor.username : null;
  const likes = await likesOf(ctx.db, householdId);
  return new Map([...likes].map(([key, usernames]) => [key, likedByLine(usernames, you, names)]));
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
    const listed = await listBuyerHomes(ctx.db, { buyerId: target.buyer.id });
    if (listed.length === 0)
      return { markdown: text.noHomes(owner(target.buyer)), data: { homes: [] } };
    const read = await withMls(() =>
      readShown(
        ctx,
        listed.map((home) => home.listingKey),
      ),
    );
    if ('ok' in read) return read.result;
    // A buyer is never shown a home its seller keeps from clients (REQ-DISPLAY-WITHHELD).
    const homes = listed.filter((home) => !read.withheld.has(home.listingKey));
    if (homes.length === 0)
      return { markdown: text.noHomes(owner(target.buyer)), data: { homes: [] } };
    const shown = homes.flatMap((home) => read.shown.get(home.listingKey) ?? []);
    const whose = await likedByLines(ctx, target.buyer.id);
    const lines = homes.map((home, index) =>
      line(
        home.listingKey,
        home.likedBy.includes(target.buyer.userId),
        read.shown.get(home.listingKey),
        index,
        whose.get(home.listingKey),
      ),
    );
    return {
      markdown: paragraphs(
        text.listHeading(owner(target.buyer), homes.length),
        lines.join('\n'),
        disclaimerBlock(ctx, shown),
      ),
      data: {
        homes: homes.map((home) => {
          const known = read.shown.get(home.listingKey);
          const likedBy = whose.get(home.listingKey);
          return {
            ...home,
            ...(likedBy ? { likedBy } : {}),
            ...(known ? shownData(known) : { property: null }),
          };
        }),
        disclaimers: disclaimersOf(ctx, shown),
      },
    };
  },
});
