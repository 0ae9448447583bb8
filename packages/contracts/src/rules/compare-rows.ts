import type { RawProperty } from '../api/listings';
import type { CostDefaultsValues } from '../api/costs';
import { compareMessages } from '../messages/compare';
import { listingFactsMessages } from '../messages/listing-facts';
import { reportsMessages } from '../messages/reports';
import {
  bathroomsOf,
  lotSizeLabels,
  lotSquareFeet,
  lotUnitFor,
  squareFeetPerAcre,
} from './listing-facts';
import { homeEstimate, monthlyFee } from './monthly-cost';

/**
 * The rows of a side-by-side comparison of 2 to 4 homes (ADR 022), for the Compare page and Rela's
 * chat table alike: each row's cells as text, which cells hold the best value, and whether every
 * home has the same value (such a row folds away). ADR 022 records the choices.
 */

/** How many homes a comparison holds. */
export const compareLimits = { min: 2, max: 4 } as const;

/** What is known of a home's AI report. */
export type CompareReport =
  | { kind: 'grades'; overall: string; cosmetic: string; nonCosmetic: string }
  /** No report: the cell offers Request AI Report. */
  | { kind: 'none' }
  /** Requested and being written. */
  | { kind: 'generating' }
  /** Not known yet (the lookup is on its way) or not readable (it failed): N/A once settled. */
  | { kind: 'loading' }
  | { kind: 'unavailable' };

export type CompareHome = {
  record: RawProperty;
  /** The first photo: `null` when there is none, `undefined` while photos load. */
  photo?: string | null;
  /** `undefined` when the caller does not read reports (Rela's chat): the AI rows are left out. */
  report?: CompareReport;
};

/** Which value of a row is best; `none` for text rows, which have no best. */
export type BestRule = 'lowest' | 'highest' | 'none';

/** Green good, Yellow fair, anything else poor; the no-information text is no grade at all. */
export type GradeTone = 'good' | 'fair' | 'poor' | 'none';

export type CompareCell =
  | { kind: 'photo'; text: string; url: string | null | undefined }
  | { kind: 'value'; text: string; lines: string[]; missing: boolean; best: boolean }
  | { kind: 'grade'; text: string; tone: GradeTone; missing: boolean; best: boolean }
  | { kind: 'request-report'; text: string }
  | { kind: 'generating'; text: string }
  | { kind: 'loading'; text: string };

export type CompareRowId = keyof typeof compareMessages.rows;

export type CompareRow = {
  id: CompareRowId;
  label: string;
  best: BestRule;
  /** Every home has the same value (N/A included): the row folds behind "Show N equal rows". */
  equal: boolean;
  cells: CompareCell[];
};

const na = listingFactsMessages.notAvailable;
const labels = compareMessages.rows;

const known = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const figure = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A numeric cell: compared on the figure as shown, so two values that read the same tie. */
type Measure = { value: number; text: string } | null;

const money = (value: number | null): Measure =>
  known(value) ? { value: Math.round(value), text: dollars.format(Math.round(value)) } : null;

const count = (value: number | null, unit = ''): Measure =>
  known(value)
    ? { value: Math.round(value * 100) / 100, text: `${figure.format(value)}${unit}` }
    : null;

const pricePerSquareFoot = (record: RawProperty): Measure => {
  const { ListPrice: price, LivingArea: area } = record;
  if (!known(price) || !known(area) || area <= 0) return null;
  const value = Math.round(price / area);
  return { value, text: compareMessages.perSquareFoot(dollars.format(value)) };
};

/** Lots of one row in one unit (`lotUnitFor`), compared on the figure shown. */
const lotMeasures = (records: readonly RawProperty[]): Measure[] => {
  const unit = lotUnitFor(records);
  const texts = lotSizeLabels(records);
  return records.map((record, index) => {
    const squareFeet = lotSquareFeet(record);
    if (squareFeet === null) return null;
    const value =
      unit === 'sqft'
        ? Math.round(squareFeet)
        : Number(
            twoDecimals
              .format(
                known(record.LotSizeAcres) ? record.LotSizeAcres : squareFeet / squareFeetPerAcre,
              )
              .replace(/,/g, ''),
          );
    return { value, text: texts[index] ?? na };
  });
};

const marked = (measures: readonly Measure[], rule: BestRule) => {
  const values = measures.filter((measure) => measure !== null).map((measure) => measure.value);
  const distinct = new Set(values);
  // A best needs two known values that differ; ties mark every home that has it.
  if (rule === 'none' || values.length < 2 || distinct.size < 2) return () => false;
  const best = rule === 'lowest' ? Math.min(...values) : Math.max(...values);
  return (measure: Measure) => measure !== null && measure.value === best;
};

const allSame = (keys: readonly string[]) => keys.length > 1 && new Set(keys).size === 1;

const numberRow = (id: CompareRowId, best: BestRule, measures: readonly Measure[]): CompareRow => {
  const isBest = marked(measures, best);
  return {
    id,
    label: labels[id],
    best,
    equal: allSame(measures.map((measure) => measure?.text ?? na)),
    cells: measures.map((measure) => ({
      kind: 'value',
      text: measure?.text ?? na,
      lines: [measure?.text ?? na],
      missing: measure === null,
      best: isBest(measure),
    })),
  };
};

const textRow = (id: CompareRowId, values: readonly (readonly string[])[]): CompareRow => {
  const cells = values.map((lines): CompareCell => {
    const shown = lines.map((line) => line.trim()).filter(Boolean);
    const missing = shown.length === 0;
    return {
      kind: 'value',
      text: missing ? na : shown.join('; '),
      lines: missing ? [na] : shown,
      missing,
      best: false,
    };
  });
  return {
    id,
    label: labels[id],
    best: 'none',
    equal: allSame(cells.map((cell) => cell.text.toLowerCase())),
    cells,
  };
};

const schoolLines = (record: RawProperty) => {
  const levels = compareMessages.schoolLevels;
  return [
    [levels.elementary, record.ElementarySchool],
    [levels.middle, record.MiddleOrJuniorSchool],
    [levels.high, record.HighSchool],
  ].flatMap(([level, name]) => (name?.trim() ? [`${level}: ${name.trim()}`] : []));
};

const gradeRank: Record<GradeTone, number | null> = { good: 3, fair: 2, poor: 1, none: null };

export const gradeTone = (grade: string): GradeTone => {
  if (grade === 'Green') return 'good';
  if (grade === 'Yellow') return 'fair';
  if (grade === reportsMessages.notApplicable || grade.trim() === '') return 'none';
  return 'poor';
};

const gradeWords = reportsMessages.gradeWords;
const gradeWord: Record<GradeTone, string> = {
  good: gradeWords.Green,
  fair: gradeWords.Yellow,
  poor: gradeWords.Red,
  none: gradeWords.notApplicable,
};

type GradeName = 'overall' | 'cosmetic' | 'nonCosmetic';

const gradeRow = (
  id: CompareRowId,
  name: GradeName,
  reports: readonly CompareReport[],
): CompareRow => {
  const tones = reports.map((report) =>
    report.kind === 'grades' ? gradeTone(report[name]) : null,
  );
  const measures = tones.map((tone): Measure => {
    const rank = tone ? gradeRank[tone] : null;
    return tone && rank !== null ? { value: rank, text: gradeWord[tone] } : null;
  });
  const isBest = marked(measures, 'highest');
  const cells = reports.map((report, index): CompareCell => {
    const tone = tones[index] ?? 'none';
    switch (report.kind) {
      case 'none':
        return { kind: 'request-report', text: compareMessages.requestReport };
      case 'generating':
        return { kind: 'generating', text: compareMessages.generating };
      case 'loading':
        return { kind: 'loading', text: compareMessages.loadingGrade };
      case 'unavailable':
        return { kind: 'grade', text: na, tone: 'none', missing: true, best: false };
      case 'grades':
        return {
          kind: 'grade',
          text: gradeWord[tone],
          tone,
          missing: tone === 'none',
          best: isBest(measures[index] ?? null),
        };
    }
  });
  // A row with a report to request, on its way or loading never folds: it is not settled.
  const graded = cells.every((cell) => cell.kind === 'grade');
  return {
    id,
    label: labels[id],
    best: 'highest',
    equal: graded && allSame(cells.map((cell) => cell.text)),
    cells,
  };
};

type MonthlyPart = 'total' | 'principalAndInterest' | 'tax' | 'hoa';

const monthlyRowIds: Record<MonthlyPart, CompareRowId> = {
  total: 'monthlyTotal',
  principalAndInterest: 'monthlyPrincipalAndInterest',
  tax: 'monthlyTax',
  hoa: 'monthlyHoa',
};

/**
 * The monthly rows (REQ-COST-SEARCH, ADR 051): each home's estimate under `defaults`, the same
 * computation as the cards (`homeEstimate` of the record's price, state, county and HOA dues);
 * N/A without a price. Lowest is best.
 */
const monthlyRows = (records: readonly RawProperty[], defaults: CostDefaultsValues) => {
  const estimates = records.map((record) =>
    known(record.ListPrice) && record.ListPrice > 0
      ? homeEstimate(
          {
            price: record.ListPrice,
            state: record.StateOrProvince,
            county: record.CountyOrParish,
            hoaMonthly: monthlyFee(record.AssociationFee, record.AssociationFeeFrequency),
          },
          defaults,
        )
      : null,
  );
  return (Object.keys(monthlyRowIds) as MonthlyPart[]).map((part) =>
    numberRow(
      monthlyRowIds[part],
      'lowest',
      estimates.map((estimate) =>
        estimate
          ? {
              value: estimate[part],
              text: compareMessages.perMonth(dollars.format(estimate[part])),
            }
          : null,
      ),
    ),
  );
};

/** What a comparison adds beyond the records. */
export type CompareOptions = {
  /** The viewer's down payment, rate and term: the monthly rows after the price (the web's page). */
  monthlyUnder?: CostDefaultsValues;
};

/**
 * The rows, in order. Best values: lowest price, price per sq ft, monthly figures (with
 * `monthlyUnder`) and taxes; most beds, baths, living area and lot; newest year built; best AI
 * grade (Good over Fair over Poor). Type, status and schools are text: no best.
 */
export const compareRows = (
  homes: readonly CompareHome[],
  options: CompareOptions = {},
): CompareRow[] => {
  const records = homes.map((home) => home.record);
  const rows: CompareRow[] = [
    {
      id: 'photo',
      label: labels.photo,
      best: 'none',
      equal: false,
      cells: homes.map((home) => ({
        kind: 'photo',
        text: home.record.UnparsedAddress ?? home.record.ListingKey,
        url: home.photo,
      })),
    },
    numberRow(
      'price',
      'lowest',
      records.map((record) => money(record.ListPrice)),
    ),
    numberRow('pricePerSqft', 'lowest', records.map(pricePerSquareFoot)),
    ...(options.monthlyUnder ? monthlyRows(records, options.monthlyUnder) : []),
    numberRow(
      'beds',
      'highest',
      records.map((record) => count(record.BedroomsTotal)),
    ),
    numberRow(
      'baths',
      'highest',
      records.map((record) => count(bathroomsOf(record))),
    ),
    numberRow(
      'livingArea',
      'highest',
      records.map((record) => count(record.LivingArea, ' sq ft')),
    ),
    numberRow('lot', 'highest', lotMeasures(records)),
    numberRow(
      'yearBuilt',
      'highest',
      records.map((record) =>
        known(record.YearBuilt)
          ? { value: Math.trunc(record.YearBuilt), text: String(Math.trunc(record.YearBuilt)) }
          : null,
      ),
    ),
    textRow(
      'propertyType',
      records.map((record) => [record.PropertyType ?? '']),
    ),
    textRow(
      'status',
      records.map((record) => [record.StandardStatus ?? '']),
    ),
    numberRow(
      'taxes',
      'lowest',
      records.map((record) => money(record.TaxAnnualAmount)),
    ),
    textRow('schools', records.map(schoolLines)),
  ];
  const reports = homes.map((home) => home.report);
  if (reports.every((report): report is CompareReport => report !== undefined)) {
    rows.push(
      gradeRow('overallGrade', 'overall', reports),
      gradeRow('cosmeticGrade', 'cosmetic', reports),
      gradeRow('nonCosmeticGrade', 'nonCosmetic', reports),
    );
  }
  return rows;
};

/** Rows shown at once and rows folded away (all equal). */
export const splitEqualRows = (rows: readonly CompareRow[]) => ({
  shown: rows.filter((row) => !row.equal),
  equal: rows.filter((row) => row.equal),
});
