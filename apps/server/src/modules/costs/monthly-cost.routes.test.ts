import {
  costMessages,
  costRatesYear,
  errorBodySchema,
  monthlyCostResponseSchema,
} from '@rela/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../test/app';
import { drivers } from '../../../test/db';
import { costDefaults } from '../../db/schema';
import { buildCostsWorld, homes, type CostsWorld } from './costs.test-support';

const rela = { from: 'rela', by: null, at: null };
const asked = { from: 'asked', by: null, at: null };

/**
 * The payment after which a loan's balance is first at most `target`, by a full schedule in cents
 * (each month's interest rounded to the cent): the oracle of the mortgage insurance's end.
 */
const lastInsuredPayment = (loan: number, ratePercent: number, years: number, target: number) => {
  const monthly = ratePercent / 1200;
  const payment = Math.round(((loan * monthly) / (1 - (1 + monthly) ** -(years * 12))) * 100);
  let balance = loan * 100;
  for (let paid = 1; paid <= years * 12; paid += 1) {
    balance -= payment - Math.round(balance * monthly);
    if (balance <= target * 100) return paid;
  }
  return years * 12;
};

/** REQ-COST-MONTHLY (ADR 051): every figure of a home with known facts, its sources, bad inputs. */
describe.each(drivers)('the monthly cost of a home (%s)', (driver) => {
  let world: CostsWorld;
  beforeAll(async () => {
    world = await buildCostsWorld(driver);
  }, 60_000);
  afterAll(() => world.close());
  beforeEach(async () => {
    await world.t.db.delete(costDefaults);
  });

  const ask = async (as: string, listingKey: string, query = '') =>
    world.t.app.inject({
      url: `/api/rela/listings/${listingKey}/monthly-cost${query ? `?${query}` : ''}`,
      headers: await world.as(as),
    });
  const answer = (response: { statusCode: number; body: string }) => {
    expect(response.statusCode, response.body).toBe(200);
    return monthlyCostResponseSchema.parse(JSON.parse(response.body));
  };
  const setDefaults = async (as: string, payload: Record<string, unknown>, buyer?: string) => {
    const response = await world.t.app.inject({
      method: 'PUT',
      url: `/api/rela/cost-defaults${buyer ? `?buyer=${buyer}` : ''}`,
      headers: await world.as(as),
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('answers every part of 12 Oak St with 10% down: county tax, HOA a month, mortgage insurance and the month it ends', async () => {
    // $400,000 in Wake County, NC; $40,000 down; Rela's 6.5% for 30 years. The clock is 2026-01-01:
    // the first payment is in March 2026.
    const cost = answer(await ask('buyer', homes.oak.ListingKey, 'downPayment=40000'));
    const endsAfter = lastInsuredPayment(360_000, 6.5, 30, 312_000);
    expect(endsAfter).toBe(109);
    expect(cost).toEqual({
      price: 400_000,
      downPayment: 40_000,
      rate: 6.5,
      termYears: 30,
      // $360,000 at 6.5% for 30 years: $2,275.44.
      principalAndInterest: 2_275,
      // Wake County's 0.9% of $400,000 a year, not the seller's $3,100 bill.
      tax: 300,
      sellersLastTax: 258,
      // North Carolina's 0.5% of the price a year: $2,000.
      insurance: 167,
      // $300 a quarter.
      hoa: 100,
      // A loan of 90% of the price: 0.45% of $360,000 a year.
      mortgageInsurance: 135,
      total: 2_275 + 300 + 167 + 100 + 135,
      // Payment 109 from March 2026.
      mortgageInsuranceEndsOn: '2035-03',
      sources: {
        price: 'list',
        downPayment: asked,
        rate: rela,
        termYears: rela,
        tax: { from: 'county', county: 'Wake', state: 'NC', ratePercent: 0.9, year: costRatesYear },
        insurance: { from: 'state', state: 'NC', ratePercent: 0.5 },
        hoa: { from: 'mls', fee: 300, frequency: 'Quarterly' },
        mortgageInsurance: { ratePercent: 0.45 },
      },
    });
  });

  it("uses Rela's starting values where nobody set any: 20% down, no mortgage insurance", async () => {
    expect(answer(await ask('buyer', homes.oak.ListingKey))).toMatchObject({
      downPayment: 80_000,
      principalAndInterest: 2_023,
      mortgageInsurance: 0,
      total: 2_023 + 300 + 167 + 100,
      mortgageInsuranceEndsOn: null,
      sources: {
        downPayment: rela,
        rate: rela,
        termYears: rela,
        mortgageInsurance: { ratePercent: 0 },
      },
    });
  });

  it("takes what the call does not give from the caller's defaults, and names who set each", async () => {
    await setDefaults('owner', { rate: 7 });
    await setDefaults('realtor', { downPaymentPercent: 10 }, 'comember');
    const buyers = answer(await ask('buyer', homes.oak.ListingKey));
    const now = world.t.clock.now().toISOString();
    expect(buyers).toMatchObject({
      downPayment: 40_000,
      rate: 7,
      sources: {
        downPayment: { from: 'realtor', by: 'Rita Realtor', at: now },
        rate: { from: 'company', by: 'Olive Owner', at: now },
        termYears: rela,
      },
    });
    expect(answer(await ask('comember', homes.oak.ListingKey))).toEqual(buyers);
    // A realtor, lead or owner without a household: the company's; another company: Rela's.
    for (const as of ['realtor', 'lead', 'owner'])
      expect(answer(await ask(as, homes.oak.ListingKey))).toMatchObject({
        downPayment: 80_000,
        rate: 7,
        sources: { downPayment: rela, rate: { from: 'company', by: 'Olive Owner' } },
      });
    expect(answer(await ask('buyer4', homes.oak.ListingKey)).sources.rate).toEqual(rela);
    // What the call asks wins over every default.
    expect(
      answer(await ask('buyer', homes.oak.ListingKey, 'rate=6.5&termYears=15&downPayment=80000')),
    ).toMatchObject({
      rate: 6.5,
      termYears: 15,
      downPayment: 80_000,
      sources: { downPayment: asked, rate: asked, termYears: asked },
    });
  });

  it('answers a price offered and an insurance quote for this home, each named as asked', async () => {
    const cost = answer(
      await ask('buyer', homes.oak.ListingKey, 'price=460000&insurance=2400&downPayment=92000'),
    );
    expect(cost).toMatchObject({
      price: 460_000,
      downPayment: 92_000,
      // Wake County's 0.9% of $460,000 a year.
      tax: 345,
      insurance: 200,
      hoa: 100,
      mortgageInsurance: 0,
      sources: {
        price: 'asked',
        downPayment: asked,
        insurance: { from: 'asked', state: 'NC', ratePercent: null },
      },
    });
    // Without a down payment asked, the default percent is of the price asked.
    expect(answer(await ask('buyer', homes.oak.ListingKey, 'price=460000')).downPayment).toBe(
      92_000,
    );
  });

  it("falls back visibly to the state's tax rate, then the national one, and says when there is no HOA or tax bill", async () => {
    expect(answer(await ask('buyer', homes.texas.ListingKey))).toMatchObject({
      // Bexar County is not in the table: Texas's 1.68% of $500,000 a year.
      tax: 700,
      sellersLastTax: null,
      // Texas's 1% of the price a year.
      insurance: 417,
      hoa: 0,
      sources: {
        tax: { from: 'state', county: 'Bexar', state: 'TX', ratePercent: 1.68 },
        insurance: { from: 'state', ratePercent: 1 },
        hoa: { from: 'none', fee: null, frequency: null },
      },
    });
    expect(answer(await ask('buyer', homes.vermont.ListingKey))).toMatchObject({
      // About the national 0.99% and 0.5% of $300,000 a year; $1,200 a year of HOA dues.
      tax: 248,
      insurance: 125,
      hoa: 100,
      sources: {
        tax: { from: 'national', county: null, state: 'VT', ratePercent: 0.99 },
        insurance: { from: 'national', state: 'VT', ratePercent: 0.5 },
        hoa: { from: 'mls', fee: 1_200, frequency: 'Annually' },
      },
    });
  });

  const refusedWith = async (query: string, path: string, message: string) => {
    const refused = await ask('buyer', homes.oak.ListingKey, query);
    expect(refused.statusCode, query).toBe(400);
    const body = errorBodySchema.parse(refused.json());
    expect(body).toMatchObject({ code: 'VALIDATION', message });
    expect(body.issues).toContainEqual({ path, message });
  };

  it.each([
    ['downPayment=-1', 'downPayment', costMessages.downPayment],
    ['price=-400000', 'price', costMessages.price],
    ['price=0', 'price', costMessages.price],
    ['insurance=-5', 'insurance', costMessages.insurance],
    ['rate=-1', 'rate', costMessages.rate],
    ['termYears=0', 'termYears', costMessages.termYears],
    ['termYears=30.5', 'termYears', costMessages.termYears],
    ['rate=30.5', 'rate', costMessages.rate],
    ['rate=abc', 'rate', costMessages.rate],
    ['price=lots', 'price', costMessages.price],
    ['downPayment=ten%25', 'downPayment', costMessages.downPayment],
    ['downPayment=400001', 'downPayment', costMessages.downPaymentOverPrice],
    ['price=300000&downPayment=300001', 'downPayment', costMessages.downPaymentOverPrice],
  ])('refuses %s with a 400 naming the input', async (query, path, message) => {
    await refusedWith(query, path, message);
  });

  it('takes a down payment of the whole price, and a 0% rate', async () => {
    expect(answer(await ask('buyer', homes.oak.ListingKey, 'downPayment=400000'))).toMatchObject({
      principalAndInterest: 0,
      mortgageInsurance: 0,
      total: 300 + 167 + 100,
    });
    // $360,000 over 360 payments.
    expect(
      answer(await ask('buyer', homes.oak.ListingKey, 'downPayment=40000&rate=0')),
    ).toMatchObject({ principalAndInterest: 1_000 });
    // A rate too small for floating point's 1 + rate is still about 0%, never a 5xx.
    expect(
      answer(await ask('buyer', homes.oak.ListingKey, 'downPayment=40000&rate=1e-14')),
    ).toMatchObject({
      principalAndInterest: 1_000,
      mortgageInsuranceEndsOn: expect.stringMatching(/^20\d\d-\d\d$/),
    });
  });

  it('asks for a price where the MLS gives none', async () => {
    const refused = await ask('buyer', homes.unpriced.ListingKey);
    expect(refused.statusCode).toBe(400);
    expect(errorBodySchema.parse(refused.json()).issues).toEqual([
      { path: 'price', message: costMessages.price },
    ]);
    expect(answer(await ask('buyer', homes.unpriced.ListingKey, 'price=250000')).price).toBe(
      250_000,
    );
  });

  it('answers 404 for a key the MLS does not have, and for a buyer a listing its seller keeps from clients', async () => {
    const unknown = await ask('buyer', 'RELA79999999');
    expect(unknown.statusCode).toBe(404);
    const withheld = await ask('buyer', homes.withheld.ListingKey);
    expect(withheld.statusCode).toBe(404);
    expect(errorBodySchema.parse(withheld.json()).message).toBe(
      errorBodySchema.parse(unknown.json()).message,
    );
    expect(answer(await ask('realtor', homes.withheld.ListingKey)).price).toBe(
      homes.withheld.ListPrice,
    );
    expect((await ask('buyer', 'not%20a%20key')).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const response = await world.t.app.inject({
      url: `/api/rela/listings/${homes.oak.ListingKey}/monthly-cost`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('counts the first payment from the clock: a month later, insurance ends a month later', async () => {
    const endsOn = async (at: string) => {
      world.t.clock.set(new Date(at));
      const response = await world.t.app.inject({
        url: `/api/rela/listings/${homes.oak.ListingKey}/monthly-cost?downPayment=40000`,
        headers: bearer(await loginAs(world.t.app, 'buyer')),
      });
      return answer(response).mortgageInsuranceEndsOn;
    };
    expect(await endsOn('2026-01-31T23:59:00Z')).toBe('2035-03');
    expect(await endsOn('2026-02-01T00:00:00Z')).toBe('2035-04');
    // December's first payment is in February of the next year.
    expect(await endsOn('2026-12-15T12:00:00Z')).toBe('2036-02');
  });
});
