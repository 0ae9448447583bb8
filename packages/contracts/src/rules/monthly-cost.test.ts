import { describe, expect, it } from 'vitest';
import { countyKey, insuranceRate, propertyTaxRate } from './cost-rates';
import {
  balanceAfter,
  homeEstimate,
  monthlyCost,
  monthlyFee,
  monthlyPayment,
  mortgageInsuranceEndsAfter,
  mortgageInsuranceRate,
  paymentMonth,
} from './monthly-cost';

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * A lender's full schedule: the payment in cents, each month's interest in cents on the balance,
 * the rest to principal. Answers the first payment after which the balance is at most `target`.
 */
const scheduledMonthAtOrBelow = (loan: number, rate: number, years: number, target: number) => {
  const payment = cents(monthlyPayment(loan, rate, years));
  let balance = loan;
  for (let month = 1; month <= years * 12; month += 1) {
    const interest = cents((balance * rate) / 1200);
    balance = cents(balance - (payment - interest));
    if (balance <= target) return month;
  }
  return years * 12;
};

/** REQ-COST-MONTHLY: the arithmetic against published figures. */
describe('the monthly payment', () => {
  it.each([
    [300_000, 6, 30, 1798.65],
    [200_000, 5, 30, 1073.64],
    [250_000, 7, 30, 1663.26],
    [100_000, 4, 15, 739.69],
    [400_000, 6.5, 30, 2528.27],
    [120_000, 0, 10, 1000],
  ])('$%d at %d%% over %d years is $%d a month', (loan, rate, years, published) => {
    expect(cents(monthlyPayment(loan, rate, years))).toBe(published);
  });

  it('owes nothing after the last payment and the whole loan before the first', () => {
    expect(balanceAfter(300_000, 6, 30, 0)).toBeCloseTo(300_000, 6);
    expect(balanceAfter(300_000, 6, 30, 360)).toBeCloseTo(0, 4);
    // The schedule of $300,000 at 6%: $279,163.07 still owed after the first five years.
    expect(cents(balanceAfter(300_000, 6, 30, 60))).toBe(279_163.07);
  });

  it('is nothing on no loan', () => {
    expect(monthlyPayment(0, 6, 30)).toBe(0);
  });

  it('stays the loan over the payments as the rate nears 0% (never a division by zero)', () => {
    for (const rate of [1e-20, 1e-14, 1e-12, 1e-9]) {
      expect(cents(monthlyPayment(120_000, rate, 10))).toBe(1000);
      expect(cents(balanceAfter(120_000, rate, 10, 60))).toBe(60_000);
      // $3,500 to pay down to 78% of $150,000 at about $1,004 a month: the fourth payment.
      expect(mortgageInsuranceEndsAfter(150_000, 120_500, rate, 10)).toBe(4);
    }
  });
});

describe('mortgage insurance', () => {
  it.each([
    [300_000, 270_000, 6, 30],
    [300_000, 291_000, 6.5, 30],
    [450_000, 405_000, 7.25, 30],
    [250_000, 237_500, 5, 15],
    [500_000, 425_000, 6.875, 20],
    [200_000, 190_000, 0, 30],
  ])(
    'ends for $%d with a loan of $%d at %d%% over %d years in the month a full schedule says',
    (price, loan, rate, years) => {
      expect(mortgageInsuranceEndsAfter(price, loan, rate, years)).toBe(
        scheduledMonthAtOrBelow(loan, rate, years, price * 0.78),
      );
    },
  );

  it('is not charged at 20% down of a price that does not divide by five', () => {
    const estimate = homeEstimate(
      { price: 300_001, state: 'NC', county: 'Wake', hoaMonthly: null },
      { downPaymentPercent: 20, rate: 6, termYears: 30 },
    );
    expect(estimate).toMatchObject({ downPayment: 60_000, mortgageInsurance: 0 });
  });

  it('is charged only under 20% down, by the loan’s share of the price', () => {
    expect(mortgageInsuranceRate(0.97)).toBe(0.0085);
    expect(mortgageInsuranceRate(0.9)).toBe(0.0045);
    expect(mortgageInsuranceRate(0.8)).toBe(0);
    const tenDown = monthlyCost({
      price: 300_000,
      downPayment: 30_000,
      rate: 6,
      termYears: 30,
      insurance: 1_200,
      tax: 2_700,
      hoa: 0,
    });
    // 270,000 x 0.45% a year / 12 = $101.25.
    expect(tenDown.mortgageInsurance).toBe(101);
    expect(tenDown.mortgageInsuranceEndsAfter).toBe(
      scheduledMonthAtOrBelow(270_000, 6, 30, 234_000),
    );
    const twentyDown = monthlyCost({ ...tenDownInputs(), downPayment: 60_000 });
    expect(twentyDown).toMatchObject({ mortgageInsurance: 0, mortgageInsuranceEndsAfter: null });
  });
});

const tenDownInputs = () => ({
  price: 300_000,
  downPayment: 30_000,
  rate: 6,
  termYears: 30,
  insurance: 1_200,
  tax: 2_700,
  hoa: 0,
});

describe('the whole estimate', () => {
  it('rounds a half dollar up, however the floats land', () => {
    const tax = homeEstimate(
      { price: 450_000, state: 'NC', county: 'Wake', hoaMonthly: null },
      { downPaymentPercent: 20, rate: 6.5, termYears: 30 },
    ).tax;
    expect((450_000 * 0.009) / 12).toBeLessThan(337.5);
    expect(tax).toBe(338);
  });

  it('adds its rounded parts', () => {
    const cost = monthlyCost({ ...tenDownInputs(), hoa: monthlyFee(900, 'Annually') });
    expect(cost).toMatchObject({
      principalAndInterest: 1619, // 270,000 at 6%: $1,618.79
      tax: 225,
      insurance: 100,
      hoa: 75,
      mortgageInsurance: 101,
    });
    expect(cost.total).toBe(1619 + 225 + 100 + 75 + 101);
  });

  it('re-estimates the tax at the price from the county’s rate, and says where it came from', () => {
    const estimate = homeEstimate(
      { price: 400_000, state: 'NC', county: 'Wake County', hoaMonthly: null },
      { downPaymentPercent: 20, rate: 6.5, termYears: 30 },
    );
    expect(estimate.taxRate).toEqual({ rate: 0.009, from: 'county' });
    expect(estimate.tax).toBe(300); // 400,000 x 0.9% / 12
    expect(estimate.downPayment).toBe(80_000);
    expect(estimate.principalAndInterest).toBe(2023); // 320,000 at 6.5%: $2,022.62
    expect(estimate.insurance).toBe(167); // NC 0.5%: $2,000 a year
    expect(
      homeEstimate(
        { price: 400_000, state: 'NC', county: 'Durham', hoaMonthly: null },
        { downPaymentPercent: 20, rate: 6.5, termYears: 30 },
      ).taxRate,
    ).toEqual({ rate: 0.0082, from: 'state' });
  });

  it('takes a price offered, a down payment in dollars and a quoted premium over the defaults', () => {
    const estimate = homeEstimate(
      { price: 400_000, state: 'TX', county: 'Travis', hoaMonthly: 50 },
      {
        downPaymentPercent: 20,
        rate: 6,
        termYears: 30,
        price: 380_000,
        downPayment: 19_000,
        insurance: 3_600,
      },
    );
    expect(estimate).toMatchObject({
      price: 380_000,
      downPayment: 19_000,
      insurance: 300,
      hoa: 50,
    });
    expect(estimate.mortgageInsurance).toBe(Math.round((361_000 * 0.0062) / 12));
  });
});

describe('the rates kept in the repository', () => {
  it('reads a county however the MLS writes it', () => {
    expect(countyKey('nc', 'WAKE COUNTY')).toBe('NC:Wake');
    expect(countyKey('TX', ' travis ')).toBe('TX:Travis');
    expect(propertyTaxRate('OR', 'Multnomah').from).toBe('county');
    expect(propertyTaxRate('ZZ', null)).toEqual({ rate: 0.0099, from: 'national' });
    expect(insuranceRate('tx')).toEqual({ rate: 0.01, from: 'state' });
  });

  it('makes every association fee frequency monthly', () => {
    expect(monthlyFee(300, 'Quarterly')).toBe(100);
    expect(monthlyFee(50, 'Weekly')).toBeCloseTo(216.67, 2);
    expect(monthlyFee(5_000, 'One Time')).toBe(0);
    expect(monthlyFee(120, null)).toBe(120);
    expect(monthlyFee(null, 'Monthly')).toBe(0);
    // A frequency the table does not know is monthly, even one named like an object's property.
    for (const unknown of ['Fortnightly', 'constructor', 'toString', '__proto__'])
      expect(monthlyFee(120, unknown)).toBe(120);
  });

  it('names the calendar month of a payment', () => {
    expect(paymentMonth({ year: 2027, month: 2 }, 1)).toBe('2027-02');
    expect(paymentMonth({ year: 2027, month: 2 }, 12)).toBe('2028-01');
    expect(paymentMonth({ year: 2027, month: 12 }, 2)).toBe('2028-01');
  });
});
