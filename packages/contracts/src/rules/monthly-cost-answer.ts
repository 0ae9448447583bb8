import type {
  CostDefaultsValues,
  CostInputSource,
  MonthlyCostQuery,
  MonthlyCostResponse,
} from '../api/costs';
import { costRatesYear } from './cost-rates';
import {
  homeEstimate,
  mortgageInsuranceRate,
  paymentMonth,
  type EstimateFacts,
} from './monthly-cost';

/** The defaults an answer starts from, with where each came from. */
export type AnswerDefaults = {
  values: CostDefaultsValues;
  sources: Record<keyof CostDefaultsValues, CostInputSource>;
};

/** A share as a percent without float dust (0.011 is 1.1, never 1.0999999999999999). */
const percent = (share: number) => Math.round(share * 1_000_000) / 10_000;

const asked: CostInputSource = { from: 'asked', by: null, at: null };

/**
 * The `monthly-cost` answer (REQ-COST-MONTHLY) of a home's facts under the inputs asked and the
 * caller's defaults, with where each input came from: `homeEstimate` and its sources. `facts.price`
 * is the price to estimate (the one asked, else the list price); the caller has refused a home
 * without one and a down payment over it. `firstPayment` is the month mortgage insurance counts
 * from; `taxAnnualAmount` and `hoaFee` are the MLS's, as the dialog shows them.
 */
export const answerMonthlyCost = ({
  facts,
  query,
  defaults,
  firstPayment,
  taxAnnualAmount,
  hoaFee,
}: {
  facts: EstimateFacts;
  query: MonthlyCostQuery;
  defaults: AnswerDefaults;
  firstPayment: { year: number; month: number };
  taxAnnualAmount: number | null | undefined;
  hoaFee: { fee: number; frequency: string | null } | null;
}): MonthlyCostResponse => {
  const rate = query.rate ?? defaults.values.rate;
  const termYears = query.termYears ?? defaults.values.termYears;
  const estimate = homeEstimate(facts, {
    downPaymentPercent: defaults.values.downPaymentPercent,
    rate,
    termYears,
    ...(query.downPayment !== undefined ? { downPayment: query.downPayment } : {}),
    ...(query.insurance !== undefined ? { insurance: query.insurance } : {}),
  });
  const endsAfter = estimate.mortgageInsuranceEndsAfter;
  const state = facts.state ?? null;
  return {
    price: estimate.price,
    downPayment: estimate.downPayment,
    rate,
    termYears,
    principalAndInterest: estimate.principalAndInterest,
    tax: estimate.tax,
    sellersLastTax:
      typeof taxAnnualAmount === 'number' &&
      Number.isFinite(taxAnnualAmount) &&
      taxAnnualAmount >= 0
        ? Math.round(taxAnnualAmount / 12)
        : null,
    insurance: estimate.insurance,
    hoa: estimate.hoa,
    mortgageInsurance: estimate.mortgageInsurance,
    total: estimate.total,
    mortgageInsuranceEndsOn: endsAfter === null ? null : paymentMonth(firstPayment, endsAfter),
    sources: {
      price: query.price === undefined ? 'list' : 'asked',
      downPayment: query.downPayment === undefined ? defaults.sources.downPaymentPercent : asked,
      rate: query.rate === undefined ? defaults.sources.rate : asked,
      termYears: query.termYears === undefined ? defaults.sources.termYears : asked,
      tax: {
        from: estimate.taxRate.from,
        county: facts.county ?? null,
        state,
        ratePercent: percent(estimate.taxRate.rate),
        year: costRatesYear,
      },
      insurance: {
        from: query.insurance === undefined ? estimate.insuranceRate.from : 'asked',
        state,
        ratePercent: query.insurance === undefined ? percent(estimate.insuranceRate.rate) : null,
      },
      hoa: hoaFee
        ? { from: 'mls', fee: hoaFee.fee, frequency: hoaFee.frequency }
        : { from: 'none', fee: null, frequency: null },
      mortgageInsurance: {
        ratePercent:
          endsAfter === null
            ? 0
            : percent(
                mortgageInsuranceRate((estimate.price - estimate.downPayment) / estimate.price),
              ),
      },
    },
  };
};
