import type { NewSavedSearchRow } from '../../../db/schema';

/** The typed filter columns of a saved search (ADR 035): what matching reads and indexes. */
export type SearchColumns = Pick<
  NewSavedSearchRow,
  | 'statuses'
  | 'minPrice'
  | 'maxPrice'
  | 'minBeds'
  | 'minBaths'
  | 'postalCode'
  | 'cities'
  | 'propertyTypes'
  | 'words'
  | 'box'
>;

const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const textOf = (value: unknown) => (typeof value === 'string' ? value : null);
const textsOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null;

/**
 * The search module's filters of a query (`filtersOf`, as stored in `filters`) as the typed columns
 * written beside them: absent filters are null (or empty lists), the box as PostgreSQL's `box` of its two corners. Migration 0014 writes the same
 * columns from `filters` for the searches saved before.
 */
export const searchColumnsOf = (filters: Record<string, unknown>): SearchColumns => {
  const box = Array.isArray(filters.box) ? filters.box.map(numberOf) : [];
  const [west, south, east, north] = box;
  return {
    statuses: textsOf(filters.statuses) ?? [],
    minPrice: numberOf(filters.minPrice),
    maxPrice: numberOf(filters.maxPrice),
    minBeds: numberOf(filters.minBeds),
    minBaths: numberOf(filters.minBaths),
    postalCode: textOf(filters.postalCode),
    cities: textsOf(filters.cities) ?? [],
    propertyTypes: textsOf(filters.propertyTypes),
    words: textsOf(filters.words) ?? [],
    box:
      box.length === 4 && box.every((value) => value !== null)
        ? `((${west},${south}),(${east},${north}))`
        : null,
  };
};
