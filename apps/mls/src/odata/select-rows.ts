import type { FieldSpec, Row } from '../resources/fields';
import { order } from './compare';
import { compileFilter } from './compile-filter';
import type { CollectionOptions, FieldsOf, OrderKey } from './query-options';
import { fieldValue, kindOfField } from './values';

export type FilterSettings = { stringFunctions: boolean; maxOrClauses: number | null };

const sortKey = (spec: FieldSpec) => {
  const kind = kindOfField(spec);
  return (row: Row) => fieldValue(kind, row[spec.name]);
};

/** Sorts stably by several keys; nulls come first ascending and last descending, as OData orders them. */
const sortRows = <R extends Row>(rows: R[], keys: OrderKey[], of: FieldsOf): R[] => {
  const readers = keys.map((key) => ({
    read: sortKey(of.fields.get(key.field) as FieldSpec),
    sign: key.descending ? -1 : 1,
  }));
  return rows.sort((a, b) => {
    for (const { read, sign } of readers) {
      const [x, y] = [read(a), read(b)];
      const result = x === y ? 0 : x === null ? -1 : y === null ? 1 : order(x, y);
      if (result !== 0) return result * sign;
    }
    return 0;
  });
};

/** The rows matching `$filter`, in `$orderby` order (the dataset's order otherwise); no paging. */
export const selectRows = <R extends Row>(
  rows: readonly R[],
  options: Pick<CollectionOptions, 'filter' | 'orderBy'>,
  of: FieldsOf,
  settings: FilterSettings,
): R[] => {
  const matches =
    options.filter === undefined
      ? [...rows]
      : rows.filter(
          compileFilter(options.filter, { resource: of.resource, fields: of.fields, ...settings }),
        );
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
