import { listingFactsMessages } from '../messages/listing-facts';

/**
 * How a home's facts read, wherever they are shown (card, dialog, compare, Rela): one rule for the
 * bathroom figure, the singular and plural of beds and baths, and the unit of a lot size.
 */

const text = listingFactsMessages;

const known = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const figure = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A count or an area with thousands separators (`2,150`, `2.5`); N/A when missing. */
export const formatFigure = (value: number | null | undefined) =>
  known(value) ? figure.format(value) : text.notAvailable;

export type BathroomFields = {
  BathroomsFull: number | null;
  BathroomsHalf: number | null;
  BathroomsTotalInteger: number | null;
};

/**
 * The bathrooms of a home: full plus half, a half bath counting 0.5 (2 full and 1 half is 2.5);
 * `BathroomsTotalInteger` when the MLS gives neither full nor half, or no full count and no half
 * bath (a missing full count is not zero: N/A, never "0 baths"; ADR 014).
 */
export const bathroomsOf = (fields: BathroomFields): number | null => {
  const { BathroomsFull: full, BathroomsHalf: half } = fields;
  if (!known(full) && (!known(half) || half === 0)) {
    return known(fields.BathroomsTotalInteger) ? fields.BathroomsTotalInteger : null;
  }
  return (known(full) ? full : 0) + (known(half) ? half : 0) / 2;
};

/** `1 bed`, `3 beds`, `N/A beds`. */
export const bedsLabel = (beds: number | null | undefined) =>
  text.beds(formatFigure(beds), beds === 1);

/** `1 bath`, `2.5 baths`, `N/A baths`. */
export const bathsLabel = (baths: number | null | undefined) =>
  text.baths(formatFigure(baths), baths === 1);

/** Square feet in an acre. */
export const squareFeetPerAcre = 43_560;

export type LotSizeFields = {
  LotSizeAcres: number | null;
  LotSizeSquareFeet: number | null;
};

export type LotUnit = 'sqft' | 'acres';

/** A lot's area in square feet, from either field (square feet preferred, as the more exact). */
export const lotSquareFeet = (lot: LotSizeFields): number | null => {
  if (known(lot.LotSizeSquareFeet)) return lot.LotSizeSquareFeet;
  return known(lot.LotSizeAcres) ? lot.LotSizeAcres * squareFeetPerAcre : null;
};

/**
 * The one unit for a row of lots: square feet when every known lot is under an acre, acres when
 * any is an acre or more, so two homes side by side are never written in two units.
 */
export const lotUnitFor = (lots: readonly LotSizeFields[]): LotUnit =>
  lots.some((lot) => (lotSquareFeet(lot) ?? 0) >= squareFeetPerAcre) ? 'acres' : 'sqft';

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** One lot in the given unit: `16,341 sq ft`, `0.38 acres`, `1.00 acre`; N/A when unknown. */
export const lotSizeLabel = (lot: LotSizeFields, unit: LotUnit = lotUnitFor([lot])) => {
  const squareFeet = lotSquareFeet(lot);
  if (squareFeet === null) return text.notAvailable;
  if (unit === 'sqft') return text.squareFeet(wholeNumber.format(squareFeet));
  const acres = known(lot.LotSizeAcres) ? lot.LotSizeAcres : squareFeet / squareFeetPerAcre;
  const shown = twoDecimals.format(acres);
  return text.acres(shown, shown === '1.00');
};

/** Lots side by side (a compare row), all in one unit. */
export const lotSizeLabels = (lots: readonly LotSizeFields[]) => {
  const unit = lotUnitFor(lots);
  return lots.map((lot) => lotSizeLabel(lot, unit));
};
