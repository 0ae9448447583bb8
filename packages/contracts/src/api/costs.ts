import { z } from 'zod/mini';
import { costMessages } from '../messages/costs';
import { usernameSchema } from './auth';
import { listingAttributionSchema, listingKeySchema, listingSchema } from './listings';

const text = costMessages;

/** Highest price an estimate takes (the search's own limit). */
export const maxCostPrice = 1_000_000_000;
export const maxYearlyInsurance = 1_000_000;
export const maxCostRate = 30;
export const maxTermYears = 40;
export const maxMonthlyCostLimit = 1_000_000;

const queryNumber = (min: number, max: number, message: string, whole = false) =>
  z.coerce
    .number(message)
    .check(...(whole ? [z.int(message)] : []), z.gte(min, message), z.lte(max, message));

const bodyNumber = (min: number, max: number, message: string, whole = false) =>
  z
    .number(message)
    .check(...(whole ? [z.int(message)] : []), z.gte(min, message), z.lte(max, message));

/** A listing named in a cost call's path. */
export const listingCostParamsSchema = z.object({ listingKey: listingKeySchema });

/**
 * GET /{product}/listings/{listingKey}/monthly-cost: every value optional, the caller's defaults
 * (`cost-defaults`) and the listing's facts for the rest. Whole dollars but `rate` (a yearly percent,
 * 6.5 for 6.5%) and `termYears`; `insurance` is the yearly premium. A bad value is a 400 naming it;
 * a down payment over the price is one too.
 */
export const monthlyCostQuerySchema = z.object({
  price: z.optional(queryNumber(1, maxCostPrice, text.price, true)),
  downPayment: z.optional(queryNumber(0, maxCostPrice, text.downPayment, true)),
  rate: z.optional(queryNumber(0, maxCostRate, text.rate)),
  termYears: z.optional(queryNumber(1, maxTermYears, text.termYears, true)),
  insurance: z.optional(queryNumber(0, maxYearlyInsurance, text.insurance, true)),
});
export type MonthlyCostQuery = z.output<typeof monthlyCostQuerySchema>;

/**
 * Who gave an input: this call (`asked`), the buyer's household (`buyer`), their realtor
 * (`realtor`), the company owner (`company`), or Rela's starting value (`rela`).
 */
export const costInputFroms = ['asked', 'buyer', 'realtor', 'company', 'rela'] as const;
export type CostInputFrom = (typeof costInputFroms)[number];

/** Where one input came from, with who set it and when where a person did. */
export const costInputSourceSchema = z.object({
  from: z.enum(costInputFroms),
  /** The full name of who set it (`buyer`, `realtor`, `company`). */
  by: z.nullable(z.string()),
  at: z.nullable(z.string()),
});
export type CostInputSource = z.infer<typeof costInputSourceSchema>;

export const monthlyCostSourcesSchema = z.object({
  /** The list price (`list`), or the price this call asked about (`asked`). */
  price: z.enum(['list', 'asked']),
  downPayment: costInputSourceSchema,
  rate: costInputSourceSchema,
  termYears: costInputSourceSchema,
  /** The county's rate, else the state's, else the national one, for `costRatesYear`. */
  tax: z.object({
    from: z.enum(['county', 'state', 'national']),
    county: z.nullable(z.string()),
    state: z.nullable(z.string()),
    /** Yearly, percent of the price (0.9 for 0.9%). */
    ratePercent: z.number(),
    year: z.number(),
  }),
  /** The state's typical rate (percent of the price a year), or the premium this call gave. */
  insurance: z.object({
    from: z.enum(['asked', 'state', 'national']),
    state: z.nullable(z.string()),
    ratePercent: z.nullable(z.number()),
  }),
  /** The MLS's `AssociationFee` and its frequency, or none. */
  hoa: z.object({
    from: z.enum(['mls', 'none']),
    fee: z.nullable(z.number()),
    frequency: z.nullable(z.string()),
  }),
  /** The yearly premium's percent of the loan, 0 at 20% down or more. */
  mortgageInsurance: z.object({ ratePercent: z.number() }),
});
export type MonthlyCostSources = z.infer<typeof monthlyCostSourcesSchema>;

/** The answer: inputs as used, then the parts in whole dollars a month (REQ-COST-MONTHLY). */
export const monthlyCostResponseSchema = z.object({
  price: z.number(),
  downPayment: z.number(),
  rate: z.number(),
  termYears: z.number(),
  principalAndInterest: z.number(),
  /** Re-estimated at `price` (the seller's bill resets at the sale). */
  tax: z.number(),
  /** The MLS's `TaxAnnualAmount` a month: "the seller's last bill"; null when the MLS gives none. */
  sellersLastTax: z.nullable(z.number()),
  insurance: z.number(),
  hoa: z.number(),
  mortgageInsurance: z.number(),
  total: z.number(),
  /** `YYYY-MM` of the last payment with mortgage insurance by schedule; null without any. */
  mortgageInsuranceEndsOn: z.nullable(z.string()),
  sources: monthlyCostSourcesSchema,
});
export type MonthlyCostResponse = z.infer<typeof monthlyCostResponseSchema>;

/** The inputs someone keeps for every home: down payment as a share, rate, term. */
export const costDefaultsValuesSchema = z.object({
  /** Percent of the price (20 for 20%). */
  downPaymentPercent: z.number(),
  rate: z.number(),
  termYears: z.number(),
});
export type CostDefaultsValues = z.infer<typeof costDefaultsValuesSchema>;

/**
 * GET and PUT /{product}/cost-defaults: a buyer's household's own inputs; `?buyer=` (a username)
 * for their realtor; the company's for everyone else (only the company owner may change them).
 */
export const costDefaultsQuerySchema = z.object({ buyer: z.optional(usernameSchema) });

/** PUT: the values to set; null clears one (the level above applies again). At least one. */
export const costDefaultsBodySchema = z
  .object({
    downPaymentPercent: z.optional(z.nullable(bodyNumber(0, 100, text.downPaymentPercent))),
    rate: z.optional(z.nullable(bodyNumber(0, maxCostRate, text.rate))),
    termYears: z.optional(z.nullable(bodyNumber(1, maxTermYears, text.termYears, true))),
  })
  .check(
    z.refine(
      (body) =>
        body.downPaymentPercent !== undefined ||
        body.rate !== undefined ||
        body.termYears !== undefined,
      { message: text.nothingToSet },
    ),
  );
export type CostDefaultsBody = z.infer<typeof costDefaultsBodySchema>;

export const costDefaultsResponseSchema = z.extend(costDefaultsValuesSchema, {
  /** Whose defaults these are: a buyer's household, or the company's. */
  scope: z.enum(['buyer', 'company']),
  sources: z.object({
    downPaymentPercent: costInputSourceSchema,
    rate: costInputSourceSchema,
    termYears: costInputSourceSchema,
  }),
  /** The company's current rate and when and by whom it was set (never set: null, null). */
  companyRate: z.object({
    rate: z.number(),
    at: z.nullable(z.string()),
    by: z.nullable(z.string()),
  }),
  /** Whether the caller may change these. */
  editable: z.boolean(),
});
export type CostDefaultsResponse = z.infer<typeof costDefaultsResponseSchema>;

/** Rela's starting values, before anyone sets any (the page says the rate was never set). */
export const relaCostDefaults: CostDefaultsValues = {
  downPaymentPercent: 20,
  rate: 6.5,
  termYears: 30,
};

/** The kinds of a listing's history, oldest first in an answer. */
export const listingHistoryKinds = [
  'listed',
  'price-change',
  'status-change',
  'back-on-market',
  'off-market',
] as const;
export type ListingHistoryKind = (typeof listingHistoryKinds)[number];

export const listingHistoryEventSchema = z.object({
  /**
   * ISO 8601: `listed` on the list date, a date (`2026-07-14`; an instant when the MLS gives no
   * list date); every other line an instant.
   */
  at: z.string(),
  kind: z.enum(listingHistoryKinds),
  price: z.optional(z.number()),
  previousPrice: z.optional(z.number()),
  status: z.optional(z.string()),
});
export type ListingHistoryEvent = z.infer<typeof listingHistoryEventSchema>;

/** GET /{product}/listings/{listingKey}/history (REQ-COST-HISTORY). */
export const listingHistoryResponseSchema = z.object({
  events: z.array(listingHistoryEventSchema),
  /** Days since it was listed (the MLS's `DaysOnMarket` where it gives one); null when unknown. */
  daysOnMarket: z.nullable(z.number()),
});
export type ListingHistoryResponse = z.infer<typeof listingHistoryResponseSchema>;

/** Why a comparable was chosen, as figures the dialog words (REQ-COST-COMPARABLES). */
export const comparableReasonsSchema = z.object({
  distanceMiles: z.nullable(z.number()),
  /** Its living area against the home's, in percent (-8 for 8% smaller). */
  sizeDifferencePercent: z.nullable(z.number()),
  bedroomsDifference: z.nullable(z.number()),
  daysSinceClose: z.number(),
});

export const comparableSchema = z.object({
  listing: z.extend(listingSchema, { attribution: listingAttributionSchema }),
  closePrice: z.number(),
  closeDate: z.string(),
  pricePerSqft: z.nullable(z.number()),
  reasons: comparableReasonsSchema,
  /** The realtor chose it for this buyer (kept first). */
  pinned: z.boolean(),
});
export type Comparable = z.infer<typeof comparableSchema>;

/** GET /{product}/listings/{listingKey}/comparables?buyer=: a realtor asks for one buyer. */
export const comparablesQuerySchema = z.object({ buyer: z.optional(usernameSchema) });

export const comparablesResponseSchema = z.object({
  /** False where the listing's MLS keeps sold data from clients (the caller is one): no items. */
  shown: z.boolean(),
  /** True when the buyer does not see them (a realtor's view of such an MLS). */
  hiddenFromBuyer: z.boolean(),
  items: z.array(comparableSchema),
  /** The realtor's choice applies (pins or drops), else Rela's nearest. */
  chosenBy: z.enum(['rela', 'realtor']),
  /** Listing keys the realtor dropped (a realtor's answer only; empty for a buyer). */
  dropped: z.array(z.string()),
});
export type ComparablesResponse = z.infer<typeof comparablesResponseSchema>;

/** PUT /{product}/listings/{listingKey}/comparables?buyer=: the realtor's choice for one buyer. */
export const comparablesChoiceBodySchema = z
  .object({
    pinned: z
      .array(listingKeySchema, text.comparableKeys)
      .check(z.maxLength(20, text.comparableKeys)),
    dropped: z
      .array(listingKeySchema, text.comparableKeys)
      .check(z.maxLength(20, text.comparableKeys)),
  })
  .check(
    z.refine((body) => !body.pinned.some((key) => body.dropped.includes(key)), {
      message: text.comparablePinnedAndDropped,
      path: ['dropped'],
    }),
  );
export type ComparablesChoiceBody = z.infer<typeof comparablesChoiceBodySchema>;
export const comparablesChoiceQuerySchema = z.object({ buyer: usernameSchema });

/** Days a search's "price reduced" filter may look back. */
export const priceReducedWindows = [7, 30] as const;
