import {
  instantInZone,
  maxPerformancePeriodDays,
  teamPerformanceMessages,
  wallClockIn,
} from '@rela/contracts';
import { appError } from '../../platform/errors';

const DAY = 24 * 60 * 60 * 1000;
/** The default period: the last 30 days to today. */
const defaultDays = 30;

/** A period of whole days on the caller's calendar, and the same length just before it. */
export type Period = {
  zone: string;
  /** `YYYY-MM-DD`, both ends counted. */
  fromDay: string;
  toDay: string;
  previousFromDay: string;
  previousToDay: string;
  days: number;
  /** Instants: `[previousFrom, from)` the previous period, `[from, to)` this one. */
  previousFrom: Date;
  from: Date;
  to: Date;
};

const dayNumber = (day: string): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().slice(0, 10) === day ? time / DAY : null;
};

const dayOf = (number: number) => new Date(number * DAY).toISOString().slice(0, 10);

const startOf = (day: string, zone: string) => new Date(instantInZone(day, '00:00', zone) ?? day);

/**
 * The period asked (REQ-PERFORMANCE-PERIODS): `from` and `to` on `zone`'s calendar, both counted;
 * absent, the last 30 days to today. A bad day, `from` after `to`, more than 366 days or a start
 * after today: 400 with the contract's text.
 */
export const periodOf = (
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
  zone: string,
): Period => {
  const today = dayNumber(wallClockIn(now, zone).date) ?? Math.floor(now.getTime() / DAY);
  const asked = (day: string | undefined) => {
    if (day === undefined) return undefined;
    const number = dayNumber(day);
    if (number === null) throw appError('VALIDATION', teamPerformanceMessages.badDay);
    return number;
  };
  const askedFrom = asked(query.from);
  const askedTo = asked(query.to);
  const to = askedTo ?? (askedFrom !== undefined && askedFrom > today ? askedFrom : today);
  const from = askedFrom ?? to - (defaultDays - 1);
  if (from > to) throw appError('VALIDATION', teamPerformanceMessages.badPeriod);
  const days = to - from + 1;
  if (days > maxPerformancePeriodDays)
    throw appError('VALIDATION', teamPerformanceMessages.periodTooLong);
  if (from > today) throw appError('VALIDATION', teamPerformanceMessages.futurePeriod);
  const fromDay = dayOf(from);
  const previousFromDay = dayOf(from - days);
  return {
    zone,
    fromDay,
    toDay: dayOf(to),
    previousFromDay,
    previousToDay: dayOf(from - 1),
    days,
    previousFrom: startOf(previousFromDay, zone),
    from: startOf(fromDay, zone),
    to: startOf(dayOf(to + 1), zone),
  };
};

/**
 * Where each bucket of `bucketDays` days after the first begins, as instants on the period's
 * calendar (the trend's buckets: the first begins at `from`).
 */
export const bucketStartsOf = (period: Period, bucketDays: number): Date[] => {
  const first = dayNumber(period.fromDay) ?? 0;
  const buckets = Math.ceil(period.days / bucketDays);
  return Array.from({ length: buckets - 1 }, (_, index) =>
    startOf(dayOf(first + (index + 1) * bucketDays), period.zone),
  );
};
