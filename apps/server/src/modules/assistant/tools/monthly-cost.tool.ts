import {
  assistantMessages,
  catalogueMessageOf,
  costMessages,
  monthlyCostQuerySchema,
  serverMessages,
  type CostInputSource,
  type MonthlyCostQuery,
  type MonthlyCostResponse,
} from '@rela/contracts';
import { z } from 'zod';
import { estimateMonthlyCost } from '../../costs';
import { lookUpListing } from './listing-lookup';
import { describedLines, disclaimerBlock, disclaimersOf, shownData } from './listing-view';
import { escapeMarkdown, paragraphs } from './markdown';
import { defineTool, listingRefSchema, type ToolResult, type Utterance } from './tool';

const text = assistantMessages;

const dollars = (value: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(value);

/** `March 2035` of `2035-03`. */
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const amount = (value: string, thousands: string | undefined) =>
  Number(value.replace(/,/g, '')) * (thousands ? 1000 : 1);

/** The words of a monthly cost: "cost a month", "monthly payment", "per month", "/mo". */
const asksMonthly =
  /\b(?:a|per|each|every) month\b|\bmonthly\b|\/mo\b|\bmortgage payments?\b|\bpayments? (?:be|would be|on)\b/;
const percentDown =
  /(\d{1,3}(?:\.\d+)?)\s*(?:%|percent)\s*(?:down\b|as (?:a |the )?down payment)|down payment of (\d{1,3}(?:\.\d+)?)\s*(?:%|percent)/;
const dollarsDown =
  /\$\s*(\d[\d,]*(?:\.\d+)?)\s*(k|thousand)?\s*(?:dollars\s*)?down\b|\b(\d[\d,]*)\s*(k|thousand)?\s*dollars\s*down\b|down payment of \$\s*(\d[\d,]*)\s*(k|thousand)?/;
const ratePercent =
  /\b(?:at|rate of|interest of|interest rate of|with)\s+(?:an?\s+)?(\d{1,2}(?:\.\d+)?)\s*(?:%|percent)(?!\s*down)|(\d{1,2}(?:\.\d+)?)\s*(?:%|percent)\s*(?:rate|interest|apr)\b/;
const termYears = /\b(\d{1,2})[\s-]*(?:years?|yrs?)\b/;

/** The inputs a message gives: a down payment in percent or dollars, a rate, a term. */
const choicesIn = (words: string) => {
  const percent = percentDown.exec(words);
  const down = percent ? null : dollarsDown.exec(words);
  const rate = ratePercent.exec(words);
  const term = termYears.exec(words);
  const downPercent = percent?.[1] ?? percent?.[2];
  const downAmount = down?.[1] ?? down?.[3] ?? down?.[5];
  return {
    ...(downPercent ? { down_payment_percent: Number(downPercent) } : {}),
    ...(downAmount
      ? { down_payment: amount(downAmount, down?.[2] ?? down?.[4] ?? down?.[6]) }
      : {}),
    ...(rate ? { rate: Number(rate[1] ?? rate[2]) } : {}),
    ...(term ? { term_years: Number(term[1]) } : {}),
  };
};

/**
 * The home a message names, without what reads as an address but is a sum ("60k down"), and the
 * words outside it.
 */
const homeOf = (utterance: Utterance) => {
  const [address] = utterance.addresses.filter((typed) => !/^\d[\d,.]*k?\s+down\b/i.test(typed));
  return {
    ref: address ? { address } : {},
    words: address ? utterance.lower.replace(address.toLowerCase(), ' @ ') : utterance.lower,
  };
};

/** `6.125%` for a rate; a share of the price to a tenth (`7.2%`). */
const percentLabel = (value: number, digits = 3) => `${Number(value.toFixed(digits))}%`;

const fromLabel = (source: CostInputSource): string => {
  const from = text.costFrom;
  if (source.from === 'asked') return from.asked;
  if (source.from === 'rela') return from.rela;
  const name = escapeMarkdown(source.by ?? '');
  return source.by ? from[source.from](name) : from.rela;
};

/** The short list of parts, then the inputs with where each came from. */
const answerLines = (address: string, cost: MonthlyCostResponse) => {
  const labels = text.costLabels;
  const { tax } = cost.sources;
  const place = tax.from === 'county' ? tax.county : tax.state;
  const parts = [
    `- **${labels.principalAndInterest}:** ${dollars(cost.principalAndInterest)}`,
    `- **${labels.tax}:** ${dollars(cost.tax)} (${text.costTaxFrom(tax.from, place ? escapeMarkdown(place) : null)})`,
    `- **${labels.insurance}:** ${dollars(cost.insurance)}`,
    ...(cost.hoa > 0 ? [`- **${labels.hoa}:** ${dollars(cost.hoa)}`] : []),
    ...(cost.mortgageInsurance > 0
      ? [
          `- **${labels.mortgageInsurance}:** ${dollars(cost.mortgageInsurance)}${
            cost.mortgageInsuranceEndsOn
              ? ` ${text.mortgageInsuranceUntil(monthName(cost.mortgageInsuranceEndsOn))}`
              : ''
          }`,
        ]
      : []),
  ].join('\n');
  const share = cost.price > 0 ? (cost.downPayment / cost.price) * 100 : 0;
  const { sources } = cost;
  const inputs = text.costInputs(
    `${dollars(cost.downPayment)} (${percentLabel(share, 1)}, ${fromLabel(sources.downPayment)})`,
    sources.price === 'list'
      ? text.costListPrice(dollars(cost.price))
      : `${dollars(cost.price)} (${text.costFrom.asked})`,
    `${percentLabel(cost.rate)} (${fromLabel(sources.rate)})`,
    `${cost.termYears} years (${fromLabel(sources.termYears)})`,
  );
  return [text.costHeading(address, dollars(cost.total)), parts, inputs, costMessages.estimate];
};

const plainReply = (markdown: string, listingKey: string): ToolResult => ({
  markdown,
  data: { refused: markdown },
  listingKey,
});

const optionalNumber = (description: string) => z.number().optional().describe(description);

/**
 * "What would 12 Oak St cost a month with 10% down?" (REQ-COST-SEARCH): the costs module's estimate
 * (ADR 051), the same as the dialog's, under the asker's defaults for what the message leaves out.
 */
export const monthlyCostTool = defineTool({
  name: 'monthly_cost',
  description:
    'Estimate what a home would cost a month (principal and interest, property tax, insurance, HOA, mortgage insurance), optionally with a down payment, interest rate or loan term; the rest are the asker’s saved defaults.',
  input: listingRefSchema.extend({
    price: optionalNumber('A price offered instead of the list price, in dollars'),
    down_payment_percent: optionalNumber('Down payment as a percent of the price (10 for 10%)'),
    down_payment: optionalNumber('Down payment in dollars'),
    rate: optionalNumber('Yearly interest rate in percent (6.5 for 6.5%)'),
    term_years: optionalNumber('Loan term in years'),
  }),
  intent: {
    rank: 55,
    match: (utterance) => {
      const { ref, words } = homeOf(utterance);
      if (!asksMonthly.test(words)) return null;
      const price = /\bat \$\s*(\d[\d,]*)\s*(k|thousand)?(?!\s*down)/.exec(words);
      return {
        ...ref,
        ...choicesIn(words),
        ...(price?.[1] ? { price: amount(price[1], price[2]) } : {}),
      };
    },
  },
  run: async (ctx, input) => {
    const lookup = await lookUpListing(ctx, input);
    if (!lookup.ok) return lookup.result;
    const { property, shown } = lookup;
    const key = property.ListingKey;
    const percent = input.down_payment_percent;
    if (percent !== undefined && !(percent >= 0 && percent <= 100))
      return plainReply(costMessages.downPaymentPercent, key);
    const price =
      input.price ?? (property.ListPrice && property.ListPrice > 0 ? property.ListPrice : null);
    const asked = monthlyCostQuerySchema.safeParse({
      price: input.price,
      downPayment:
        input.down_payment ??
        (percent !== undefined && price !== null ? Math.round((price * percent) / 100) : undefined),
      rate: input.rate,
      termYears: input.term_years,
    });
    if (!asked.success)
      return plainReply(catalogueMessageOf(asked.error.issues, serverMessages.validation), key);
    const query: MonthlyCostQuery = asked.data;
    const outcome = await estimateMonthlyCost(
      { db: ctx.db, clock: ctx.clock },
      ctx.actor,
      property,
      query,
    );
    if (!outcome.ok)
      return plainReply(
        outcome.issue.path === 'price' ? text.costNeedsPrice : outcome.issue.message,
        key,
      );
    return {
      markdown: paragraphs(
        ...answerLines(shown.name, outcome.answer),
        ...describedLines(shown),
        disclaimerBlock(ctx, [shown]),
      ),
      data: {
        ...shownData(shown),
        disclaimers: disclaimersOf(ctx, [shown]),
        monthlyCost: outcome.answer,
        estimate: costMessages.estimate,
      },
      listingKey: key,
    };
  },
});
