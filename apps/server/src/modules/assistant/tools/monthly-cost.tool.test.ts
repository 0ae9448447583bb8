import {
  assistantMessages,
  costMessages,
  monthlyCostResponseSchema,
  type MonthlyCostResponse,
} from '@rela/contracts';
import type { PropertyRecord } from '@rela/mls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/app';
import {
  buildAssistantWorld,
  plainListings,
  spelledOut,
  withheld,
  type AssistantWorld,
} from '../../../../test/assistant-world';
import { drivers } from '../../../../test/db';

const text = assistantMessages;
const [home, other] = plainListings() as [PropertyRecord, PropertyRecord, ...PropertyRecord[]];
const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;
const nameOf = (record: PropertyRecord) =>
  `${record.UnparsedAddress}, ${record.City}, ${record.StateOrProvince} ${record.PostalCode}`;

/**
 * "What would 12 Oak St cost a month with 10% down?" (REQ-COST-SEARCH, ADR 051): Rela answers the
 * costs module's estimate, the same as the dialog's call, under the asker's own defaults.
 */
describe.each(drivers)('Rela on what a home costs a month (%s)', (driver) => {
  let world: AssistantWorld;
  beforeAll(async () => {
    world = await buildAssistantWorld(driver);
  }, 60_000);
  afterAll(() => world?.close());

  const say = async (username: string, message: string) =>
    (await world.ask(username, message)).text;
  /** What the dialog's call answers the same person for the same home and inputs. */
  const dialogs = async (username: string, record: PropertyRecord, query = '') => {
    const response = await world.t.app.inject({
      url: `/api/rela/listings/${record.ListingKey}/monthly-cost${query ? `?${query}` : ''}`,
      headers: bearer(await world.mainToken(username)),
    });
    expect(response.statusCode, response.body).toBe(200);
    return monthlyCostResponseSchema.parse(response.json());
  };
  const partsOf = (cost: MonthlyCostResponse) => [
    `**${text.costLabels.principalAndInterest}:** ${dollars(cost.principalAndInterest)}`,
    `**${text.costLabels.tax}:** ${dollars(cost.tax)}`,
    `**${text.costLabels.insurance}:** ${dollars(cost.insurance)}`,
  ];

  it('answers the total and its parts with 10% down, the inputs and where each came from, and that it is an estimate', async () => {
    const reply = await say('buyer', `What would ${spelledOut(home)} cost a month with 10% down?`);
    const cost = await dialogs('buyer', home, `downPayment=${Math.round(home.ListPrice * 0.1)}`);
    expect(reply).toContain(text.costHeading(nameOf(home), dollars(cost.total)));
    for (const part of partsOf(cost)) expect(reply).toContain(part);
    expect(reply).toContain(
      text.costInputs(
        `${dollars(cost.downPayment)} (10%, ${text.costFrom.asked})`,
        text.costListPrice(dollars(home.ListPrice)),
        `6.5% (${text.costFrom.rela})`,
        `30 years (${text.costFrom.rela})`,
      ),
    );
    expect(reply).toContain(
      `**${text.costLabels.mortgageInsurance}:** ${dollars(cost.mortgageInsurance)} until `,
    );
    expect(reply).toContain(costMessages.estimate);
    expect(reply).not.toMatch(/qualif/i);
  });

  it("uses the asker's own defaults, named with who set them, as the dialog does", async () => {
    const set = await world.t.app.inject({
      method: 'PUT',
      url: '/api/rela/cost-defaults?buyer=buyer',
      headers: bearer(await world.mainToken('realtor')),
      payload: { rate: 5.5, termYears: 15 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const reply = await say('buyer', `monthly payment on ${spelledOut(other)} with $60,000 down`);
    const cost = await dialogs('buyer', other, 'downPayment=60000');
    expect(cost).toMatchObject({ rate: 5.5, termYears: 15 });
    expect(reply).toContain(text.costHeading(nameOf(other), dollars(cost.total)));
    expect(reply).toContain(`5.5% (${text.costFrom.realtor('Rita Realtor')})`);
    expect(reply).toContain(`15 years (${text.costFrom.realtor('Rita Realtor')})`);
    // "It" is the home the conversation was last about; a rate and term asked win.
    const again = await say('buyer', 'and what would it cost per month at 7% over 30 years?');
    const asked = await dialogs('buyer', other, 'rate=7&termYears=30');
    expect(again).toContain(text.costHeading(nameOf(other), dollars(asked.total)));
    expect(again).toContain(`7% (${text.costFrom.asked})`);
    // The realtor has no household: Rela's starting values (their company set none).
    const realtors = await say('realtor', `what would ${spelledOut(other)} cost a month?`);
    expect(realtors).toContain(`6.5% (${text.costFrom.rela})`);
    expect(realtors).toContain(
      text.costHeading(nameOf(other), dollars((await dialogs('realtor', other)).total)),
    );
  });

  it.each([
    ['with 150% down', costMessages.downPaymentPercent],
    ['with $900,000,000 down', costMessages.downPaymentOverPrice],
    ['at 45% interest', costMessages.rate],
    ['over 50 years', costMessages.termYears],
  ])('answers %s with what is wrong, and no estimate', async (words, message) => {
    const reply = await say('buyer', `what would ${spelledOut(home)} cost a month ${words}?`);
    expect(reply).toBe(message);
  });

  it('answers a listing its seller keeps from clients as one Rela does not know, to a buyer', async () => {
    const address = `${withheld.StreetNumber} ${withheld.StreetName} Lane`;
    const reply = await say('buyer', `what would ${address} cost a month?`);
    expect(reply).not.toContain(text.costLabels.principalAndInterest);
    expect(reply).toContain(text.notFound(address).slice(0, 30));
  });
});
