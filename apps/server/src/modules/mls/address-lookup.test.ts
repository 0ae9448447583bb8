import { describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock';
import { findListingByAddress, type PropertyQueryTransport } from './address-lookup';
import { MlsError } from './mls-errors';

type Row = Record<string, string | null>;

const row = (ListingKey: string, fields: Row = {}): Row => ({
  ListingKey,
  UnparsedAddress: '123 N Main St',
  StreetNumber: '123',
  StreetDirPrefix: 'N',
  StreetName: 'Main',
  StreetSuffix: 'St',
  StreetDirSuffix: null,
  UnitNumber: null,
  City: 'Austin',
  StateOrProvince: 'TX',
  PostalCode: '78701',
  StandardStatus: 'Active',
  ModificationTimestamp: '2026-01-01T00:00:00Z',
  ...fields,
});

/** Answers every query with `rows` (the lookup scores them) and records the filters. */
const fakeTransport = (
  rows: Row[],
  stringFunctions: PropertyQueryTransport['stringFunctions'] = 'on',
  supportsStrings = true,
) => {
  const filters: string[] = [];
  const transport: PropertyQueryTransport = {
    stringFunctions,
    queryProperties: async (filter, opts) => {
      filters.push(filter);
      if (!supportsStrings && filter.includes('contains(')) {
        throw new MlsError('rejected', 'no contains', { status: 400, resoCode: 'NotImplemented' });
      }
      expect(opts.top).toBe(10);
      return rows;
    },
  };
  return { transport, filters };
};

describe('findListingByAddress', () => {
  it('asks for number + contains(name) in the ZIP first', async () => {
    const { transport, filters } = fakeTransport([row('K1')]);
    const result = await findListingByAddress('123 North Main Street, Austin, TX 78701', transport);
    expect(result).toMatchObject({ kind: 'found', listing: { listingKey: 'K1' } });
    expect(filters).toEqual([
      "StreetNumber eq '123' and contains(tolower(StreetName), 'main') and PostalCode eq '78701'",
    ]);
  });

  it('uses eq on the structured fields when string functions are off', async () => {
    const { transport, filters } = fakeTransport([row('K1')], 'off');
    await findListingByAddress("12 o'brien ct", transport);
    expect(filters).toEqual([
      "StreetNumber eq '12' and (StreetName eq 'O''Brien' or StreetName eq 'o''brien' or StreetName eq 'O''BRIEN')",
    ]);
  });

  it('switches to the structured path after NotImplemented in auto mode, and remembers', async () => {
    const { transport, filters } = fakeTransport([row('K1')], 'auto', false);
    expect(await findListingByAddress('123 Main St 78701', transport)).toMatchObject({
      kind: 'found',
    });
    expect(filters[0]).toContain('contains(');
    expect(filters.slice(1).some((filter) => filter.includes('contains('))).toBe(false);
    filters.length = 0;
    await findListingByAddress('123 Main St 78701', transport);
    expect(filters.some((filter) => filter.includes('contains('))).toBe(false);
  });

  it('retries without the ZIP when nothing matches within it', async () => {
    const rows = [row('K1', { PostalCode: '78702' })];
    const filters: string[] = [];
    const transport: PropertyQueryTransport = {
      stringFunctions: 'on',
      queryProperties: async (filter) => {
        filters.push(filter);
        return filter.includes('PostalCode') ? [] : rows;
      },
    };
    expect(await findListingByAddress('123 Main St, 78701', transport)).toMatchObject({
      kind: 'found',
      listing: { listingKey: 'K1' },
    });
    expect(filters).toHaveLength(3);
    expect(filters[2]).not.toContain('PostalCode');
  });

  it('prefers the Active listing among duplicates, then the status ranking', async () => {
    const { transport } = fakeTransport([
      row('K1', { StandardStatus: 'Closed' }),
      row('K2', { StandardStatus: 'Pending' }),
      row('K3', { StandardStatus: 'Active' }),
    ]);
    expect(await findListingByAddress('123 Main St', transport)).toMatchObject({
      kind: 'found',
      listing: { listingKey: 'K3', status: 'Active' },
    });
    const { transport: noActive } = fakeTransport([
      row('K1', { StandardStatus: 'Coming Soon' }),
      row('K2', { StandardStatus: 'Active Under Contract' }),
    ]);
    expect(await findListingByAddress('123 Main St', noActive)).toMatchObject({
      listing: { listingKey: 'K2' },
    });
  });

  it('scores units, suffixes and directionals, and says ambiguous on a tie', async () => {
    const rows = [
      row('U1', { UnitNumber: '4B' }),
      row('U2', { UnitNumber: '5' }),
      row('AVE', { StreetSuffix: 'Ave', StreetDirPrefix: null }),
      row('S', { StreetDirPrefix: 'S' }),
    ];
    const { transport } = fakeTransport(rows);
    expect(await findListingByAddress('123 Main St #4b', transport)).toMatchObject({
      listing: { listingKey: 'U1' },
    });
    expect(await findListingByAddress('123 Main Ave', transport)).toMatchObject({
      listing: { listingKey: 'AVE' },
    });
    expect(await findListingByAddress('123 South Main St', transport)).toMatchObject({
      listing: { listingKey: 'S' },
    });
    const units = await findListingByAddress(
      '123 Main St',
      fakeTransport(rows.slice(0, 2)).transport,
    );
    expect(units).toMatchObject({
      kind: 'ambiguous',
      candidates: [{ listingKey: 'U1' }, { listingKey: 'U2' }],
    });
    const sides = await findListingByAddress(
      '123 Main St',
      fakeTransport([row('N'), row('S', { StreetDirPrefix: 'S' })]).transport,
    );
    expect(sides.kind).toBe('ambiguous');
  });

  it('answers not-found for nonsense without a broader match', async () => {
    const { transport, filters } = fakeTransport([row('K1')]);
    for (const input of ['', '   ', 'x'.repeat(2000), '#', "'"]) {
      expect(await findListingByAddress(input, transport)).toEqual({ kind: 'not-found' });
    }
    expect(filters).toEqual([]);
    for (const input of [
      'asdf',
      "'; DROP TABLE",
      ') or (1 eq 1',
      "123 Main') or (1 eq 1",
      '%27 or 1 eq 1',
    ]) {
      expect(await findListingByAddress(input, transport)).toEqual({ kind: 'not-found' });
    }
  });

  it('throws a timeout once the 15 s budget is spent', async () => {
    const clock = manualClock();
    const transport: PropertyQueryTransport = {
      stringFunctions: 'on',
      queryProperties: async (_filter, opts) => {
        clock.advance(opts.timeoutMs);
        return [];
      },
    };
    await expect(
      findListingByAddress('123 Main St 78701', transport, { clock }),
    ).rejects.toMatchObject({ kind: 'timeout' });
  });
});
