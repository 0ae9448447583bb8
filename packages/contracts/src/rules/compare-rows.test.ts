import { describe, expect, it } from 'vitest';
import type { RawProperty } from '../api/listings';
import { compareMessages, reportsMessages } from '../messages';
import {
  compareRows,
  splitEqualRows,
  type CompareHome,
  type CompareReport,
  type CompareRow,
  type CompareRowId,
} from './compare-rows';
import { homeEstimate } from './monthly-cost';

const record = (key: string, overrides: Partial<RawProperty> = {}): RawProperty => ({
  ListingKey: key,
  UnparsedAddress: `${key} Oak Street`,
  City: 'Springfield',
  StateOrProvince: 'IL',
  PostalCode: '62704',
  ListPrice: 450000,
  StandardStatus: 'Active',
  PropertyType: 'Residential',
  ArchitecturalStyle: null,
  YearBuilt: 1998,
  Stories: 2,
  LivingArea: 2000,
  LotSizeAcres: 0.25,
  LotSizeSquareFeet: 10890,
  BedroomsTotal: 3,
  BathroomsFull: 2,
  BathroomsHalf: 0,
  BathroomsTotalInteger: 2,
  Heating: null,
  Cooling: null,
  Basement: null,
  GarageSpaces: null,
  FireplacesTotal: null,
  SubdivisionName: null,
  ElementarySchool: 'Lincoln Elementary',
  MiddleOrJuniorSchool: null,
  HighSchool: 'Springfield High',
  PublicRemarks: null,
  TaxAnnualAmount: 6000,
  Latitude: null,
  Longitude: null,
  ...overrides,
});

const home = (key: string, overrides: Partial<RawProperty> = {}, report?: CompareReport) => ({
  record: record(key, overrides),
  photo: `https://photos.example/${key}.jpg`,
  report,
});

const rowOf = (rows: CompareRow[], id: CompareRowId) => {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`no row ${id}`);
  return row;
};

const texts = (row: CompareRow) => row.cells.map((cell) => cell.text);
const bests = (row: CompareRow) => row.cells.map((cell) => ('best' in cell ? cell.best : false));

const grades = (overall: string, cosmetic = 'Green', nonCosmetic = 'Green'): CompareReport => ({
  kind: 'grades',
  overall,
  cosmetic,
  nonCosmetic,
});

describe('compareRows', () => {
  it('gives the rows of the issue in order, the AI rows only when reports are known', () => {
    const withReports = compareRows([
      home('A', {}, { kind: 'none' }),
      home('B', {}, grades('Green')),
    ]);
    expect(withReports.map((row) => row.id)).toEqual([
      'photo',
      'price',
      'pricePerSqft',
      'beds',
      'baths',
      'livingArea',
      'lot',
      'yearBuilt',
      'propertyType',
      'status',
      'taxes',
      'schools',
      'overallGrade',
      'cosmeticGrade',
      'nonCosmeticGrade',
    ]);
    expect(withReports.map((row) => row.label)).toEqual(
      withReports.map((row) => compareMessages.rows[row.id]),
    );
    // Rela's chat reads no report files: no AI rows rather than a wrong "Request AI Report".
    expect(compareRows([home('A'), home('B')]).at(-1)?.id).toBe('schools');
  });

  it('marks the lowest price, price per sq ft and taxes, and the most of beds, baths, area, lot and the newest year', () => {
    const rows = compareRows([
      home('A', { ListPrice: 500000, LivingArea: 2500, BedroomsTotal: 4, TaxAnnualAmount: 7000 }),
      home('B', { ListPrice: 400000, LivingArea: 1600, YearBuilt: 2015, TaxAnnualAmount: 5000 }),
      home('C', { BathroomsHalf: 1, LotSizeSquareFeet: 12000, LotSizeAcres: null }),
    ]);
    expect(bests(rowOf(rows, 'price'))).toEqual([false, true, false]);
    // $200, $250, $225 a square foot.
    expect(texts(rowOf(rows, 'pricePerSqft'))).toEqual(['$200/sq ft', '$250/sq ft', '$225/sq ft']);
    expect(bests(rowOf(rows, 'pricePerSqft'))).toEqual([true, false, false]);
    expect(bests(rowOf(rows, 'beds'))).toEqual([true, false, false]);
    expect(bests(rowOf(rows, 'baths'))).toEqual([false, false, true]);
    expect(bests(rowOf(rows, 'livingArea'))).toEqual([true, false, false]);
    expect(bests(rowOf(rows, 'lot'))).toEqual([false, false, true]);
    expect(bests(rowOf(rows, 'yearBuilt'))).toEqual([false, true, false]);
    expect(bests(rowOf(rows, 'taxes'))).toEqual([false, true, false]);
    for (const id of ['propertyType', 'status', 'schools'] as const) {
      expect(rowOf(rows, id).best).toBe('none');
    }
  });

  it('marks every home that ties for best, compared as shown', () => {
    const rows = compareRows([
      home('A', { ListPrice: 400000.4 }),
      home('B', { ListPrice: 400000 }),
      home('C', { ListPrice: 410000 }),
    ]);
    expect(texts(rowOf(rows, 'price'))).toEqual(['$400,000', '$400,000', '$410,000']);
    expect(bests(rowOf(rows, 'price'))).toEqual([true, true, false]);
  });

  it('folds rows whose values are all equal, N/A included, and marks no best there', () => {
    const rows = compareRows([
      home('A', { ListPrice: 300000, TaxAnnualAmount: null, PropertyType: 'Residential' }),
      home('B', { ListPrice: 350000, TaxAnnualAmount: null, PropertyType: 'residential ' }),
    ]);
    const { shown, equal } = splitEqualRows(rows);
    expect(equal.map((row) => row.id)).toEqual([
      'beds',
      'baths',
      'livingArea',
      'lot',
      'yearBuilt',
      'propertyType',
      'status',
      'taxes',
      'schools',
    ]);
    expect(shown.map((row) => row.id)).toEqual(['photo', 'price', 'pricePerSqft']);
    expect(bests(rowOf(rows, 'beds'))).toEqual([false, false]);
    expect(texts(rowOf(rows, 'taxes'))).toEqual(['N/A', 'N/A']);
  });

  it('writes baths by the one rule: full plus half, the total integer when neither is known', () => {
    const rows = compareRows([
      home('A', { BathroomsFull: 2, BathroomsHalf: 1, BathroomsTotalInteger: 3 }),
      home('B', { BathroomsFull: null, BathroomsHalf: null, BathroomsTotalInteger: 3 }),
    ]);
    expect(texts(rowOf(rows, 'baths'))).toEqual(['2.5', '3']);
    expect(bests(rowOf(rows, 'baths'))).toEqual([false, true]);
  });

  it('writes every lot of a row in one unit, converting the other', () => {
    const squareFeet = compareRows([
      home('A', { LotSizeAcres: 0.5, LotSizeSquareFeet: null }),
      home('B', { LotSizeAcres: null, LotSizeSquareFeet: 8000 }),
    ]);
    expect(texts(rowOf(squareFeet, 'lot'))).toEqual(['21,780 sq ft', '8,000 sq ft']);
    expect(bests(rowOf(squareFeet, 'lot'))).toEqual([true, false]);
    const acres = compareRows([
      home('A', { LotSizeAcres: 1.5, LotSizeSquareFeet: null }),
      home('B', { LotSizeAcres: null, LotSizeSquareFeet: 21780 }),
    ]);
    expect(texts(rowOf(acres, 'lot'))).toEqual(['1.50 acres', '0.50 acres']);
    expect(bests(rowOf(acres, 'lot'))).toEqual([true, false]);
  });

  it('shows N/A for missing values, never best, and needs two known values for a best', () => {
    const rows = compareRows([
      home('A', { LivingArea: null, YearBuilt: null, ElementarySchool: null, HighSchool: ' ' }),
      home('B', { LivingArea: 1800, YearBuilt: 1990 }),
      home('C', { LivingArea: null, YearBuilt: null }),
    ]);
    expect(texts(rowOf(rows, 'livingArea'))).toEqual(['N/A', '1,800 sq ft', 'N/A']);
    expect(bests(rowOf(rows, 'livingArea'))).toEqual([false, false, false]);
    expect(texts(rowOf(rows, 'pricePerSqft'))).toEqual(['N/A', '$250/sq ft', 'N/A']);
    const schools = rowOf(rows, 'schools').cells[0];
    expect(schools).toMatchObject({ text: 'N/A', missing: true });
    expect(rowOf(rows, 'schools').cells[1]).toMatchObject({
      lines: ['Elementary: Lincoln Elementary', 'High: Springfield High'],
      missing: false,
    });
  });

  it('grades: Good over Fair over Poor, a report to request, one on its way, not applicable', () => {
    const homes: CompareHome[] = [
      home('A', {}, grades('Yellow', 'Red', reportsMessages.notApplicable)),
      home('B', {}, grades('Green', 'Brown', 'Green')),
      home('C', {}, { kind: 'none' }),
      home('D', {}, { kind: 'generating' }),
    ];
    const rows = compareRows(homes);
    const overall = rowOf(rows, 'overallGrade');
    expect(texts(overall)).toEqual(['Fair', 'Good', 'Request AI Report', 'Report on its way']);
    expect(overall.cells.map((cell) => cell.kind)).toEqual([
      'grade',
      'grade',
      'request-report',
      'generating',
    ]);
    expect(bests(overall)).toEqual([false, true, false, false]);
    // Red and any other word are both Poor: a tie, so no best.
    expect(texts(rowOf(rows, 'cosmeticGrade')).slice(0, 2)).toEqual(['Poor', 'Poor']);
    expect(bests(rowOf(rows, 'cosmeticGrade'))).toEqual([false, false, false, false]);
    expect(rowOf(rows, 'nonCosmeticGrade').cells[0]).toMatchObject({
      text: 'Not applicable',
      missing: true,
      best: false,
    });
    // A row with a report to request stays in sight even when its grades agree.
    expect(rows.filter((row) => row.id.endsWith('Grade')).some((row) => row.equal)).toBe(false);
  });

  it('folds a grade row only when every home has the same grade', () => {
    const rows = compareRows([
      home('A', {}, grades('Green')),
      home('B', {}, grades('Green', 'Yellow')),
    ]);
    expect(rowOf(rows, 'overallGrade').equal).toBe(true);
    expect(rowOf(rows, 'cosmeticGrade').equal).toBe(false);
    expect(bests(rowOf(rows, 'cosmeticGrade'))).toEqual([true, false]);
  });

  it('keeps the photo row, with each home’s photo', () => {
    const rows = compareRows([home('A'), { ...home('B'), photo: null }]);
    const photo = rowOf(rows, 'photo');
    expect(photo.equal).toBe(false);
    expect(photo.cells).toEqual([
      { kind: 'photo', text: 'A Oak Street', url: 'https://photos.example/A.jpg' },
      { kind: 'photo', text: 'B Oak Street', url: null },
    ]);
  });
});

describe('the monthly rows (ADR 051)', () => {
  const defaults = { downPaymentPercent: 10, rate: 6, termYears: 30 };

  it("follow the price with the estimate of each home under the defaults, the cards' computation", () => {
    const rows = compareRows(
      [
        home('A', {
          StateOrProvince: 'NC',
          CountyOrParish: 'Wake',
          AssociationFee: 300,
          AssociationFeeFrequency: 'Quarterly',
        }),
        home('B', { ListPrice: 400000, StateOrProvince: 'TX', CountyOrParish: 'Travis' }),
        home('C', { ListPrice: null }),
      ],
      { monthlyUnder: defaults },
    );
    expect(rows.map((row) => row.id).slice(0, 7)).toEqual([
      'photo',
      'price',
      'pricePerSqft',
      'monthlyTotal',
      'monthlyPrincipalAndInterest',
      'monthlyTax',
      'monthlyHoa',
    ]);
    const a = homeEstimate(
      { price: 450000, state: 'NC', county: 'Wake', hoaMonthly: 100 },
      defaults,
    );
    const b = homeEstimate(
      { price: 400000, state: 'TX', county: 'Travis', hoaMonthly: 0 },
      defaults,
    );
    const dollars = (value: number) => `$${value.toLocaleString('en-US')}/mo`;
    expect(texts(rowOf(rows, 'monthlyTotal'))).toEqual([dollars(a.total), dollars(b.total), 'N/A']);
    expect(texts(rowOf(rows, 'monthlyTax'))).toEqual([dollars(a.tax), dollars(b.tax), 'N/A']);
    expect(texts(rowOf(rows, 'monthlyHoa'))).toEqual(['$100/mo', '$0/mo', 'N/A']);
    expect(texts(rowOf(rows, 'monthlyPrincipalAndInterest'))[0]).toBe(
      dollars(a.principalAndInterest),
    );
    const lower = a.total < b.total ? [true, false, false] : [false, true, false];
    expect(bests(rowOf(rows, 'monthlyTotal'))).toEqual(lower);
  });

  it("are left out without defaults (Rela's table)", () => {
    const rows = compareRows([home('A'), home('B')]);
    expect(rows.some((row) => row.id.startsWith('monthly'))).toBe(false);
  });
});
