import {
  countyKey,
  countyTaxRates,
  monthlyFee,
  priceCutAt,
  resoLookups,
  stateInsuranceRates,
  stateTaxRates,
} from '@rela/contracts';
import { generateListings, type PropertyRecord } from '@rela/mls';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../test/db';
import { replicaRowOf } from '../../../test/search-world';
import { entityToListing, toRawProperty } from '../mls';
import type { Database } from '../../db/client';
import {
  jsBlanks,
  lowerCaseToAscii,
  titleCaseToAscii,
  upperCaseToAscii,
} from '../../db/schema/listing-costs';
import { replicaListings } from '../../db/schema';

const isAscii = (text: string) => [...text].every((char) => (char.codePointAt(0) ?? 0) < 0x80);

/** Every code point but the surrogates, as a string. */
const everyCharacter = function* () {
  for (let code = 0; code <= 0x10ffff; code += 1)
    if (code < 0xd800 || code > 0xdfff) yield String.fromCodePoint(code);
};

describe('the SQL of the generated columns reads text as JavaScript does', () => {
  it('takes as blanks exactly what trim() and \\s take', () => {
    const blanks: string[] = [];
    const trimmedOtherwise: string[] = [];
    for (const char of everyCharacter()) {
      if (/\s/.test(char)) blanks.push(char);
      if ((char.trim() === '') !== /\s/.test(char)) trimmedOtherwise.push(char);
    }
    expect(trimmedOtherwise).toEqual([]);
    expect(blanks.sort()).toEqual([...jsBlanks].sort());
  });

  it('knows every character outside ASCII whose case JavaScript makes ASCII', () => {
    const upper: [string, string][] = [];
    const lower: [string, string][] = [];
    const title: [string, string][] = [];
    for (const char of everyCharacter()) {
      if (isAscii(char)) continue;
      const up = char.toUpperCase();
      const low = char.toLowerCase();
      if (isAscii(up)) upper.push([char, up]);
      if (isAscii(low)) lower.push([char, low]);
      // A letter that lower case leaves outside ASCII and upper case makes one ASCII letter (the
      // first letter of a county's word): such a letter is its own lower case.
      if (!isAscii(low) && /^[A-Z]$/.test(low.toUpperCase()))
        title.push([char, low.toUpperCase().toLowerCase()]);
    }
    expect(upper).toEqual(upperCaseToAscii);
    expect(lower).toEqual(lowerCaseToAscii);
    expect(title).toEqual(titleCaseToAscii);
    for (const [char] of title) expect(char.toLowerCase()).toBe(char);
  });
});

/** A listing of the embedded MLS's generator with these fields of its record replaced. */
const recordWith = (
  template: PropertyRecord,
  key: string,
  fields: Record<string, unknown>,
): PropertyRecord => ({ ...template, ListingKey: key, ...fields }) as PropertyRecord;

describe.each(drivers)('the replica keeps what a monthly estimate reads (%s)', (driver) => {
  let database: Database;
  const [template] = generateListings({ count: 1, seed: 51 }) as [PropertyRecord];
  let next = 0;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  }, 60_000);
  afterAll(() => database.close());

  /** Writes records as the sync would, and reads back each one's record and generated columns. */
  const written = async (fields: Record<string, unknown>[]) => {
    const records = fields.map((one) => recordWith(template, `COSTS${(next += 1)}`, one));
    await database.db
      .insert(replicaListings)
      .values(records.map((record) => replicaRowOf(record, new Date())));
    return database.db
      .select({
        record: replicaListings.record,
        stateKey: replicaListings.stateKey,
        countyKey: replicaListings.countyKey,
        hoaMonthly: replicaListings.hoaMonthly,
        priceCutAt: replicaListings.priceCutAt,
      })
      .from(replicaListings)
      .where(
        inArray(
          replicaListings.listingKey,
          records.map((record) => record.ListingKey),
        ),
      );
  };

  it('reads the state and county as countyKey does, for every key of the rates', async () => {
    const states = [
      ...new Set([...Object.keys(stateTaxRates), ...Object.keys(stateInsuranceRates)]),
    ];
    const counties = Object.keys(countyTaxRates);
    const piece = fc.constantFrom(
      ...counties.map((key) => key.split(':')[1] ?? ''),
      ...states,
      'wake',
      'WAKE',
      ' ',
      '\u00a0',
      '\u3000',
      '\t',
      '-',
      ':',
      ' County',
      ' parish',
      'COUNTY',
      '\u212a',
      '\u0131',
      '\u017f',
      '\u00df',
      '\u1e9e',
      '\ufb01',
      '\u0130',
      'a',
      'k',
      'd',
    );
    const text = fc.array(piece, { maxLength: 4 }).map((parts) => parts.join(''));
    const places = fc.sample(
      fc.tuple(
        fc.oneof(text, fc.constantFrom(...states, ' nc ', 'nC', '\u0131d', 'I\u0307D', 'Tx\u2028')),
        fc.oneof(
          text,
          fc.constantFrom(
            ...counties.map((key) => key.split(':')[1] ?? ''),
            'Wake County',
            ' travis parish ',
            'wa\u212ae',
            '\u0131Ada',
          ),
          fc.constant(null),
        ),
      ),
      { numRuns: 300, seed: 51 },
    );
    // The listings of each state of the rates with each of its counties, as the MLS writes them.
    for (const key of counties) {
      const [state = '', county = ''] = key.split(':');
      places.push([state, county], [state.toLowerCase(), `${county.toUpperCase()} COUNTY`]);
    }
    const rows = await written(
      places.map(([state, county]) => ({ StateOrProvince: state, CountyOrParish: county })),
    );
    expect(rows).toHaveLength(places.length);
    for (const row of rows) {
      const raw = toRawProperty(row.record);
      const state = raw?.StateOrProvince;
      const county = raw?.CountyOrParish;
      const what = JSON.stringify([state, county, row.stateKey, row.countyKey]);
      for (const key of counties) {
        const [keyState = '', keyCounty = ''] = key.split(':');
        expect(row.countyKey === `${keyState}:${keyCounty.toLowerCase()}`, what).toBe(
          countyKey(state, county) === key,
        );
      }
      for (const key of states)
        expect(row.stateKey === key, what).toBe((state ?? '').trim().toUpperCase() === key);
    }
  });

  it('reads the HOA dues a month as toListing does', async () => {
    const frequencies = [
      ...Object.keys(resoLookups.FeeFrequency),
      ...Object.values(resoLookups.FeeFrequency),
      'Fortnightly',
      'monthly',
      'constructor',
      '',
      null,
      42,
    ];
    const fees = [250, 87.5, 0, -40, '310', ' 00120.50\u00a0', '-5', '1e3', '1,200', 'abc', null];
    const huge = `1${'0'.repeat(400)}`;
    const fields = [
      ...frequencies.flatMap((frequency) =>
        fees.map((fee) => ({ AssociationFee: fee, AssociationFeeFrequency: frequency })),
      ),
      { AssociationFee: huge, AssociationFeeFrequency: 'Monthly' },
      { AssociationFee: true, AssociationFeeFrequency: 'Monthly' },
    ];
    const stored = await written(fields);
    // A JSON number no double holds reads as no fee (JSON.parse makes it Infinity).
    const [first] = stored;
    await database.db.execute(
      sql`update replica_listings set record = jsonb_set(record, '{AssociationFee}', '1e400'::jsonb) where listing_key = ${first?.record.ListingKey as string}`,
    );
    const rows = await database.db
      .select({ record: replicaListings.record, hoaMonthly: replicaListings.hoaMonthly })
      .from(replicaListings)
      .where(
        inArray(
          replicaListings.listingKey,
          stored.map((row) => row.record.ListingKey as string),
        ),
      );
    expect(rows).toHaveLength(fields.length);
    for (const row of rows) {
      const expected = entityToListing(row.record)?.hoaMonthly;
      expect(row.hoaMonthly, JSON.stringify(row.record.AssociationFee)).toBe(expected);
    }
    const tested = rows.map((row) => entityToListing(row.record)?.hoaMonthly);
    expect(tested).toContain(monthlyFee(310, 'Quarterly'));
    expect(tested).toContain(0);
  });

  it('reads when the price was last lowered: an ISO 8601 instant with its offset', async () => {
    const stamps = [
      '2026-01-05T10:00:00Z',
      '2026-01-05T10:00:00.123456Z',
      '2026-01-05T10:00:00+05:30',
      '2026-01-05T10:00-08:00',
      // Not an instant the search reads: no offset, no time, no such day, not a time at all.
      '2026-01-05T10:00:00',
      '2026-01-05',
      '2026-02-30T00:00:00Z',
      'last Tuesday',
      '',
    ];
    const prices = [
      { ListPrice: 400_000, PreviousListPrice: 425_000 },
      { ListPrice: 400_000, PreviousListPrice: '425000' },
      { ListPrice: 400_000, PreviousListPrice: 400_000 },
      { ListPrice: 400_000, PreviousListPrice: 380_000 },
      { ListPrice: 400_000, PreviousListPrice: null },
      { ListPrice: 400_000, PreviousListPrice: `9${'9'.repeat(400)}` },
    ];
    const rows = await written(
      stamps.flatMap((stamp) => prices.map((price) => ({ ...price, PriceChangeTimestamp: stamp }))),
    );
    let cuts = 0;
    for (const row of rows) {
      const raw = toRawProperty(row.record);
      const cut = raw ? priceCutAt(raw) : null;
      const instant =
        cut !== null && /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(cut);
      const real = instant && cut !== '2026-02-30T00:00:00Z';
      if (real) cuts += 1;
      expect(row.priceCutAt?.getTime() ?? null, JSON.stringify([cut, raw?.PreviousListPrice])).toBe(
        real ? Date.parse(cut) : null,
      );
    }
    expect(cuts).toBe(4 * 3);
  });

  it('follows a change of the record', async () => {
    const [row] = await written([
      { StateOrProvince: 'NC', CountyOrParish: 'Wake', AssociationFee: 100 },
    ]);
    const key = row?.record.ListingKey as string;
    await database.db
      .update(replicaListings)
      .set({
        state: 'TX',
        record: { ...row?.record, CountyOrParish: 'Travis', AssociationFee: 300 },
      })
      .where(eq(replicaListings.listingKey, key));
    const [after] = await database.db
      .select({ countyKey: replicaListings.countyKey, hoaMonthly: replicaListings.hoaMonthly })
      .from(replicaListings)
      .where(eq(replicaListings.listingKey, key));
    expect(after).toEqual({ countyKey: 'TX:travis', hoaMonthly: 300 });
  });
});
