import type { PerformanceRow } from '@rela/contracts';
import { metricById, type MetricId } from './figures';

export type SortKey = MetricId | 'name';
export type Sort = { by: SortKey; descending: boolean };

export const defaultSort: Sort = { by: 'name', descending: false };

/** A header clicked: that column, highest first for a figure (A to Z for names); again, reversed. */
export const nextSort = (sort: Sort, by: SortKey): Sort =>
  sort.by === by ? { by, descending: !sort.descending } : { by, descending: by !== 'name' };

const names = new Intl.Collator('en-US', { sensitivity: 'base' });

/** The rows in the sort's order; a figure not known ("—") last either way, then by name. */
export const sortRows = (rows: readonly PerformanceRow[], sort: Sort): PerformanceRow[] => {
  const sign = sort.descending ? -1 : 1;
  const byName = (a: PerformanceRow, b: PerformanceRow) => names.compare(a.name, b.name);
  if (sort.by === 'name') return [...rows].sort((a, b) => sign * byName(a, b));
  const metric = metricById(sort.by);
  return [...rows].sort((a, b) => {
    const first = metric.value(a.current);
    const second = metric.value(b.current);
    if (first === second) return byName(a, b);
    if (first === null) return 1;
    if (second === null) return -1;
    return sign * (first - second);
  });
};
