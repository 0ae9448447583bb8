import type { PerformanceFigures } from '@rela/contracts';

/** Where a figure is better: up, down, or neither clearly (then its change is never coloured). */
export type Better = 'up' | 'down' | null;

export type MetricGroup = 'buyers' | 'homes' | 'engagement' | 'responses' | 'tours' | 'alerts';

export type Metric = {
  id: string;
  /** The figure's name on its own (a tile, the phone's sort). */
  title: string;
  /** At most 15 letters: a phone's card. */
  short: string;
  /** Its name under its group's heading in the table. */
  label: string;
  group: MetricGroup;
  /** Null: not known (no answer yet, opens not tracked). */
  value: (figures: PerformanceFigures) => number | null;
  /** Minutes shown as "2 h 10 min", or a plain count. */
  unit: 'count' | 'minutes';
  better: Better;
};

/** Every figure of a row, in the table's order (REQ-PERFORMANCE-FIGURES). */
export const metrics = [
  {
    id: 'activeBuyers',
    title: 'Active buyers',
    short: 'Active buyers',
    label: 'Active',
    group: 'buyers',
    value: (f) => f.activeBuyers,
    unit: 'count',
    better: 'up',
  },
  {
    id: 'quietBuyers',
    title: 'Buyers quiet for 14 days',
    short: 'Quiet buyers',
    label: 'Quiet',
    group: 'buyers',
    value: (f) => f.quietBuyers,
    unit: 'count',
    better: 'down',
  },
  {
    id: 'homesSent',
    title: 'Homes sent',
    short: 'Homes sent',
    label: 'Sent',
    group: 'homes',
    value: (f) => f.homesSent,
    unit: 'count',
    better: null,
  },
  {
    id: 'homesAdded',
    title: 'Homes buyers added',
    short: 'Added by buyers',
    label: 'Added',
    group: 'homes',
    value: (f) => f.homesAdded,
    unit: 'count',
    better: null,
  },
  {
    id: 'homesOpened',
    title: 'Homes opened',
    short: 'Homes opened',
    label: 'Opened',
    group: 'engagement',
    value: (f) => f.homesOpened,
    unit: 'count',
    better: 'up',
  },
  {
    id: 'homesLiked',
    title: 'Homes liked',
    short: 'Homes liked',
    label: 'Liked',
    group: 'engagement',
    value: (f) => f.homesLiked,
    unit: 'count',
    better: 'up',
  },
  {
    id: 'homesRemoved',
    title: 'Homes removed',
    short: 'Homes removed',
    label: 'Removed',
    group: 'engagement',
    value: (f) => f.homesRemoved,
    unit: 'count',
    better: null,
  },
  {
    id: 'responseMedian',
    title: 'Median first answer',
    short: 'Median answer',
    label: 'Median',
    group: 'responses',
    value: (f) => f.responses.medianMinutes,
    unit: 'minutes',
    better: 'down',
  },
  {
    id: 'responseP90',
    title: '90% answered within',
    short: '90th pct answer',
    label: '90th pct',
    group: 'responses',
    value: (f) => f.responses.p90Minutes,
    unit: 'minutes',
    better: 'down',
  },
  {
    id: 'toursRequested',
    title: 'Tours requested',
    short: 'Tours requested',
    label: 'Requested',
    group: 'tours',
    value: (f) => f.toursRequested,
    unit: 'count',
    better: 'up',
  },
  {
    id: 'toursConfirmed',
    title: 'Tours confirmed',
    short: 'Tours confirmed',
    label: 'Confirmed',
    group: 'tours',
    value: (f) => f.toursConfirmed,
    unit: 'count',
    better: 'up',
  },
  {
    id: 'toursCompleted',
    title: 'Tours completed',
    short: 'Tours completed',
    label: 'Completed',
    group: 'tours',
    value: (f) => f.toursCompleted,
    unit: 'count',
    better: 'up',
  },
  {
    id: 'alertsSent',
    title: 'Alerts sent',
    short: 'Alerts sent',
    label: 'Sent',
    group: 'alerts',
    value: (f) => f.alertsSent,
    unit: 'count',
    better: null,
  },
  {
    id: 'alertsOpened',
    title: 'Alerts opened',
    short: 'Alerts opened',
    label: 'Opened',
    group: 'alerts',
    value: (f) => f.alertsOpened,
    unit: 'count',
    better: 'up',
  },
] as const satisfies readonly Metric[];

export type MetricId = (typeof metrics)[number]['id'];

export const metricById = (id: MetricId): Metric =>
  metrics.find((metric) => metric.id === id) ?? metrics[0];

/** Minutes as "45 min", "2 h 10 min", "3 d 4 h": a leader reads it at a glance. */
export const formatMinutes = (minutes: number): string => {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) {
    const rest = whole % 60;
    return rest ? `${Math.floor(whole / 60)} h ${rest} min` : `${whole / 60} h`;
  }
  const hours = Math.round(whole / 60);
  const rest = hours % 24;
  return rest ? `${Math.floor(hours / 24)} d ${rest} h` : `${hours / 24} d`;
};

const counts = new Intl.NumberFormat('en-US');

/** A figure as shown; "—" when it is not known. */
export const formatValue = (metric: Pick<Metric, 'unit'>, value: number | null): string => {
  if (value === null) return '—';
  return metric.unit === 'minutes' ? formatMinutes(value) : counts.format(value);
};

export type Change = {
  direction: 'up' | 'down' | 'same' | 'none';
  /** The difference as shown ("+3", "−25 min"); empty when there is nothing to compare. */
  by: string;
  /** Its size alone ("25 min"), for "down 25 min". */
  size: string;
  /** Good, bad, or neither (no colour). */
  tone: 'good' | 'bad' | 'neutral';
};

/** The change from the previous period: "—" (none) when either side is not known. */
export const changeOf = (
  metric: Metric,
  current: number | null,
  previous: number | null,
): Change => {
  if (current === null || previous === null)
    return { direction: 'none', by: '', size: '', tone: 'neutral' };
  const difference = current - previous;
  if (difference === 0) return { direction: 'same', by: '', size: '', tone: 'neutral' };
  const direction = difference > 0 ? 'up' : 'down';
  const size = formatValue(metric, Math.abs(difference));
  const tone = metric.better === null ? 'neutral' : metric.better === direction ? 'good' : 'bad';
  return { direction, by: `${difference > 0 ? '+' : '−'}${size}`, size, tone };
};
