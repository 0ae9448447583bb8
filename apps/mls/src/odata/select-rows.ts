import type { FieldSpec, Row } from '../resources/fields';
import { order } from './compare';
import { compileFilter } from './compile-filter';
import type { CollectionOptions, FieldsOf, OrderKey } from './query-options';
import { fieldValue, kindOfField, type Value } from './values';

export type FilterSettings = { stringFunctions: boolean; maxOrClauses: number | null };

const sortKey = (spec: FieldSpec) => {
  const kind = kindOfField(spec);
  const { wire } = spec;
  if (wire && kind === 'string') {
    return (row: Row) => {
      const value = row[spec.name];
      return typeof value === 'string' ? wire(value) : fieldValue(kind, value);
    };
  }
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
    for (let index = 0; index < keys.length; index += 1) {
      const x = a[index] ?? null;
      const y = b[index] ?? null;
      const result = x === y ? 0 : x === null ? -1 : y === null ? 1 : order(x, y);
      if (result !== 0) return keys[index]?.descending ? -result : result;
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

/** The first rows of a page and what the page needs to know about the rest. */
export type PageSelection<R> = {
  /** The first `keep` matching rows after `after`, in order. */
  head: R[];
  /** How many rows match the filter (`$count`). */
  total: number;
  /** How many of them sort after `after` (all when there is none). */
  rest: number;
};

/**
 * The rows a page is cut from, without holding or sorting every match: matching rows stream through
 * a buffer cut back to the first `keep` whenever it doubles, so a million rows cost a pass, not a sort.
 */
export const selectHead = <R extends Row>(
  rows: Iterable<R>,
  options: Pick<CollectionOptions, 'filter' | 'orderBy'>,
  of: FieldsOf,
  settings: FilterSettings,
  limits: { keep: number; after?: readonly Value[] },
): PageSelection<R> => {
  const test =
    options.filter === undefined
      ? undefined
      : compileFilter(options.filter, { resource: of.resource, fields: of.fields, ...settings });
  const ordered = options.orderBy.length > 0;
  const values = orderValues(options.orderBy, of);
  const compare = compareOrder(options.orderBy);
  const byOrder = (a: Keyed<R>, b: Keyed<R>) => compare(a.values, b.values) || a.index - b.index;
  const buffer: Keyed<R>[] = [];
  const cutAt = Math.max(2 * limits.keep, 1024);
  let [total, rest] = [0, 0];
  for (const row of rows) {
    if (test && !test(row)) continue;
    total += 1;
    const keyed = { row, index: total, values: ordered ? values(row) : [] };
    if (limits.after && compare(keyed.values, limits.after) <= 0) continue;
    rest += 1;
    if (!ordered) {
      if (buffer.length < limits.keep) buffer.push(keyed);
      continue;
    }
    buffer.push(keyed);
    if (buffer.length >= cutAt) buffer.sort(byOrder).length = limits.keep;
  }
  if (ordered) buffer.sort(byOrder);
  return { head: buffer.slice(0, limits.keep).map((entry) => entry.row), total, rest };
};

type Keyed<R> = { row: R; index: number; values: Value[] };

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
