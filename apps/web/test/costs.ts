import {
  answerMonthlyCost,
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
 * What the server answers for `query` under `defaults`: contracts' `answerMonthlyCost`, as the
 * server's service calls it, over the test listing's facts.
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
  const monthlyTax = options.sellersLastTax === undefined ? 510 : options.sellersLastTax;
  const hoa = facts.hoaMonthly ?? 0;
  return answerMonthlyCost({
    facts: { ...facts, price: query.price ?? facts.price },
    query,
    defaults: { values: defaults, sources: defaults.sources },
    firstPayment: options.firstPayment ?? { year: 2027, month: 1 },
    taxAnnualAmount: monthlyTax === null ? null : monthlyTax * 12,
    hoaFee: hoa > 0 ? { fee: hoa, frequency: 'Monthly' } : null,
  });
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
