import { maxPerformancePeriodDays } from '@rela/contracts';

export type Preset = '7' | '30' | '90' | 'custom';
export const presets = ['7', '30', '90', 'custom'] as const satisfies readonly Preset[];

/** The period asked for: days YYYY-MM-DD, both counted. */
export type Period = { from: string; to: string };

const dayMs = 86_400_000;

/** Today in the browser's time zone, as YYYY-MM-DD (the server counts in the saved one). */
export const today = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/** `day` moved by `days` (negative: earlier), on the calendar, with no time zone in the way. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** The last `days` days up to `to`, both ends counted. */
export const lastDays = (days: number, to: string): Period => ({ from: addDays(to, 1 - days), to });

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A custom period the server will take, or null while it is not one yet (a day missing, the start
 * after the end, longer than the longest period): the inputs say why through their min and max.
 */
export const customPeriod = (from: string, to: string): Period | null => {
  if (!dayPattern.test(from) || !dayPattern.test(to) || from > to) return null;
  const days = (Date.parse(to) - Date.parse(from)) / dayMs + 1;
  return days <= maxPerformancePeriodDays ? { from, to } : null;
};

const sameYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const withYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Nov 1 – Nov 30, 2026" (or "Dec 15, 2025 – Jan 13, 2026"); one day alone when both are one. */
export const formatPeriod = ({ from, to }: Period): string => {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  if (from === to) return withYear.format(end);
  const first = from.slice(0, 4) === to.slice(0, 4) ? sameYear : withYear;
  return `${first.format(start)} – ${withYear.format(end)}`;
};
