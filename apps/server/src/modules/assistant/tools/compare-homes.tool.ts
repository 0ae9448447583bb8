import {
  assistantMessages,
  compareLimits,
  compareMessages,
  compareRows,
  splitEqualRows,
  type CompareRow,
  type RawProperty,
} from '@rela/contracts';
import { z } from 'zod';
import { listBuyerHomes } from '../../buyer-homes';
import { resolveBuyer } from './buyer-target';
import { lookUpListing, withMls } from './listing-lookup';
import { escapeMarkdown } from './markdown';
import { listingRefSchema, defineTool, type ToolContext, type ToolResult } from './tool';

const text = assistantMessages;

const asksToCompare =
  /\b(compare|comparison|vs\.?|versus|difference between|which is (?:better|cheaper|bigger))\b/;

const cellText = (cell: CompareRow['cells'][number]) => {
  const value = escapeMarkdown(cell.text);
  return 'best' in cell && cell.best ? `**${value}**` : value;
};

/**
 * The comparison as Markdown, from the rows the Compare page shows (contracts `compareRows`): the
 * rows that differ as a table with the best values in bold, the equal ones as one line under it.
 * No photo row; no AI rows (the chat reads no report files, ADR 023).
 */
export const compareTable = (homes: readonly RawProperty[]) => {
  const rows = compareRows(homes.map((record) => ({ record }))).filter((row) => row.id !== 'photo');
  const { shown, equal } = splitEqualRows(rows);
  const header = `| ${compareMessages.featureColumn} | ${homes.map((raw) => escapeMarkdown(raw.UnparsedAddress ?? raw.ListingKey)).join(' | ')} |`;
  const rule = `|---|${homes.map(() => '---').join('|')}|`;
  const lines = shown.map((row) => `| **${row.label}** | ${row.cells.map(cellText).join(' | ')} |`);
  const parts = [[header, rule, ...lines].join('\n')];
  if (shown.some((row) => row.cells.some((cell) => 'best' in cell && cell.best)))
    parts.push(compareMessages.boldIsBest);
  if (equal.length > 0) {
    const same = equal.map((row) => `${row.label} ${escapeMarkdown(row.cells[0]?.text ?? '')}`);
    parts.push(compareMessages.sameForAll(same.join(' · '), homes.length));
  }
  return parts.join('\n\n');
};

/** `compare my homes`, `compare my liked homes`, `compare my favourites`: no address. */
const namesOwnHomes = /\bmy\b.*\b(homes|houses|properties|list|liked|locked|favou?rites|saved)\b/;

/** The caller's liked (locked) homes side by side, at most `compareLimits.max`, in list order. */
const compareLiked = async (ctx: ToolContext): Promise<ToolResult> => {
  const target = await resolveBuyer(ctx, undefined, 'read-buyer-homes');
  if (!target.ok) return target.result;
  const liked = (await listBuyerHomes(ctx.db, { buyerId: target.buyer.id })).filter(
    (home) => home.liked,
  );
  if (liked.length < compareLimits.min) return { markdown: text.compareNeedsLiked(liked.length) };
  const keys = liked.slice(0, compareLimits.max).map((home) => home.listingKey);
  const records = await withMls(() => ctx.mls.getPropertiesByKeys(keys));
  if (!Array.isArray(records)) return records.result;
  const byKey = new Map(records.map((raw) => [raw.ListingKey, raw]));
  const homes = keys.flatMap((key) => byKey.get(key) ?? []);
  if (homes.length < compareLimits.min) return { markdown: text.compareNeedsLiked(homes.length) };
  return {
    markdown: `${text.compareLikedHeading(homes.length, liked.length)}\n\n${compareTable(homes)}`,
    data: { homes },
  };
};

export const compareHomesTool = defineTool({
  name: 'compare_homes',
  description:
    "Compare two homes side by side (price, price per sq ft, beds, baths, living area, lot, year built, type, status, taxes, schools), or, with `liked`, the buyer's own liked homes.",
  input: z.object({
    first: listingRefSchema,
    second: listingRefSchema,
    liked: z.boolean().optional().describe("Compare the buyer's liked (locked) homes instead"),
  }),
  intent: {
    rank: 20,
    match: (utterance) => {
      if (!asksToCompare.test(utterance.rest)) return null;
      const [first, second] = utterance.addresses;
      if (!first && namesOwnHomes.test(utterance.rest))
        return { first: {}, second: {}, liked: true };
      // With one address, the other is the home the conversation was about.
      if (first && second) return { first: { address: first }, second: { address: second } };
      return { first: {}, second: first ? { address: first } : {} };
    },
  },
  run: async (ctx, input) => {
    if (input.liked) return compareLiked(ctx);
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
      markdown: `${text.compareHeading}\n\n${compareTable(homes)}`,
      data: { homes },
      listingKey: second.property.ListingKey,
    };
  },
});
