import type { FieldSpec } from '../resources/fields';

/** What a `$filter` expression yields, statically. */
export type Kind = 'string' | 'number' | 'boolean' | 'date' | 'datetime' | 'null' | 'collection';

/**
 * What it yields at run time. Dates stay `YYYY-MM-DD` strings (they sort as text); date-times
 * become epoch milliseconds so offsets compare correctly.
 */
export type Value = string | number | boolean | null | readonly string[];

export const kindOfField = (field: FieldSpec): Kind => {
  if (field.collection) return 'collection';
  switch (field.type) {
    case 'Edm.String':
      return 'string';
    case 'Edm.Boolean':
      return 'boolean';
    case 'Edm.Date':
      return 'date';
    case 'Edm.DateTimeOffset':
      return 'datetime';
    default:
      return 'number';
  }
};

/** Reads a row's field as a filter value (date-times as epoch ms). */
export const fieldValue = (kind: Kind, raw: unknown): Value => {
  if (raw === null || raw === undefined) return null;
  if (kind === 'datetime') return Date.parse(String(raw));
  return raw as Value;
};
