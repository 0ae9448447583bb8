import {
  countyTaxRates,
  relaCostDefaults,
  resoLookups,
  searchStatuses,
  type CostDefaultsValues,
} from '@rela/contracts';
import { generateListings, type PropertyRecord } from '@rela/mls';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../test/db';
import { monthlyEstimateOf } from '../../../test/search-costs-world';
import { insertReplicaListings } from '../../../test/search-world';
import type { Database } from '../../db/client';
import { replicaListings } from '../../db/schema';
import {
  costValuesOf,
  monthlyTotalSql,
  priceBoundsOf,
  ratesKeysAreCanonical,
  type CostValues,
} from './search-costs';
import { entityToListing } from '../mls';
import { findListings } from './search.queries';

/** Defaults with and without mortgage insurance (each of its bands), odd rates and terms. */
const defaultsCases: CostDefaultsValues[] = [
  relaCostDefaults,
  { downPaymentPercent: 10, rate: 7.25, termYears: 30 },
  { downPaymentPercent: 3.5, rate: 6.875, termYears: 30 },
  { downPaymentPercent: 5, rate: 6.99, termYears: 25 },
  { downPaymentPercent: 12.5, rate: 5.125, termYears: 20 },
  { downPaymentPercent: 19.99, rate: 8.125, termYears: 15 },
  { downPaymentPercent: 0, rate: 0, termYears: 15 },
  { downPaymentPercent: 100, rate: 5, termYears: 40 },
  { downPaymentPercent: 33.3, rate: 29.9, termYears: 1 },
  // So small a rate that 1 + rate is 1: an endless payment in JavaScript, and in SQL.
  { downPaymentPercent: 1e-300, rate: 1e-14, termYears: 30 },
];

const frequencies = [
  ...Object.keys(resoLookups.FeeFrequency),
  ...Object.values(resoLookups.FeeFrequency),
  'Fortnightly',
  null,
];

/**
 * 500 listings of the embedded MLS's generator, every county of the rates among them (its eight
 * markets), a part moved to the state's rate (no county, or a county the rates lack), to the
 * national one (a state they lack) or written as providers write them (lower case, "County"),
 * every fee frequency, fees as text, and prices with cents, at and beyond the estimate's bounds.
 */
const listings = (): PropertyRecord[] => {
  const random = fc.sample(
    fc.record({
      place: fc.constantFrom('as is', 'no county', 'other county', 'no state', 'as written'),
      fee: fc.option(
        fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.double({ min: 1, max: 900, noNaN: true })),
        { freq: 3 },
      ),
      frequency: fc.constantFrom(...frequencies),
      feeAsText: fc.boolean(),
      cents: fc.integer({ min: 0, max: 99 }),
    }),
    { numRuns: 500, seed: 51 },
  );
  const odd = [0, -5, 0.99, 1, 1.5, 999_999_999.99, 1_000_000_000, 1_000_000_001, 25_000.5];
  return generateListings({ count: 500, seed: 51 }).map((record, index) => {
    const draw = random[index];
    const state = record.StateOrProvince;
    const place = {
      'as is': {},
      'no county': { CountyOrParish: null },
      'other county': { CountyOrParish: 'Elsewhere' },
      'no state': { StateOrProvince: 'ZZ' },
      'as written': {
        StateOrProvince: ` ${state.toLowerCase()} `,
        CountyOrParish: `${(record.CountyOrParish ?? '').toUpperCase()} County`,
      },
    }[draw?.place ?? 'as is'];
    const fee = draw?.fee ?? null;
    return {
      ...record,
      ...place,
      ListPrice: odd[index] ?? record.ListPrice + (draw?.cents ?? 0) / 100,
      AssociationFee: fee !== null && draw?.feeAsText ? String(fee) : fee,
      AssociationFeeFrequency: draw?.frequency ?? null,
    } as PropertyRecord;
  });
};

describe.each(drivers)("the search's monthly cost is homeEstimate's (%s)", (driver) => {
  let database: Database;
  let records: PropertyRecord[];
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    records = listings();
    await insertReplicaListings(database.db, records);
  }, 60_000);
  afterAll(() => database.close());

  /** The replica's records, as the app reads them back. */
  const stored = async () =>
    database.db
      .select({ key: replicaListings.listingKey, record: replicaListings.record })
      .from(replicaListings);

  const totalsStatement = () =>
    database.db
      .select({
        key: replicaListings.listingKey,
        total: sql<number | null>`${monthlyTotalSql()}`,
      })
      .from(replicaListings)
      .prepare('');

  it('covers every county of the rates, their states, the national rate and every fee frequency', () => {
    expect(ratesKeysAreCanonical()).toBe(true);
    const counties = new Set(
      records.map((r) => `${r.StateOrProvince.trim().toUpperCase()}:${r.CountyOrParish}`),
    );
    for (const key of Object.keys(countyTaxRates)) expect(counties).toContain(key);
    expect(records.some((r) => r.StateOrProvince === 'ZZ')).toBe(true);
    expect(records.some((r) => r.CountyOrParish === null)).toBe(true);
    for (const frequency of frequencies)
      expect(
        records.some((r) => r.AssociationFeeFrequency === frequency && r.AssociationFee !== null),
      ).toBe(true);
  });

  it.each(defaultsCases)(
    'gives each home the same total to the dollar under %o',
    async (defaults) => {
      const rows = await totalsStatement().execute(costValuesOf(defaults));
      const byKey = new Map((await stored()).map((row) => [row.key, row.record]));
      expect(rows).toHaveLength(records.length);
      for (const row of rows)
        expect(row.total, row.key).toBe(monthlyEstimateOf(byKey.get(row.key) ?? {}, defaults));
      // Prices an estimate does not take ($0, -$5, 99 cents, $1,000,000,001) have none.
      expect(rows.filter((row) => row.total === null).length).toBeGreaterThanOrEqual(4);
    },
  );

  /** The on-market homes whose estimate is at most `limit`, through the search's statement. */
  const found = async (
    values: CostValues,
    limit: number,
    sort: 'newest' | 'monthly-asc' = 'newest',
  ) =>
    await findListings(
      database.db,
      { statuses: [...searchStatuses], costs: values, maxMonthlyCost: limit },
      { sort, offset: 0, limit: 50, userId: '00000000-0000-0000-0000-000000000000' },
    );

  it.each(defaultsCases.slice(0, 4))(
    'finds a home exactly at the limit, not a dollar over, and every home within it, under %o',
    async (defaults) => {
      const values = costValuesOf(defaults);
      const estimates = (await stored())
        .filter((row) => (searchStatuses as readonly unknown[]).includes(row.record.StandardStatus))
        .map((row) => ({ key: row.key, total: monthlyEstimateOf(row.record, defaults) }))
        .filter((row): row is { key: string; total: number } => row.total !== null);
      const totals = estimates.map((row) => row.total).sort((a, b) => a - b);
      expect(totals.length).toBeGreaterThan(250);
      for (const limit of [totals[10] ?? 0, totals[100] ?? 0, totals[250] ?? 0]) {
        const within = estimates.filter((row) => row.total <= limit);
        const answer = await found(values, limit, 'monthly-asc');
        expect(answer.total).toBe(within.length);
        // The price bound keeps every home within the limit; the sure limit admits none beyond it.
        const bounds = priceBoundsOf(values, limit);
        for (const row of within)
          expect(byPrice(row.key)).toBeLessThanOrEqual(bounds.costPriceBound);
        for (const row of estimates.filter((one) => one.total > limit))
          expect(byPrice(row.key) * bounds.costMostPerDollar + hoaOf(row.key)).toBeGreaterThan(
            bounds.costSureLimit,
          );
        const at = within.find((row) => row.total === limit);
        expect(at).toBeDefined();
        const over = await found(values, limit - 1, 'monthly-asc');
        expect(over.total).toBe(within.filter((row) => row.total <= limit - 1).length);
        expect(over.total).toBeLessThan(answer.total);
        expect(answer.rows.map((row) => row.listingKey)).toEqual(
          within
            .sort((a, b) => a.total - b.total || (a.key < b.key ? -1 : 1))
            .slice(0, 50)
            .map((row) => row.key),
        );
      }
    },
  );

  const hoaOf = (key: string) =>
    entityToListing(records.find((record) => record.ListingKey === key))?.hoaMonthly ?? 0;
  const byPrice = (key: string) =>
    records.find((record) => record.ListingKey === key)?.ListPrice ?? 0;
});
