import type { TourRow, WindowRow } from './tours.queries';

/**
 * For each confirmed tour, the other confirmed tours whose windows intersect it (ADR 034): two
 * half-open intervals [start, end) overlap when each starts before the other ends, so back-to-back
 * tours do not. Sorted by start, each is compared only with those that start before it ends.
 */
export const overlapsOf = (rows: readonly TourRow[], windows: readonly WindowRow[]) => {
  const byId = new Map(windows.map((window) => [window.id, window]));
  const confirmed = rows
    .filter((row) => row.state === 'confirmed' && row.confirmedWindowId)
    .flatMap((row) => {
      const window = byId.get(row.confirmedWindowId ?? '');
      return window
        ? [{ id: row.id, start: window.startAt.getTime(), end: window.endAt.getTime() }]
        : [];
    })
    .sort((a, b) => a.start - b.start);
  const found = new Map<string, string[]>();
  const add = (id: string, other: string) => found.set(id, [...(found.get(id) ?? []), other]);
  for (let i = 0; i < confirmed.length; i += 1) {
    const a = confirmed[i]!;
    for (let j = i + 1; j < confirmed.length && confirmed[j]!.start < a.end; j += 1) {
      const b = confirmed[j]!;
      if (b.start < a.end && a.start < b.end) {
        add(a.id, b.id);
        add(b.id, a.id);
      }
    }
  }
  return found;
};
