import type { FieldSpec, Row } from '../resources/fields';
import { order } from './compare';
import { compileFilter } from './compile-filter';
import type { CollectionOptions, FieldsOf, OrderKey } from './query-options';
import { fieldValue, kindOfField, type Value } from './values';

export type FilterSettings = { stringFunctions: boolean; maxOrClauses: number | null };

const sortKey = (spec: FieldSpec) => {
  const kind = kindOfField(spec);
  return (row: Row) => fieldValue(kind, row[spec.name]);
};

/** A row's `$orderby` values, in key order (date-times as epoch ms). */
export const orderValues = (keys: readonly OrderKey[], of: FieldsOf) => {
  const readers = keys.map((key) => sortKey(of.fields.get(key.field) as FieldSpec));
  return (row: Row): Value[] => readers.map((read) => read(row));
};

/** Compares two rows' `$orderby` values; nulls come first ascending and last descending, as OData orders them. */
export const compareOrder =
  (keys: readonly OrderKey[]) =>
  (a: readonly Value[], b: readonly Value[]): number => {
    for (const [index, key] of keys.entries()) {
      const [x, y] = [a[index] ?? null, b[index] ?? null];
      const result = x === y ? 0 : x === null ? -1 : y === null ? 1 : order(x, y);
      if (result !== 0) return key.descending ? -result : result;
    }
    return 0;
  };

/** Sorts stably by several keys. */
const sortRows = <R extends Row>(rows: R[], keys: OrderKey[], of: FieldsOf): R[] => {
  const values = orderValues(keys, of);
  const compare = compareOrder(keys);
  const keyed = rows.map((row, index) => ({ row, index, values: values(row) }));
  keyed.sort((a, b) => compare(a.values, b.values) || a.index - b.index);
  return keyed.map((entry) => entry.row);
};

/** The rows matching `$filter`, in `$orderby` order (the source's order otherwise); no paging. */
export const selectRows = <R extends Row>(
  rows: Iterable<R>,
  options: Pick<CollectionOptions, 'filter' | 'orderBy'>,
  of: FieldsOf,
  settings: FilterSettings,
): R[] => {
  const test =
    options.filter === undefined
      ? undefined
      : compileFilter(options.filter, { resource: of.resource, fields: of.fields, ...settings });
  const matches: R[] = [];
  for (const row of rows) if (!test || test(row)) matches.push(row);
  return options.orderBy.length > 0 ? sortRows(matches, options.orderBy, of) : matches;
};

/** Keeps the selected fields (all when there is no `$select`), in the order of the field list. */
export const pickFields = (
  entity: Record<string, unknown>,
  fields: readonly FieldSpec[],
  select: readonly string[] | undefined,
): Record<string, unknown> => {
  const wanted = select ? new Set(select) : undefined;
  return Object.fromEntries(
    fields
      .filter((field) => !wanted || wanted.has(field.name))
      .map((field) => [field.name, entity[field.name] ?? null]),
  );
};
