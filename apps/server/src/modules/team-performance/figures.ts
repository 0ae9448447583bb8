import type { PerformanceFigures } from '@rela/contracts';

/**
 * One person's (or team's) figures for one period while they are summed (ADR 053): counts, and
 * every answered request's minutes, so a team's percentiles are over all its requests, never an
 * average of its members'.
 */
export type Tally = Omit<PerformanceFigures, 'responses' | 'alertsOpened'> & {
  answeredMinutes: number[];
  unanswered: number;
};

export const emptyTally = (): Tally => ({
  activeBuyers: 0,
  buyers: 0,
  homesSent: 0,
  homesAdded: 0,
  homesOpened: 0,
  homesLiked: 0,
  homesRemoved: 0,
  answeredMinutes: [],
  unanswered: 0,
  toursRequested: 0,
  toursConfirmed: 0,
  toursCompleted: 0,
  quietBuyers: 0,
  alertsSent: 0,
});

const counted = [
  'activeBuyers',
  'buyers',
  'homesSent',
  'homesAdded',
  'homesOpened',
  'homesLiked',
  'homesRemoved',
  'unanswered',
  'toursRequested',
  'toursConfirmed',
  'toursCompleted',
  'quietBuyers',
  'alertsSent',
] as const;

/** Adds `part` into `into`. */
export const addTally = (into: Tally, part: Tally) => {
  for (const key of counted) into[key] += part[key];
  for (const minutes of part.answeredMinutes) into.answeredMinutes.push(minutes);
  return into;
};

export const sumTallies = (parts: readonly Tally[]) => parts.reduce(addTally, emptyTally());

/**
 * The `p` quantile of sorted values with linear interpolation between the nearest ranks
 * (PostgreSQL's `percentile_cont`), in whole minutes; null for none.
 */
export const quantile = (sorted: ArrayLike<number>, p: number): number | null => {
  if (sorted.length === 0) return null;
  const rank = (sorted.length - 1) * p;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lower = sorted[low] ?? 0;
  const upper = sorted[high] ?? lower;
  return Math.round(lower + (upper - lower) * (rank - low));
};

/** The figures of a tally; alert opens are not recorded, so never known (null). */
export const figuresOf = (tally: Tally): PerformanceFigures => {
  // A typed array sorts numerically without a comparator (thousands of answers a team).
  const sorted = Float64Array.from(tally.answeredMinutes).sort();
  const { answeredMinutes: _minutes, unanswered, ...counts } = tally;
  return {
    ...counts,
    responses: {
      answered: sorted.length,
      unanswered,
      medianMinutes: quantile(sorted, 0.5),
      p90Minutes: quantile(sorted, 0.9),
    },
    alertsOpened: null,
  };
};
