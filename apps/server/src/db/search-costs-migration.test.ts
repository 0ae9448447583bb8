import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../test/db';
import { apply, emptyDatabase, migrations, rowsOf } from '../../test/migration-steps';
import type { Database } from './client';

const record = (key: string, fields: Record<string, unknown>) =>
  JSON.stringify({
    ListingKey: key,
    City: 'Raleigh',
    StateOrProvince: 'NC',
    ListPrice: 400000,
    StandardStatus: 'Active',
    ...fields,
  }).replaceAll("'", "''");

/**
 * Migration 0031 (ADR 051, REQ-COST-SEARCH): listings the replica held before it get the monthly
 * estimate's columns, and their search cards the county, fee and price cut a card reads.
 */
describe.each(drivers)('migration 0031 gives the held listings their costs (%s)', (driver) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase(driver));
  }, 60_000);
  afterAll(() => drop());

  it('fills the columns and the cards of every listing held', async () => {
    const all = await migrations();
    const index = all.findIndex(({ tag }) => tag === '0031_search_costs');
    expect(index).toBeGreaterThan(0);
    for (const migration of all.slice(0, index)) await apply(database, migration.statements);

    const exec = (text: string) => database.db.execute(sql.raw(text));
    const cut = {
      CountyOrParish: 'Wake County',
      AssociationFee: 600,
      AssociationFeeFrequency: 'Quarterly',
      PreviousListPrice: 425000,
      PriceChangeTimestamp: '2026-01-05T10:00:00Z',
    };
    await exec(`insert into replica_listings (listing_key, status, list_price, city, state, modified_at, record, synced_at) values
      ('OLD1', 'Active', 400000, 'Raleigh', 'NC', now(), '${record('OLD1', cut)}', now()),
      ('OLD2', 'Active', 400000, 'Raleigh', 'nc ', now(), '${record('OLD2', {})}', now())`);

    await apply(database, all[index]!.statements);

    expect(
      rowsOf(
        await exec(
          `select listing_key, state_key, county_key, hoa_monthly, price_cut_at from replica_listings order by listing_key`,
        ),
      ).map((row) => JSON.parse(JSON.stringify(row)) as unknown),
    ).toEqual([
      {
        listing_key: 'OLD1',
        state_key: 'NC',
        county_key: 'NC:wake',
        hoa_monthly: 200,
        price_cut_at: expect.stringMatching(/^2026-01-05[T ]10:00:00/) as unknown,
      },
      {
        listing_key: 'OLD2',
        state_key: 'NC',
        county_key: 'NC:',
        hoa_monthly: 0,
        price_cut_at: null,
      },
    ]);
    const cards = rowsOf<{ listing_key: string; card: Record<string, unknown> }>(
      await exec(`select listing_key, card from replica_listing_cards order by listing_key`),
    );
    expect(cards.map((row) => row.listing_key)).toEqual(['OLD1', 'OLD2']);
    expect(cards[0]?.card).toMatchObject(cut);
    // A listing written afterwards gets its card from the replaced trigger.
    await exec(`insert into replica_listings (listing_key, status, list_price, city, state, modified_at, record, synced_at) values
      ('NEW1', 'Active', 400000, 'Raleigh', 'NC', now(), '${record('NEW1', cut)}', now())`);
    const [card] = rowsOf<{ card: Record<string, unknown> }>(
      await exec(`select card from replica_listing_cards where listing_key = 'NEW1'`),
    );
    expect(card?.card).toMatchObject(cut);
  }, 120_000);
});
