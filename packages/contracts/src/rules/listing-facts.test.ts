import { describe, expect, it } from 'vitest';
import { toListing, type RawProperty } from '../api/listings';
import {
  bathroomsOf,
  bathsLabel,
  bedsLabel,
  lotSizeLabel,
  lotSizeLabels,
  lotUnitFor,
} from './listing-facts';

const baths = (full: number | null, half: number | null, total: number | null) => ({
  BathroomsFull: full,
  BathroomsHalf: half,
  BathroomsTotalInteger: total,
});

describe('bathroomsOf: full plus half, a half counting 0.5', () => {
  it.each([
    ['2 full, 1 half (the MLS rounds to 3)', baths(2, 1, 3), 2.5],
    ['2 full, no half', baths(2, 0, 2), 2],
    ['full only, half missing', baths(3, null, 3), 3],
    ['half only', baths(null, 1, 1), 0.5],
    ['1 full, 2 half', baths(1, 2, 2), 2],
    ['neither: the total integer', baths(null, null, 4), 4],
    ['nothing known', baths(null, null, null), null],
    ['no full count and no half bath: the total, not 0', baths(null, 0, 2), 2],
    ['no full count, no half bath, no total: N/A, not 0', baths(null, 0, null), null],
  ])('%s', (_name, fields, expected) => {
    expect(bathroomsOf(fields)).toBe(expected);
  });

  it('is the normalised listing’s bathrooms, so card and dialog agree', () => {
    const raw = { ListingKey: 'K1', ...baths(2, 1, 3) } as unknown as RawProperty;
    expect(toListing(raw).bathrooms).toBe(2.5);
  });
});

describe('beds and baths labels', () => {
  it.each([
    [bedsLabel(1), '1 bed'],
    [bedsLabel(3), '3 beds'],
    [bedsLabel(0), '0 beds'],
    [bedsLabel(null), 'N/A beds'],
    [bathsLabel(1), '1 bath'],
    [bathsLabel(2.5), '2.5 baths'],
    [bathsLabel(1.5), '1.5 baths'],
    [bathsLabel(undefined), 'N/A baths'],
  ])('%s', (label, expected) => {
    expect(label).toBe(expected);
  });
});

describe('lot size: one unit per row', () => {
  const lot = (acres: number | null, squareFeet: number | null) => ({
    LotSizeAcres: acres,
    LotSizeSquareFeet: squareFeet,
  });

  it('writes every lot in square feet when all are under an acre', () => {
    expect(lotSizeLabels([lot(null, 16341), lot(0.0904, null)])).toEqual([
      '16,341 sq ft',
      '3,938 sq ft',
    ]);
  });

  it('writes every lot in acres when any is an acre or more', () => {
    expect(lotUnitFor([lot(0.25, null), lot(null, 87120)])).toBe('acres');
    expect(lotSizeLabels([lot(0.25, null), lot(null, 87120), lot(null, null)])).toEqual([
      '0.25 acres',
      '2.00 acres',
      'N/A',
    ]);
  });

  it.each([
    [lot(1, 43560), '1.00 acre'],
    [lot(0.38, 16553), '16,553 sq ft'],
    [lot(5.5, null), '5.50 acres'],
    [lot(null, null), 'N/A'],
  ])('one lot on its own: %o', (fields, expected) => {
    expect(lotSizeLabel(fields)).toBe(expected);
  });

  it('never mixes units in a row of any lots', () => {
    const rows = [
      [lot(null, 16341), lot(0.0904, null)],
      [lot(3, null), lot(null, 2000), lot(0.5, 21780)],
    ];
    for (const row of rows) {
      const units = new Set(lotSizeLabels(row).map((label) => label.replace(/^[\d.,]+ /, '')));
      expect(units.size).toBe(1);
    }
  });
});
