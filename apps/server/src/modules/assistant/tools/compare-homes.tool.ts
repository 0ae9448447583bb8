import {
  assistantMessages,
  compareLimits,
  compareMessages,
  compareRows,
  complianceMessages,
  splitEqualRows,
  type CompareRow,
} from '@rela/contracts';
import { z } from 'zod';
import { listBuyerHomes } from '../../buyer-homes';
import { resolveBuyer } from './buyer-target';
import { lookUpListing, withMls } from './listing-lookup';
import {
  creditOf,
  disclaimerBlock,
  disclaimersOf,
  readShown,
  shownData,
  type ShownListing,
} from './listing-view';
import { escapeMarkdown, paragraphs } from './markdown';
import { listingRefSchema, defineTool, type ToolContext, type ToolResult } from './tool';

const text = assistantMessages;

const asksToCompare =
  /\b(compare|comparison|vs\.?|versus|difference between|which is (?:better|cheaper|bigger))\b/;

const cellText = (cell: CompareRow['cells'][number]) => {
  const value = escapeMarkdown(cell.text);
  return 'best' in cell && cell.best ? `**${value}**` : value;
};

/** A column's head: the street, or for a buyer a withheld street's place (REQ-DISPLAY-ADDRESS). */
const columnName = (home: ShownListing) =>
  home.addressDisplay === 'on-request'
    ? home.name
    : escapeMarkdown(home.property.UnparsedAddress ?? home.property.ListingKey);

/** Under the table, one short line a home: whose listing it is (REQ-DISPLAY-ATTRIBUTION). */
const credits = (homes: readonly ShownListing[]) =>
  homes
    .flatMap((home) => {
      const credit = creditOf(home, 'compact');
      const mark = home.notForClients ? ` (${complianceMessages.notForClients.mark})` : '';
      return credit ? [`- ${home.name}${mark}: ${credit}`] : [];
    })
    .join('\n');

/**
 * The comparison as Markdown, from the rows the Compare page shows (contracts `compareRows`): the
 * rows that differ as a table with the best values in bold, the equal ones as one line under it.
 * No photo row; no AI rows (the chat reads no report files, ADR 023).
 */
export const compareTable = (homes: readonly ShownListing[]) => {
  const rows = compareRows(homes.map((home) => ({ record: home.property }))).filter(
    (row) => row.id !== 'photo',
  );
  const { shown, equal } = splitEqualRows(rows);
  const header = `| ${compareMessages.featureColumn} | ${homes.map(columnName).join(' | ')} |`;
  const rule = `|---|${homes.map(() => '---').join('|')}|`;
  const lines = shown.map((row) => `| **${row.label}** | ${row.cells.map(cellText).join(' | ')} |`);
  const parts = [[header, rule, ...lines].join('\n')];
  if (shown.some((row) => row.cells.some((cell) => 'best' in cell && cell.best)))
    parts.push(compareMessages.boldIsBest);
  if (equal.length > 0) {
    const same = equal.map((row) => `${row.label} ${escapeMarkdown(row.cells[0]?.text ?? '')}`);
    parts.push(compareMessages.sameForAll(same.join(' · '), homes.length));
  }
  return paragraphs(...parts, credits(homes));
};

/** The comparison's answer: the table, each home's attribution, the disclaimers at the end. */
const compared = (ctx: ToolContext, heading: string, homes: readonly ShownListing[]) => ({
  markdown: paragraphs(heading, compareTable(homes), disclaimerBlock(ctx, homes)),
  data: { homes: homes.map(shownData), disclaimers: disclaimersOf(ctx, homes) },
});

/** `compare my homes`, `compare my liked homes`, `compare my favourites`: no address. */
const namesOwnHomes = /\bmy\b.*\b(homes|houses|properties|list|liked|locked|favou?rites|saved)\b/;

/** The caller's liked (locked) homes side by side, at most `compareLimits.max`, in list order. */
const compareLiked = async (ctx: ToolContext): Promise<ToolResult> => {
  const target = await resolveBuyer(ctx, undefined, 'read-buyer-homes');
  if (!target.ok) return target.result;
  const liked = (await listBuyerHomes(ctx.db, { buyerId: target.buyer.id })).filter((home) =>
    home.likedBy.includes(target.buyer.userId),
  );
  if (liked.length < compareLimits.min) return { markdown: text.compareNeedsLiked(liked.length) };
  // Counted after the asker's view: a home a buyer may not be shown is neither compared nor
  // counted (REQ-DISPLAY-WITHHELD).
  const read = await withMls(() =>
    readShown(
      ctx,
      liked.map((home) => home.listingKey),
    ),
  );
  if ('ok' in read) return read.result;
  const shown = liked.flatMap((home) => read.shown.get(home.listingKey) ?? []);
  if (shown.length < compareLimits.min) return { markdown: text.compareNeedsLiked(shown.length) };
  const homes = shown.slice(0, compareLimits.max);
  return compared(ctx, text.compareLikedHeading(homes.length, shown.length), homes);
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
    return {
      ...compared(ctx, text.compareHeading, [first.shown, second.shown]),
      listingKey: second.property.ListingKey,
    };
  },
});
