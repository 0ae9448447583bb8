import {
  countyKey,
  countyTaxRates,
  insuranceRate,
  maxCostPrice,
  maxCostRate,
  maxTermYears,
  mortgageInsuranceDownShare,
  mortgageInsuranceRates,
  nationalInsuranceRate,
  nationalTaxRate,
  propertyTaxRate,
  stateInsuranceRates,
  stateTaxRates,
  type CostDefaultsValues,
} from '@rela/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { replicaListings as listing } from '../../db/schema';
import { sqlText } from '../../db/schema/listing-costs';

/**
 * The search's monthly cost (REQ-COST-SEARCH, ADR 051): contracts' `homeEstimate` of each home
 * under the caller's defaults, mirrored in SQL over the replica's columns (the list price, the
 * rates' keys and the HOA dues a month, migration 0031) so that `maxMonthlyCost` and `monthly-asc`
 * are answered by the database. Written from contracts' rates and constants here, never copied:
 * a change of a rate is a change of contracts alone. The same operations on the same doubles in
 * the same order as the JavaScript, each part rounded as `Math.round` rounds, so that the figure is
 * the cards' to the dollar (`search-costs.test.ts` holds them together on both databases).
 */

/** A double as SQL, exactly (the shortest text that reads back as the same double). */
const double = (value: number) => sql.raw(`'${String(value)}'::float8`);

/**
 * `Math.round` of a part that is 0 or more and under 2^51 (every part of an estimate of a price up
 * to `maxCostPrice`): the largest double under one half added, then the floor. Plain `+ 0.5` would
 * round the largest double under one half up; PostgreSQL's `round` rounds halves to even.
 */
const halfUp = (value: SQL) => sql`floor(${value} + ${double(0.49999999999999994)})`;
/** Contracts' `wholeDollars`: the cents first (`Math.round`), then the dollars. */
const rounded = (value: SQL) => halfUp(sql`${halfUp(sql`(${value}) * 100`)} / 100`);

/** The caller's part of the estimate, per search (`costValuesOf`). */
const value = (name: keyof CostValues) => sql`${sql.placeholder(name)}::float8`;

/** Contracts' county keys as the replica's `county_key` holds them (`STATE:county`, lower case). */
export const countyKeysOfRates = Object.keys(countyTaxRates).map((key) => {
  const [state = '', county = ''] = key.split(':');
  return { key, state, county, column: `${state}:${county.toLowerCase()}` };
});

/** `propertyTaxRate` of contracts: the county's rate, else the state's, else the national one. */
const taxRateSql = () => {
  const counties = countyKeysOfRates.map(
    ({ key, column }) =>
      sql`when ${listing.countyKey} = ${sql.raw(sqlText(column))} then ${double(countyTaxRates[key] ?? nationalTaxRate)}`,
  );
  const states = Object.entries(stateTaxRates).map(
    ([state, rate]) =>
      sql`when ${listing.stateKey} = ${sql.raw(sqlText(state))} then ${double(rate)}`,
  );
  return sql`(case ${sql.join([...counties, ...states], sql` `)} else ${double(nationalTaxRate)} end)`;
};

/** `insuranceRate` of contracts: the state's share of the price, else the national one. */
const insuranceRateSql = () =>
  sql`(case ${sql.join(
    Object.entries(stateInsuranceRates).map(
      ([state, rate]) =>
        sql`when ${listing.stateKey} = ${sql.raw(sqlText(state))} then ${double(rate)}`,
    ),
    sql` `,
  )} else ${double(nationalInsuranceRate)} end)`;

/** `mortgageInsuranceRate` of contracts: the first band the loan's share is above. */
const mortgageInsuranceRateSql = (share: SQL) =>
  sql`(case ${sql.join(
    mortgageInsuranceRates.map(
      ({ aboveLoanShare, yearlyRate }) =>
        sql`when ${share} > ${double(aboveLoanShare)} then ${double(yearlyRate)}`,
    ),
    sql` `,
  )} else 0::float8 end)`;

/**
 * `homeEstimate(listing, defaults).total` of contracts for a home priced from $1 to
 * `maxCostPrice` (the prices an estimate takes); null for any other price (none, 0, negative, or
 * absurd), which no limit admits and `monthly-asc` puts last.
 */
export const monthlyTotalSql = (): SQL => {
  const price = sql`${listing.listPrice}`;
  // Math.min(price, Math.round((price * downPaymentPercent) / 100))
  const downPayment = sql`least(${price}, ${rounded(sql`(${price} * ${value('costPercent')}) / 100`)})`;
  const loan = sql`greatest(0::float8, ${price} - ${downPayment})`;
  // monthlyPayment: a 0% rate is the loan over the payments (a divisor of 0 is then impossible,
  // as `costDivisor` is exact for any rate above 0; the branch keeps SQL from dividing by it).
  const payment = sql`(case when ${value('costMonthlyRate')} = 0 then ${loan} / ${value('costPayments')} when ${value('costDivisor')} = 0 then case when ${loan} > 0 then 'Infinity'::float8 else 0::float8 end else (${loan} * ${value('costMonthlyRate')}) / ${value('costDivisor')} end)`;
  const tax = rounded(sql`(${price} * ${taxRateSql()}) / 12`);
  const insurance = rounded(sql`${rounded(sql`${price} * ${insuranceRateSql()}`)} / 12`);
  const hoa = rounded(sql`${listing.hoaMonthly}`);
  const mortgageInsurance = sql`(case when ${downPayment} < ${rounded(sql`${price} * ${double(mortgageInsuranceDownShare)}`)} and ${loan} > 0 then ${rounded(sql`(${loan} * ${mortgageInsuranceRateSql(sql`${loan} / ${price}`)}) / 12`)} else 0::float8 end)`;
  return sql`(case when ${price} between 1 and ${sql.raw(String(maxCostPrice))} then ${rounded(payment)} + ${tax} + ${insurance} + ${hoa} + ${mortgageInsurance} end)`;
};

/** The placeholders' values of the caller's part of the estimate. */
export type CostValues = {
  costPercent: number;
  costMonthlyRate: number;
  costPayments: number;
  costDivisor: number;
};

/** Whether defaults are what the costs module keeps (its checks): anything else is a fault. */
const checked = (defaults: CostDefaultsValues) => {
  const { downPaymentPercent, rate, termYears } = defaults;
  if (
    !(downPaymentPercent >= 0 && downPaymentPercent <= 100) ||
    !(rate >= 0 && rate <= maxCostRate) ||
    !(Number.isInteger(termYears) && termYears >= 1 && termYears <= maxTermYears)
  )
    throw new Error(`cost defaults out of range: ${JSON.stringify(defaults)}`);
  return defaults;
};

/**
 * The caller's part of the estimate, computed here as `monthlyPayment` computes it: the monthly
 * rate, the number of payments and the level payment's divisor `1 - (1 + rate)^-payments`, exact
 * as the rate nears 0 (`-expm1(-payments * log1p(rate))`; no power is taken in SQL, whose `pow` may
 * differ from JavaScript's in the last bit). A down payment
 * under 1e-200 percent is 0 (its dollars round to 0 either way, and SQL's product would underflow).
 */
export const costValuesOf = (defaults: CostDefaultsValues): CostValues => {
  const { downPaymentPercent, rate, termYears } = checked(defaults);
  const monthly = rate / 1200;
  const payments = termYears * 12;
  return {
    costPercent: downPaymentPercent < 1e-200 ? 0 : downPaymentPercent,
    costMonthlyRate: monthly,
    costPayments: payments,
    costDivisor: -Math.expm1(-payments * Math.log1p(monthly)),
  };
};

/**
 * The yearly tax and insurance a dollar of price can cost, least and most: over every county and
 * state of the rates and the national figures, as `propertyTaxRate` and `insuranceRate` pair them.
 */
export const yearlyRates = (() => {
  const states = new Set([
    ...Object.keys(stateTaxRates),
    ...Object.keys(stateInsuranceRates),
    ...Object.keys(countyTaxRates).map((key) => key.split(':')[0] ?? ''),
    '',
  ]);
  const places: [string, string | null][] = [
    ...[...states].map((state): [string, null] => [state, null]),
    ...Object.keys(countyTaxRates).map((key): [string, string] => {
      const [state = '', county = ''] = key.split(':');
      return [state, county];
    }),
  ];
  const rates = places.map(
    ([state, county]) => propertyTaxRate(state, county).rate + insuranceRate(state).rate,
  );
  return { least: Math.min(...rates), most: Math.max(...rates) };
})();

/** The highest yearly mortgage insurance a dollar of loan can cost. */
const mostMortgageInsurance = Math.max(...mortgageInsuranceRates.map((band) => band.yearlyRate));

/** The price bounds of a monthly limit (`priceBoundsOf`), as the statement's values. */
export type PriceBounds = {
  costPriceBound: number;
  costMostPerDollar: number;
  costSureLimit: number;
};

/**
 * What the price alone tells of a home's estimate against `limit`, so that the price index
 * narrows the rows and few need the exact figure. The total is at least the price times the
 * least a dollar costs a month (the level payment per dollar of loan times the share borrowed,
 * plus the least tax and insurance), less what the rounding of the parts and of the down payment
 * can take off (under 2 dollars, and half a dollar of loan's payment), as HOA dues and mortgage
 * insurance only add: so no home above `costPriceBound` is within the limit. And it is at most
 * the price times the most a dollar costs (the most tax and insurance, the highest mortgage
 * insurance), plus the HOA dues, plus what rounding can add (under 4 dollars with half a dollar
 * of loan's payment): so a home whose `price * costMostPerDollar + hoa` is at most `costSureLimit`
 * is within the limit without its exact figure. A margin of a billionth covers the doubles.
 */
export const priceBoundsOf = (values: CostValues, limit: number): PriceBounds => {
  const perLoanDollar =
    values.costMonthlyRate === 0
      ? 1 / values.costPayments
      : values.costDivisor === 0
        ? Infinity
        : values.costMonthlyRate / values.costDivisor;
  const borrowed = 1 - values.costPercent / 100;
  const least =
    (Number.isFinite(perLoanDollar) ? perLoanDollar : 0) * borrowed + yearlyRates.least / 12;
  const most = (perLoanDollar + mostMortgageInsurance / 12) * borrowed + yearlyRates.most / 12;
  const slack = Number.isFinite(perLoanDollar) ? perLoanDollar / 2 : 0;
  return {
    costPriceBound: Math.min(maxCostPrice, ((limit + 2 + slack) / least) * (1 + 1e-9) + 1),
    costMostPerDollar: most * (1 + 1e-9),
    costSureLimit: limit - 4 - slack,
  };
};

/** Whether every county of the rates is written as `countyKey` writes it (the SQL relies on it). */
export const ratesKeysAreCanonical = () =>
  countyKeysOfRates.every(
    ({ key, state, county }) =>
      key.split(':').length === 2 &&
      /^[A-Z]+$/.test(state) &&
      /^[\x20-\x7e]+$/.test(county) &&
      countyKey(state, county) === key,
  );
