import { writeFileSync } from 'node:fs';

/** One line of the bench's report: what was measured, against which goal, and whether it met it. */
export type Figure = {
  /** The table of docs/performance.md it belongs to (API reads, Sign-in, MLS, ...). */
  figure: string;
  /** Which variant: the database, the scenario, the route. */
  detail: string;
  measured: string;
  goal: string;
  /** null when the figure is only reported. */
  met: boolean | null;
};

/** Writes the figures as JSON to the path after `--json`, or prints them when there is none. */
export const emitFigures = (figures: Figure[]): void => {
  const at = process.argv.indexOf('--json');
  const target = at >= 0 ? process.argv[at + 1] : undefined;
  if (target) writeFileSync(target, JSON.stringify(figures, null, 2));
  else console.table(figures);
};

export const isSmoke = (): boolean => process.argv.includes('--smoke');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** p50 / p99 / mean of a list of milliseconds. */
export const summarise = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length),
  };
};

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')}/s`;
