import {
  quietBuyerDays,
  type PerformanceRow,
  type TeamPerformanceQuery,
  type TeamPerformanceResponse,
} from '@rela/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Actor } from '../../platform/policy/policy';
import { engagementOfRows } from '../activity';
import { alertEmailsSent, savedTimeZone } from '../alerts';
import { noteResponsesOfRows } from '../notes';
import { toursOfRows } from '../tours';
import { emptyTally, figuresOf, sumTallies, type Tally } from './figures';
import { bucketStartsOf, periodOf, type Period } from './period';
import { homesSentTo, type Household } from './team-performance.queries';
import { nameOf, teamScopeOf } from './team-scope';

export type TeamPerformanceDeps = { db: Db; clock: Clock };

const DAY = 24 * 60 * 60 * 1000;
/** Periods up to this many days trend per day, longer ones per week (the contract's `trend`). */
const dailyTrendDays = 31;

type Tallies = { current: Tally; previous: Tally };
const emptyTallies = (): Tallies => ({ current: emptyTally(), previous: emptyTally() });

/** A household the table counts, and the index of the row it counts in. */
type Counted = { household: Household; row: number };

/** A row's requests of a period: the minutes to each answer, and those with none. */
const addResponses = (tally: Tally, minutes: readonly number[], unanswered: number) => {
  tally.unanswered += unanswered;
  for (const each of minutes) tally.answeredMinutes.push(Math.max(0, each));
};

/**
 * Each row's figures for both periods and its trend, from the modules that hold them: every
 * module sums per row where it can, so that rows come back rather than households.
 */
const tallyRows = async (
  db: Db,
  counted: readonly Counted[],
  rowCount: number,
  period: Period,
  now: Date,
) => {
  const householdIds = counted.map(({ household }) => household.id);
  const rows = counted.map(({ row }) => row);
  const span = { householdIds, rows, ...period };
  const currentEnd = new Date(Math.min(period.to.getTime(), now.getTime()));
  const previousEnd = new Date(Math.min(period.from.getTime(), now.getTime()));
  // The 14 days before each period's end (or now): anything happening there, the buyer is not quiet.
  const quietWindows = [currentEnd, previousEnd].map((end) => ({
    from: new Date(end.getTime() - quietBuyerDays * DAY),
    to: end,
  }));
  const bucketDays = period.days <= dailyTrendDays ? 1 : 7;
  const [engagement, sends, tours, notes, alerts] = await Promise.all([
    engagementOfRows(db, {
      ...span,
      trendStarts: bucketStartsOf(period, bucketDays),
      idleIn: quietWindows,
    }),
    homesSentTo(db, { ...span, sentIn: quietWindows }),
    toursOfRows(db, span),
    noteResponsesOfRows(db, {
      ...span,
      answeredBy: new Date(Math.max(now.getTime(), period.to.getTime())),
      answersIn: quietWindows,
    }),
    alertEmailsSent(db, span),
  ]);
  const tallies = Array.from({ length: rowCount }, emptyTallies);
  const of = (row: number, current: boolean) => {
    const both = tallies[row];
    return both ? (current ? both.current : both.previous) : undefined;
  };
  for (const row of engagement.rows) {
    for (const [tally, counts] of [
      [of(row.row, true), row.current],
      [of(row.row, false), row.previous],
    ] as const) {
      if (!tally) continue;
      tally.homesOpened += counts.opened;
      tally.homesLiked += counts.liked;
      tally.homesRemoved += counts.removed;
      tally.homesAdded += counts.added;
      tally.activeBuyers += counts.active;
    }
  }
  for (const row of sends.rows) {
    const tally = of(row.row, row.current);
    if (tally) tally.homesSent += row.homes;
  }
  for (const row of alerts) {
    const tally = of(row.row, row.current);
    if (tally) tally.alertsSent += row.sent;
  }
  for (const row of notes.rows) {
    const tally = of(row.row, row.current);
    if (!tally) continue;
    addResponses(tally, row.minutes, row.unanswered);
  }
  for (const row of tours) {
    for (const [tally, figures] of [
      [of(row.row, true), row.current],
      [of(row.row, false), row.previous],
    ] as const) {
      if (!tally) continue;
      tally.toursRequested += figures.requested;
      tally.toursConfirmed += figures.confirmed;
      tally.toursCompleted += figures.completed;
      addResponses(tally, figures.minutes, figures.unanswered);
    }
  }
  for (const { household, row } of counted) {
    [currentEnd, previousEnd].forEach((end, index) => {
      const tally = of(row, index === 0);
      if (!tally) return;
      if (household.start.getTime() < end.getTime()) tally.buyers += 1;
      const quiet =
        household.start.getTime() < end.getTime() - quietBuyerDays * DAY &&
        engagement.idle[index]?.has(household.id) === true &&
        notes.answered[index]?.has(household.id) !== true &&
        sends.sent[index]?.has(household.id) !== true;
      if (quiet) tally.quietBuyers += 1;
    });
  }
  const buckets = Math.ceil(period.days / bucketDays);
  const trends = Array.from({ length: rowCount }, () => new Array<number>(buckets).fill(0));
  for (const row of engagement.rows) trends[row.row] = row.trend;
  return { tallies, trends };
};

/**
 * `GET /team-performance` (REQ-PERFORMANCE-FIGURES): the rows the caller may read, each with both
 * periods and its trend, and the total. Counts and times only: nothing here names a home or
 * holds a note's text.
 */
export const teamPerformance = async (
  { db, clock }: TeamPerformanceDeps,
  actor: Actor,
  query: TeamPerformanceQuery,
): Promise<TeamPerformanceResponse> => {
  const now = clock.now();
  const period = periodOf(query, now, await savedTimeZone(db, actor.id));
  const team = await teamScopeOf(db, actor, query.lead);
  const rowOfRealtor = new Map<string, number>();
  team.rows.forEach((row, index) => {
    for (const realtor of row.realtors) rowOfRealtor.set(realtor.id, index);
  });
  const counted = team.households.flatMap((household) => {
    const row = rowOfRealtor.get(household.realtorId);
    return row === undefined ? [] : [{ household, row }];
  });
  const { tallies, trends } = await tallyRows(db, counted, team.rows.length, period, now);
  const rows = team.rows.map((row, index): PerformanceRow => {
    const both = tallies[index] ?? emptyTallies();
    const lead = row.person.role === 'team-leader';
    return {
      username: row.person.username,
      name: nameOf(row.person),
      role: lead ? 'team-leader' : 'realtor',
      ...(lead ? { realtors: row.realtors.length } : {}),
      current: figuresOf(both.current),
      previous: figuresOf(both.previous),
      trend: trends[index] ?? [],
    };
  });
  return {
    period: { from: period.fromDay, to: period.toDay },
    previousPeriod: { from: period.previousFromDay, to: period.previousToDay },
    scope: team.scope,
    rows,
    total: {
      current: figuresOf(sumTallies(tallies.map((both) => both.current))),
      previous: figuresOf(sumTallies(tallies.map((both) => both.previous))),
    },
  };
};
