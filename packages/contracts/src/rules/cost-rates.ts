/**
 * The rates behind a monthly estimate that Rela keeps in the repository (ADR 051): property tax by
 * county (the bill resets at the sale, so it is re-estimated at the price) and homeowner's
 * insurance by state. Rela cannot fetch either; a county or state missing here falls back to the
 * state's, then the national, figure, and the answer says which was used.
 */

/** The year the rates below are for; the dialog shows it. */
export const costRatesYear = 2025;

/**
 * Effective yearly property tax as a share of a new owner's price, every county the embedded MLS
 * lists (the county and city levies a home in its main city pays, before any homestead exemption),
 * by `STATE:County` (`countyKey`).
 */
export const countyTaxRates: Readonly<Record<string, number>> = {
  'CA:Sacramento': 0.011,
  'CO:Denver': 0.0055,
  'ID:Ada': 0.0065,
  'NC:Wake': 0.009,
  'OH:Franklin': 0.019,
  'OR:Multnomah': 0.012,
  'TN:Davidson': 0.0081,
  'TX:Travis': 0.018,
};

/** A state's typical yearly property tax as a share of the price, where its county is not above. */
export const stateTaxRates: Readonly<Record<string, number>> = {
  CA: 0.0075,
  CO: 0.0055,
  ID: 0.0063,
  NC: 0.0082,
  OH: 0.0153,
  OR: 0.0093,
  TN: 0.0064,
  TX: 0.0168,
};

/** Where neither the county nor the state is known: about the national median. */
export const nationalTaxRate = 0.0099;

/**
 * A typical yearly homeowner's insurance premium as a share of the price, by state (a buyer's own
 * quote replaces it).
 */
export const stateInsuranceRates: Readonly<Record<string, number>> = {
  CA: 0.0035,
  CO: 0.007,
  ID: 0.0035,
  NC: 0.005,
  OH: 0.0035,
  OR: 0.003,
  TN: 0.0055,
  TX: 0.01,
};

export const nationalInsuranceRate = 0.005;

/** `STATE:County`, the county without "County" or "Parish", for `countyTaxRates`. */
export const countyKey = (state: string | null | undefined, county: string | null | undefined) =>
  `${(state ?? '').trim().toUpperCase()}:${(county ?? '')
    .trim()
    .replace(/\s+(county|parish)$/i, '')
    .toLowerCase()
    .replace(/(^|[\s-])\p{L}/gu, (letter) => letter.toUpperCase())}`;

/** Where a tax rate came from: the county's, the state's, or the national figure. */
export type TaxRateSource = 'county' | 'state' | 'national';

/** The yearly property tax rate for a home in this county and state, and where it came from. */
export const propertyTaxRate = (
  state: string | null | undefined,
  county: string | null | undefined,
): { rate: number; from: TaxRateSource } => {
  const byCounty = countyTaxRates[countyKey(state, county)];
  if (byCounty !== undefined) return { rate: byCounty, from: 'county' };
  const byState = stateTaxRates[(state ?? '').trim().toUpperCase()];
  if (byState !== undefined) return { rate: byState, from: 'state' };
  return { rate: nationalTaxRate, from: 'national' };
};

/** The yearly insurance rate for a home in this state, and whether it is the state's. */
export const insuranceRate = (
  state: string | null | undefined,
): { rate: number; from: 'state' | 'national' } => {
  const byState = stateInsuranceRates[(state ?? '').trim().toUpperCase()];
  return byState === undefined
    ? { rate: nationalInsuranceRate, from: 'national' }
    : { rate: byState, from: 'state' };
};
