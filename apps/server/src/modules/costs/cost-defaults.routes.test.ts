import {
  costDefaultsResponseSchema,
  costMessages,
  errorBodySchema,
  relaCostDefaults,
} from '@rela/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { costDefaults } from '../../db/schema';
import { buildCostsWorld, type CostsWorld } from './costs.test-support';

const rela = { from: 'rela', by: null, at: null };

/** REQ-COST-DEFAULTS (ADR 051): who reads and sets which defaults, and what each answer says. */
describe.each(drivers)('cost defaults (%s)', (driver) => {
  let world: CostsWorld;
  beforeAll(async () => {
    world = await buildCostsWorld(driver);
  }, 60_000);
  afterAll(() => world.close());
  beforeEach(async () => {
    await world.t.db.delete(costDefaults);
  });

  const url = (buyer?: string) => `/api/rela/cost-defaults${buyer ? `?buyer=${buyer}` : ''}`;
  const read = async (as: string, buyer?: string) =>
    world.t.app.inject({ url: url(buyer), headers: await world.as(as) });
  const write = async (as: string, payload: unknown, buyer?: string) =>
    world.t.app.inject({
      method: 'PUT',
      url: url(buyer),
      headers: await world.as(as),
      payload: payload as Record<string, unknown>,
    });
  const answer = (response: { statusCode: number; body: string }) => {
    expect(response.statusCode, response.body).toBe(200);
    return costDefaultsResponseSchema.parse(JSON.parse(response.body));
  };
  const rows = () => world.t.db.select().from(costDefaults);
  const now = () => world.t.clock.now().toISOString();

  it("answers Rela's starting values where nobody set any, and says the company's rate was never set", async () => {
    for (const [as, scope, editable] of [
      ['buyer', 'buyer', true],
      ['realtor', 'company', false],
      ['lead', 'company', false],
      ['owner', 'company', true],
    ] as const) {
      expect(answer(await read(as))).toEqual({
        ...relaCostDefaults,
        scope,
        sources: { downPaymentPercent: rela, rate: rela, termYears: rela },
        companyRate: { rate: relaCostDefaults.rate, at: null, by: null },
        editable,
      });
    }
  });

  it("keeps a buyer's values for the household: the co-buyer and their realtor read them, each named with who set it and when", async () => {
    const set = answer(await write('buyer', { downPaymentPercent: 10 }));
    const byJane = { from: 'buyer', by: 'Jane Smith', at: now() };
    expect(set).toMatchObject({
      downPaymentPercent: 10,
      rate: relaCostDefaults.rate,
      scope: 'buyer',
      sources: { downPaymentPercent: byJane, rate: rela, termYears: rela },
      editable: true,
    });
    expect(answer(await read('comember'))).toEqual(set);
    expect(answer(await read('realtor', 'comember'))).toEqual(set);
    expect(answer(await read('realtor', 'buyer'))).toEqual(set);

    world.t.clock.advance(60_000);
    const byRealtor = answer(await write('realtor', { termYears: 15, rate: 5.875 }, 'comember'));
    const byRita = { from: 'realtor', by: 'Rita Realtor', at: now() };
    expect(byRealtor).toMatchObject({
      downPaymentPercent: 10,
      rate: 5.875,
      termYears: 15,
      sources: { downPaymentPercent: byJane, rate: byRita, termYears: byRita },
    });
    expect(answer(await read('buyer'))).toEqual(byRealtor);
    // Another household under the same realtor keeps its own.
    expect(answer(await read('buyer2')).sources.rate).toEqual(rela);
    expect(await rows()).toHaveLength(1);
  });

  it('keeps one row a household however many members write at once (last write wins)', async () => {
    const writes = await Promise.all([
      write('buyer', { rate: 6 }),
      write('comember', { rate: 6.25 }),
      write('realtor', { termYears: 25 }, 'buyer'),
    ]);
    expect(writes.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ householdId: await world.householdIdOf('buyer'), termYears: 25 });
    expect([6, 6.25]).toContain(row?.rate);
  });

  it('clears a value set to null: the level above applies again', async () => {
    answer(await write('owner', { rate: 7 }));
    answer(await write('buyer', { rate: 6, termYears: 20 }));
    const cleared = answer(await write('comember', { rate: null }));
    expect(cleared).toMatchObject({
      rate: 7,
      termYears: 20,
      sources: { rate: { from: 'company', by: 'Olive Owner' } },
    });
  });

  it("lets the company owner alone set the company's, which its realtors, leads and buyers read beneath their own", async () => {
    world.t.clock.advance(60_000);
    const set = answer(await write('owner', { rate: 7.25, downPaymentPercent: 15 }));
    const byOlive = { from: 'company', by: 'Olive Owner', at: now() };
    const companyRate = { rate: 7.25, at: now(), by: 'Olive Owner' };
    expect(set).toEqual({
      downPaymentPercent: 15,
      rate: 7.25,
      termYears: relaCostDefaults.termYears,
      scope: 'company',
      sources: { downPaymentPercent: byOlive, rate: byOlive, termYears: rela },
      companyRate,
      editable: true,
    });
    for (const as of ['lead', 'realtor', 'realtor2'])
      expect(answer(await read(as))).toEqual({ ...set, editable: false });
    answer(await write('buyer', { rate: 6.5 }));
    expect(answer(await read('buyer'))).toMatchObject({
      downPaymentPercent: 15,
      rate: 6.5,
      sources: { downPaymentPercent: byOlive, rate: { from: 'buyer', by: 'Jane Smith' } },
      companyRate,
    });
    // Another company is untouched.
    expect(answer(await read('owner2'))).toMatchObject({
      rate: relaCostDefaults.rate,
      companyRate: { at: null },
    });
    expect(answer(await read('buyer4')).sources.rate).toEqual(rela);
  });

  it("refuses the company's to anyone but its owner (403), and stores nothing", async () => {
    for (const as of ['lead', 'realtor', 'lead2']) {
      const refused = await write(as, { rate: 9 });
      expect(refused.statusCode).toBe(403);
      expect(errorBodySchema.parse(refused.json()).code).toBe('FORBIDDEN');
    }
    expect(await rows()).toEqual([]);
  });

  it("answers a buyer's defaults named by `?buyer=` as the policy says: 403 above in the chain, 404 to anyone else", async () => {
    const expectations = [
      ['lead', 'buyer', 403],
      ['owner', 'buyer', 403],
      ['realtor2', 'buyer', 404],
      ['realtor3', 'buyer', 404],
      ['owner2', 'buyer', 404],
      ['buyer2', 'buyer', 404],
      ['comember', 'buyer', 404],
      ['realtor', 'buyer3', 404],
      ['realtor', 'realtor2', 404],
      ['realtor', 'nobody-here', 404],
    ] as const;
    const nobody = await read('realtor', 'nobody-here');
    for (const [as, buyer, status] of expectations) {
      const got = await read(as, buyer);
      expect(got.statusCode, `${as} reads ${buyer}`).toBe(status);
      const put = await write(as, { rate: 9 }, buyer);
      expect(put.statusCode, `${as} sets ${buyer}`).toBe(status);
      // Someone outside the chain is answered exactly as a nobody (their existence not revealed).
      if (status === 404)
        expect(errorBodySchema.parse(got.json()).message).toBe(
          errorBodySchema.parse(nobody.json()).message,
        );
    }
    expect(await rows()).toEqual([]);
    // A buyer naming themself reads their own.
    expect(answer(await read('buyer', 'buyer')).scope).toBe('buyer');
  });

  it.each([
    [{ downPaymentPercent: -1 }, 'downPaymentPercent', costMessages.downPaymentPercent],
    [{ downPaymentPercent: 100.5 }, 'downPaymentPercent', costMessages.downPaymentPercent],
    [{ downPaymentPercent: '20' }, 'downPaymentPercent', costMessages.downPaymentPercent],
    [{ rate: 30.01 }, 'rate', costMessages.rate],
    [{ rate: -0.5 }, 'rate', costMessages.rate],
    [{ rate: 'abc' }, 'rate', costMessages.rate],
    [{ termYears: 0 }, 'termYears', costMessages.termYears],
    [{ termYears: 41 }, 'termYears', costMessages.termYears],
    [{ termYears: 12.5 }, 'termYears', costMessages.termYears],
    [{ rate: 6, termYears: 0 }, 'termYears', costMessages.termYears],
    [{}, 'body', costMessages.nothingToSet],
  ])('refuses %j with a 400 naming the input, storing nothing', async (payload, path, message) => {
    for (const [as, buyer] of [
      ['buyer', undefined],
      ['realtor', 'buyer'],
      ['owner', undefined],
    ] as const) {
      const refused = await write(as, payload, buyer);
      expect(refused.statusCode).toBe(400);
      const body = errorBodySchema.parse(refused.json());
      expect(body).toMatchObject({ code: 'VALIDATION', message });
      expect(body.issues).toContainEqual({ path, message });
    }
    expect(await rows()).toEqual([]);
  });

  it('answers 401 without a token, before reading the body', async () => {
    expect((await world.t.app.inject({ url: url() })).statusCode).toBe(401);
    const put = await world.t.app.inject({ method: 'PUT', url: url(), payload: '{"rate": ' });
    expect(put.statusCode).toBe(401);
  });
});
