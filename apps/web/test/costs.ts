import {
  costRatesYear,
  homeEstimate,
  paymentMonth,
  relaCostDefaults,
  type Comparable,
  type ComparablesResponse,
  type CostDefaultsResponse,
  type CostInputSource,
  type EstimateFacts,
  type ListingHistoryResponse,
  monthlyCostQuerySchema,
  type MonthlyCostQuery,
  type MonthlyCostResponse,
} from '@rela/contracts';

const rela: CostInputSource = { from: 'rela', by: null, at: null };

/** The company's defaults as everyone but a buyer reads them: Rela's starting values, never set. */
export const companyCostDefaults = (
  overrides: Partial<CostDefaultsResponse> = {},
): CostDefaultsResponse => ({
  ...relaCostDefaults,
  scope: 'company',
  sources: { downPaymentPercent: rela, rate: rela, termYears: rela },
  companyRate: { rate: relaCostDefaults.rate, at: null, by: null },
  editable: false,
  ...overrides,
});

/** The listing of the dialog's tests (K1: $450,000 in Springfield, IL): no county rate known. */
export const testListingFacts: EstimateFacts = {
  price: 450_000,
  state: 'IL',
  county: null,
  hoaMonthly: 0,
};

/**
 * What the server answers for `query` under `defaults` (the contracts' one estimate, as the
 * server's service calls it); sources say where each value came from.
 */
export const monthlyCostAnswer = (
  query: MonthlyCostQuery = {},
  options: {
    facts?: EstimateFacts;
    defaults?: CostDefaultsResponse;
    sellersLastTax?: number | null;
    firstPayment?: { year: number; month: number };
  } = {},
): MonthlyCostResponse => {
  const facts = options.facts ?? testListingFacts;
  const defaults = options.defaults ?? companyCostDefaults();
  const asked: CostInputSource = { from: 'asked', by: null, at: null };
  const estimate = homeEstimate(facts, {
    downPaymentPercent: defaults.downPaymentPercent,
    rate: query.rate ?? defaults.rate,
    termYears: query.termYears ?? defaults.termYears,
    price: query.price,
    downPayment: query.downPayment,
    insurance: query.insurance,
  });
  const loan = estimate.price - estimate.downPayment;
  return {
    price: estimate.price,
    downPayment: estimate.downPayment,
    rate: query.rate ?? defaults.rate,
    termYears: query.termYears ?? defaults.termYears,
    principalAndInterest: estimate.principalAndInterest,
    tax: estimate.tax,
    sellersLastTax: options.sellersLastTax === undefined ? 510 : options.sellersLastTax,
    insurance: estimate.insurance,
    hoa: estimate.hoa,
    mortgageInsurance: estimate.mortgageInsurance,
    total: estimate.total,
    mortgageInsuranceEndsOn:
      estimate.mortgageInsuranceEndsAfter === null
        ? null
        : paymentMonth(
            options.firstPayment ?? { year: 2027, month: 1 },
            estimate.mortgageInsuranceEndsAfter,
          ),
    sources: {
      price: query.price === undefined ? 'list' : 'asked',
      downPayment: query.downPayment === undefined ? defaults.sources.downPaymentPercent : asked,
      rate: query.rate === undefined ? defaults.sources.rate : asked,
      termYears: query.termYears === undefined ? defaults.sources.termYears : asked,
      tax: {
        from: estimate.taxRate.from,
        county: facts.county ?? null,
        state: facts.state ?? null,
        ratePercent: Math.round(estimate.taxRate.rate * 10_000) / 100,
        year: costRatesYear,
      },
      insurance:
        query.insurance === undefined
          ? {
              from: estimate.insuranceRate.from,
              state: facts.state ?? null,
              ratePercent: Math.round(estimate.insuranceRate.rate * 10_000) / 100,
            }
          : { from: 'asked', state: facts.state ?? null, ratePercent: null },
      hoa:
        (facts.hoaMonthly ?? 0) > 0
          ? { from: 'mls', fee: facts.hoaMonthly ?? null, frequency: 'Monthly' }
          : { from: 'none', fee: null, frequency: null },
      mortgageInsurance: {
        ratePercent:
          estimate.mortgageInsurance > 0
            ? Math.round(((estimate.mortgageInsurance * 12) / loan) * 10_000) / 100
            : 0,
      },
    },
  };
};

export const emptyHistory: ListingHistoryResponse = { events: [], daysOnMarket: null };

export const noComparables: ComparablesResponse = {
  shown: true,
  hiddenFromBuyer: false,
  items: [],
  chosenBy: 'rela',
  dropped: [],
};

/** A Closed listing of Springfield like K1, sold `daysAgo` days ago. */
export const comparable = (
  listingKey: string,
  overrides: Partial<Comparable> = {},
): Comparable => ({
  listing: {
    listingKey,
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
    address: `${listingKey.slice(1)} Elm Street`,
    propertyType: 'Residential',
    price: 440_000,
    size: 2_000,
    bedrooms: 4,
    bathrooms: 2.5,
    latitude: 39.78,
    longitude: -89.64,
    status: 'Closed',
    imageURL: null,
    attribution: { compact: 'Listed by Oak Realty', full: 'Listed by Oak Realty, (217) 555-0100' },
  },
  closePrice: 432_000,
  closeDate: '2026-10-02',
  pricePerSqft: 216,
  reasons: {
    distanceMiles: 0.4,
    sizeDifferencePercent: -7,
    bedroomsDifference: 0,
    daysSinceClose: 59,
  },
  pinned: false,
  ...overrides,
});

/** The query of a monthly-cost request, read as the server reads it. */
export const monthlyCostQueryOf = (request: Request): MonthlyCostQuery =>
  monthlyCostQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
