import {
  costMessages,
  costRatesYear,
  homeEstimate,
  mortgageInsuranceRate,
  paymentMonth,
  toListing,
  type CostInputSource,
  type MonthlyCostQuery,
  type MonthlyCostResponse,
  type RawProperty,
} from '@rela/contracts';
import type { ResolvedDefaults } from './cost-levels';

/** An estimate, or the input that made one impossible, named with the contract's text. */
export type EstimateOutcome =
  | { ok: true; answer: MonthlyCostResponse }
  | { ok: false; issue: { path: 'price' | 'downPayment'; message: string } };

/** A share as a percent without float dust (0.011 is 1.1, never 1.0999999999999999). */
const percent = (share: number) => Math.round(share * 1_000_000) / 10_000;

const asked: CostInputSource = { from: 'asked', by: null, at: null };

/**
 * The month of the first payment: the second month after today (a typical 30 to 45 day closing,
 * ADR 051), today as the clock's UTC date.
 */
export const firstPaymentMonth = (today: Date) => {
  const index = today.getUTCFullYear() * 12 + today.getUTCMonth() + 2;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** The MLS's last yearly tax bill a month, in whole dollars; null without one. */
const sellersLastTax = (amount: number | null) =>
  typeof amount === 'number' && Number.isFinite(amount) && amount >= 0
    ? Math.round(amount / 12)
    : null;

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
  const rate = query.rate ?? defaults.values.rate;
  const termYears = query.termYears ?? defaults.values.termYears;
  const estimate = homeEstimate(
    { price, state: listing.state, county: listing.county, hoaMonthly: listing.hoaMonthly },
    {
      downPaymentPercent: defaults.values.downPaymentPercent,
      rate,
      termYears,
      ...(query.downPayment !== undefined ? { downPayment: query.downPayment } : {}),
      ...(query.insurance !== undefined ? { insurance: query.insurance } : {}),
    },
  );
  const endsAfter = estimate.mortgageInsuranceEndsAfter;
  const fee = property.AssociationFee;
  const hasFee = typeof fee === 'number' && fee > 0;
  return {
    ok: true,
    answer: {
      price: estimate.price,
      downPayment: estimate.downPayment,
      rate,
      termYears,
      principalAndInterest: estimate.principalAndInterest,
      tax: estimate.tax,
      sellersLastTax: sellersLastTax(property.TaxAnnualAmount),
      insurance: estimate.insurance,
      hoa: estimate.hoa,
      mortgageInsurance: estimate.mortgageInsurance,
      total: estimate.total,
      mortgageInsuranceEndsOn:
        endsAfter === null ? null : paymentMonth(firstPaymentMonth(today), endsAfter),
      sources: {
        price: query.price === undefined ? 'list' : 'asked',
        downPayment: query.downPayment === undefined ? defaults.sources.downPaymentPercent : asked,
        rate: query.rate === undefined ? defaults.sources.rate : asked,
        termYears: query.termYears === undefined ? defaults.sources.termYears : asked,
        tax: {
          from: estimate.taxRate.from,
          county: listing.county ?? null,
          state: listing.state,
          ratePercent: percent(estimate.taxRate.rate),
          year: costRatesYear,
        },
        insurance: {
          from: query.insurance === undefined ? estimate.insuranceRate.from : 'asked',
          state: listing.state,
          ratePercent: query.insurance === undefined ? percent(estimate.insuranceRate.rate) : null,
        },
        hoa: hasFee
          ? { from: 'mls', fee, frequency: property.AssociationFeeFrequency ?? null }
          : { from: 'none', fee: null, frequency: null },
        mortgageInsurance: {
          ratePercent:
            endsAfter === null
              ? 0
              : percent(mortgageInsuranceRate((price - estimate.downPayment) / price)),
        },
      },
    },
  };
};
