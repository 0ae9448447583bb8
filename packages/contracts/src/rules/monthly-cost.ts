import { insuranceRate, propertyTaxRate } from './cost-rates';

/**
 * What a home costs a month (REQ-COST-MONTHLY, ADR 051): principal and interest on a fixed-rate
 * loan, the property tax re-estimated at the price, homeowner's insurance, HOA dues made monthly,
 * and mortgage insurance while the loan is over 80% of the price. One function, read by the server
 * (its answers and the search's limit) and by the web (the cards), so every place agrees.
 */

/** Borrowers put down at least this share of the price before mortgage insurance ends. */
export const mortgageInsuranceDownShare = 0.2;
/**
 * Automatic termination (the Homeowners Protection Act of 1998): mortgage insurance ends by
 * schedule once the balance is first due to reach 78% of the home's original value.
 */
export const mortgageInsuranceEndShare = 0.78;

/**
 * A typical yearly mortgage-insurance premium, as a share of the loan, by the loan's share of the
 * price (borrower-paid, monthly premiums, a borrower with good credit). A lender's quote decides;
 * the dialog says so.
 */
export const mortgageInsuranceRates: readonly { aboveLoanShare: number; yearlyRate: number }[] = [
  { aboveLoanShare: 0.95, yearlyRate: 0.0085 },
  { aboveLoanShare: 0.9, yearlyRate: 0.0062 },
  { aboveLoanShare: 0.85, yearlyRate: 0.0045 },
  { aboveLoanShare: 0.8, yearlyRate: 0.003 },
];

/** The inputs of one estimate, each in whole dollars but the rate (a yearly percent) and term. */
export type MonthlyCostInputs = {
  price: number;
  downPayment: number;
  /** Yearly interest, in percent (6.5 for 6.5%). */
  rate: number;
  termYears: number;
  /** The yearly homeowner's insurance premium. */
  insurance: number;
  /** The yearly property tax at this price (`propertyTaxAt`). */
  tax: number;
  /** HOA dues a month (`monthlyFee`), 0 for none. */
  hoa: number;
};

/** An estimate in whole dollars a month; `total` is the sum of the rounded parts. */
export type MonthlyCost = {
  principalAndInterest: number;
  tax: number;
  insurance: number;
  hoa: number;
  mortgageInsurance: number;
  total: number;
  /** The payment after which mortgage insurance ends (1 is the first); null when there is none. */
  mortgageInsuranceEndsAfter: number | null;
};

/**
 * The level monthly payment of a fixed-rate loan, in dollars and cents (unrounded). `expm1` and
 * `log1p` keep a rate near 0% exact (1 + 1e-14 is 1 in floating point: the plain formula divides
 * by zero there).
 */
export const monthlyPayment = (loan: number, rate: number, termYears: number): number => {
  const payments = termYears * 12;
  if (loan <= 0) return 0;
  const monthly = rate / 1200;
  if (monthly === 0) return loan / payments;
  return (loan * monthly) / -Math.expm1(-payments * Math.log1p(monthly));
};

/** What is still owed after `paid` scheduled payments (unrounded). */
export const balanceAfter = (
  loan: number,
  rate: number,
  termYears: number,
  paid: number,
): number => {
  const monthly = rate / 1200;
  const payment = monthlyPayment(loan, rate, termYears);
  if (monthly === 0) return Math.max(0, loan - payment * paid);
  const grown = Math.expm1(paid * Math.log1p(monthly));
  return Math.max(0, loan * (1 + grown) - (payment * grown) / monthly);
};

/**
 * Whole dollars, halves up, from the amount in cents: a product of floats lands on a half dollar as
 * 337.49999… ($450,000 at 0.9% a year is $337.50 a month, shown $338, never $337).
 */
export const wholeDollars = (value: number) => Math.round(Math.round(value * 100) / 100);
const dollars = wholeDollars;

/** Whether the loan needs mortgage insurance: less than 20% of the price down, in whole dollars. */
export const needsMortgageInsurance = (price: number, downPayment: number): boolean =>
  price > 0 && downPayment < wholeDollars(price * mortgageInsuranceDownShare);

/** The yearly premium's rate for a loan of `loanShare` of the price (0 at 80% or less). */
export const mortgageInsuranceRate = (loanShare: number): number =>
  mortgageInsuranceRates.find((band) => loanShare > band.aboveLoanShare)?.yearlyRate ?? 0;

/**
 * The scheduled payment after which the balance is first at most 78% of the price: found by the
 * closed form, then checked against its neighbours (no payment-by-payment loop on a hot path).
 */
export const mortgageInsuranceEndsAfter = (
  price: number,
  loan: number,
  rate: number,
  termYears: number,
): number => {
  const target = price * mortgageInsuranceEndShare;
  const payments = termYears * 12;
  const monthly = rate / 1200;
  const payment = monthlyPayment(loan, rate, termYears);
  let guess: number;
  if (monthly === 0) guess = Math.ceil((loan - target) / payment);
  else {
    // balance(k) = P/m - (P/m - L)(1+m)^k  =>  k = ln((P/m - target)/(P/m - L)) / ln(1+m)
    const level = payment / monthly;
    guess = Math.ceil(Math.log1p((loan - target) / (level - loan)) / Math.log1p(monthly));
  }
  let paid = Math.min(payments, Math.max(1, guess));
  while (paid > 1 && balanceAfter(loan, rate, termYears, paid - 1) <= target) paid -= 1;
  while (paid < payments && balanceAfter(loan, rate, termYears, paid) > target) paid += 1;
  return paid;
};

/** The monthly estimate of these inputs (whole dollars a month). */
export const monthlyCost = (inputs: MonthlyCostInputs): MonthlyCost => {
  const { price, downPayment, rate, termYears } = inputs;
  const loan = Math.max(0, price - downPayment);
  const insured = needsMortgageInsurance(price, downPayment) && loan > 0;
  const parts = {
    principalAndInterest: dollars(monthlyPayment(loan, rate, termYears)),
    tax: dollars(inputs.tax / 12),
    insurance: dollars(inputs.insurance / 12),
    hoa: dollars(inputs.hoa),
    mortgageInsurance: insured ? dollars((loan * mortgageInsuranceRate(loan / price)) / 12) : 0,
  };
  return {
    ...parts,
    total:
      parts.principalAndInterest +
      parts.tax +
      parts.insurance +
      parts.hoa +
      parts.mortgageInsurance,
    mortgageInsuranceEndsAfter: insured
      ? mortgageInsuranceEndsAfter(price, loan, rate, termYears)
      : null,
  };
};

/** Months a year each RESO `FeeFrequency` is paid (One Time: not a monthly cost). */
const paymentsAYear: Readonly<Record<string, number>> = {
  Annually: 1,
  'Bi-Monthly': 6,
  'Bi-Weekly': 26,
  Daily: 365,
  Monthly: 12,
  'One Time': 0,
  Quarterly: 4,
  'Semi-Annually': 2,
  'Semi-Monthly': 24,
  Weekly: 52,
};

/**
 * An association fee as dollars a month, from RESO `AssociationFee` and its `FeeFrequency` (display
 * name); monthly when the frequency is missing or unknown; 0 without a fee.
 */
export const monthlyFee = (fee: number | null | undefined, frequency?: string | null): number => {
  if (typeof fee !== 'number' || !Number.isFinite(fee) || fee <= 0) return 0;
  // Own keys only: a frequency such as "constructor" is unknown (monthly), never the prototype's.
  const times =
    frequency && Object.hasOwn(paymentsAYear, frequency) ? (paymentsAYear[frequency] ?? 12) : 12;
  return (fee * times) / 12;
};

/** The calendar month (`YYYY-MM`) of payment `n` of a loan whose first payment is in `first`. */
export const paymentMonth = (first: { year: number; month: number }, n: number): string => {
  const index = first.year * 12 + (first.month - 1) + (n - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** What a listing tells an estimate (a `Listing`'s fields). */
export type EstimateFacts = {
  price: number;
  state: string | null | undefined;
  county: string | null | undefined;
  hoaMonthly: number | null | undefined;
};

/** The inputs someone chose: their defaults, and for one home a price, down payment or premium. */
export type EstimateChoices = {
  downPaymentPercent: number;
  rate: number;
  termYears: number;
  price?: number;
  downPayment?: number;
  /** The yearly premium. */
  insurance?: number;
};

/**
 * The estimate of one home under these choices: the one computation behind every card, the dialog,
 * Compare, the search's limit and Rela's answer (REQ-COST-MONTHLY). The down payment is the
 * percent of the price unless given in dollars; the insurance the state's rate unless given.
 */
export const homeEstimate = (facts: EstimateFacts, choices: EstimateChoices) => {
  const price = choices.price ?? facts.price;
  const downPayment = Math.min(
    price,
    choices.downPayment ?? wholeDollars((price * choices.downPaymentPercent) / 100),
  );
  const tax = propertyTaxRate(facts.state, facts.county);
  const insurance = insuranceRate(facts.state);
  const yearlyInsurance = choices.insurance ?? wholeDollars(price * insurance.rate);
  const cost = monthlyCost({
    price,
    downPayment,
    rate: choices.rate,
    termYears: choices.termYears,
    insurance: yearlyInsurance,
    tax: price * tax.rate,
    hoa: facts.hoaMonthly ?? 0,
  });
  return { price, downPayment, taxRate: tax, insuranceRate: insurance, ...cost };
};
