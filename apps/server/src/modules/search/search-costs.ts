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
const rounded = (value: SQL) => sql`floor(${value} + ${double(0.49999999999999994)})`;

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
  // monthlyPayment: a 0% rate is the loan over the payments; a rate so small that 1 + rate is 1
  // leaves the level payment's divisor 0 (endless in JavaScript, and here).
  const payment = sql`(case when ${value('costMonthlyRate')} = 0 then ${loan} / ${value('costPayments')} when ${value('costDivisor')} = 0 then case when ${loan} > 0 then 'Infinity'::float8 else 0::float8 end else (${loan} * ${value('costMonthlyRate')}) / ${value('costDivisor')} end)`;
  const tax = rounded(sql`(${price} * ${taxRateSql()}) / 12`);
  const insurance = rounded(sql`${rounded(sql`${price} * ${insuranceRateSql()}`)} / 12`);
  const hoa = rounded(sql`${listing.hoaMonthly}`);
  const mortgageInsurance = sql`(case when ${downPayment} < ${price} * ${double(mortgageInsuranceDownShare)} and ${loan} > 0 then ${rounded(sql`(${loan} * ${mortgageInsuranceRateSql(sql`${loan} / ${price}`)}) / 12`)} else 0::float8 end)`;
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
 * rate, the number of payments and the level payment's divisor `1 - (1 + rate)^-payments` (so no
 * power is taken in SQL, whose `pow` may differ from JavaScript's in the last bit). A down payment
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
    costDivisor: 1 - (1 + monthly) ** -payments,
  };
};

/**
 * The least yearly tax and insurance a dollar of price can cost: over every county and state of
 * the rates and the national figures, as `propertyTaxRate` and `insuranceRate` pair them.
 */
export const leastYearlyRate = (() => {
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
  return Math.min(
    ...places.map(
      ([state, county]) => propertyTaxRate(state, county).rate + insuranceRate(state).rate,
    ),
  );
})();

/**
 * The highest list price whose estimate can be within `limit` under these values: the total is
 * at least the price times (the level payment per dollar of loan times the share borrowed, plus
 * the least tax and insurance a month), less what the rounding of each part and of the down
 * payment can take off (under 2 dollars, and half a dollar of loan's payment); HOA dues and
 * mortgage insurance only add. So the price indexes narrow the rows before the exact check.
 */
export const priceBoundOf = (values: CostValues, limit: number) => {
  const perLoanDollar =
    values.costMonthlyRate === 0
      ? 1 / values.costPayments
      : values.costDivisor === 0
        ? 0
        : values.costMonthlyRate / values.costDivisor;
  const perDollar = perLoanDollar * (1 - values.costPercent / 100) + leastYearlyRate / 12;
  const bound = ((limit + 2 + perLoanDollar / 2) / perDollar) * (1 + 1e-9) + 1;
  return Math.min(maxCostPrice, bound);
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
