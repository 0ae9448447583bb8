import {
  costMessages,
  answerMonthlyCost,
  toListing,
  type MonthlyCostQuery,
  type MonthlyCostResponse,
  type RawProperty,
} from '@rela/contracts';
import type { ResolvedDefaults } from './cost-levels';

/** An estimate, or the input that made one impossible, named with the contract's text. */
export type EstimateOutcome =
  | { ok: true; answer: MonthlyCostResponse }
  | { ok: false; issue: { path: 'price' | 'downPayment'; message: string } };

/**
 * The month of the first payment: the second month after today (a typical 30 to 45 day closing,
 * ADR 051), today as the clock's UTC date.
 */
export const firstPaymentMonth = (today: Date) => {
  const index = today.getUTCFullYear() * 12 + today.getUTCMonth() + 2;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/**
 * What a home costs a month under these inputs (REQ-COST-MONTHLY): contracts' `homeEstimate` over
 * the listing's facts as the cards read them (`toListing`), the inputs asked, and the caller's
 * defaults for the rest, with where each input came from. A home without a price needs one asked;
 * a down payment over the price is refused.
 */
export const estimateOf = (
  property: RawProperty,
  query: MonthlyCostQuery,
  defaults: ResolvedDefaults,
  today: Date,
): EstimateOutcome => {
  const listing = toListing(property);
  const listPrice = listing.price !== null && listing.price > 0 ? listing.price : null;
  const price = query.price ?? listPrice;
  if (price === null) return { ok: false, issue: { path: 'price', message: costMessages.price } };
  if (query.downPayment !== undefined && query.downPayment > price)
    return {
      ok: false,
      issue: { path: 'downPayment', message: costMessages.downPaymentOverPrice },
    };
  const fee = property.AssociationFee;
  return {
    ok: true,
    answer: answerMonthlyCost({
      facts: {
        price,
        state: listing.state,
        county: listing.county,
        hoaMonthly: listing.hoaMonthly,
      },
      query,
      defaults,
      firstPayment: firstPaymentMonth(today),
      taxAnnualAmount: property.TaxAnnualAmount,
      hoaFee:
        typeof fee === 'number' && fee > 0
          ? { fee, frequency: property.AssociationFeeFrequency ?? null }
          : null,
    }),
  };
};
