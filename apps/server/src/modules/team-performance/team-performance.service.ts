import {
  quietBuyerDays,
  type PerformanceRow,
  type TeamPerformanceQuery,
  type TeamPerformanceResponse,
} from '@rela/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Actor } from '../../platform/policy/policy';
import { engagementOfHouseholds, engagementTrend } from '../activity';
import { alertEmailsSent, savedTimeZone } from '../alerts';
import { noteRequests } from '../notes';
import { tourTimesOf } from '../tours';
import { addTally, emptyTally, figuresOf, sumTallies, type Tally } from './figures';
import { periodOf, type Period } from './period';
import { homesSentTo, sentIn } from './team-performance.queries';
import { nameOf, teamScopeOf, type Household } from './team-scope';

export type TeamPerformanceDeps = { db: Db; clock: Clock };

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
/** Periods up to this many days trend per day, longer ones per week (the contract's `trend`). */
const dailyTrendDays = 31;

type Tallies = { current: Tally; previous: Tally };
const emptyTallies = (): Tallies => ({ current: emptyTally(), previous: emptyTally() });

const within = (at: Date | null, from: Date, to: Date) =>
  at !== null && at.getTime() >= from.getTime() && at.getTime() < to.getTime();

/** Every household's figures for both periods, from the modules that hold them. */
const householdTallies = async (
  db: Db,
  households: readonly Household[],
  period: Period,
  now: Date,
): Promise<Map<string, Tallies>> => {
  const householdIds = households.map((household) => household.id);
  const span = {
    householdIds,
    previousFrom: period.previousFrom,
    from: period.from,
    to: period.to,
  };
  const all = { householdIds, from: period.previousFrom, to: period.to };
  const memberOf = new Map(
    households.flatMap((household) => household.members.map((m) => [m.id, household.id])),
  );
  const currentEnd = new Date(Math.min(period.to.getTime(), now.getTime()));
  const previousEnd = new Date(Math.min(period.from.getTime(), now.getTime()));
  // The 14 days before each period's end (or now): anything happening there, the buyer is not quiet.
  const quietWindows = [currentEnd, previousEnd].map((end) => ({
    from: new Date(end.getTime() - quietBuyerDays * DAY),
    to: end,
  }));
  const [engagement, sends, tours, notes, alerts, sent] = await Promise.all([
    engagementOfHouseholds(db, { ...span, busyIn: quietWindows }),
    homesSentTo(db, span),
    tourTimesOf(db, all),
    noteRequests(db, {
      ...all,
      answeredBy: new Date(Math.max(now.getTime(), period.to.getTime())),
      answersIn: quietWindows,
    }),
    alertEmailsSent(db, { ...span, userIds: [...memberOf.keys()] }),
    sentIn(db, { householdIds, windows: quietWindows }),
  ]);
  const tallies = new Map(households.map((household) => [household.id, emptyTallies()]));
  const of = (householdId: string, current: boolean) => {
    const both = tallies.get(householdId);
    return both ? (current ? both.current : both.previous) : undefined;
  };
  const busy = new Map<string, boolean[]>();
  const markBusy = (householdId: string, flags: readonly boolean[]) => {
    const known = busy.get(householdId) ?? [false, false];
    busy.set(
      householdId,
      known.map((flag, index) => flag || flags[index] === true),
    );
  };
  for (const row of engagement) {
    markBusy(row.household_id, row.busy);
    for (const [tally, counts] of [
      [of(row.household_id, true), row.current],
      [of(row.household_id, false), row.previous],
    ] as const) {
      if (!tally) continue;
      tally.homesOpened += counts.opened;
      tally.homesLiked += counts.liked;
      tally.homesRemoved += counts.removed;
      tally.homesAdded += counts.added;
      if (counts.events > 0) tally.activeBuyers += 1;
    }
  }
  for (const [householdId, flags] of [...notes.answeredIn, ...sent]) markBusy(householdId, flags);
  for (const row of sends) {
    const tally = of(row.household_id, row.current);
    if (tally) tally.homesSent += row.homes;
  }
  const request = (householdId: string, requestedAt: Date, answeredAt: Date | null) => {
    const tally = of(householdId, requestedAt >= period.from);
    if (!tally || !within(requestedAt, period.previousFrom, period.to)) return;
    if (answeredAt === null) tally.unanswered += 1;
    else
      tally.answeredMinutes.push(
        Math.max(0, (answeredAt.getTime() - requestedAt.getTime()) / MINUTE),
      );
  };
  for (const note of notes.requests)
    request(note.household_id, note.requested_at, note.answered_at);
  for (const tour of tours) {
    // A request its buyer canceled before any answer waits for nothing.
    if (!(tour.state === 'canceled' && tour.answered_at === null))
      request(tour.household_id, tour.created_at, tour.answered_at);
    for (const current of [true, false]) {
      const tally = of(tour.household_id, current);
      if (!tally) continue;
      const [from, to] = current ? [period.from, period.to] : [period.previousFrom, period.from];
      if (within(tour.created_at, from, to)) tally.toursRequested += 1;
      if (within(tour.confirmed_at, from, to)) tally.toursConfirmed += 1;
      if (within(tour.completed_at, from, to)) tally.toursCompleted += 1;
    }
  }
  for (const row of alerts) {
    const householdId = memberOf.get(row.user_id);
    const tally = householdId ? of(householdId, row.current) : undefined;
    if (tally) tally.alertsSent += row.sent;
  }
  for (const household of households) {
    const both = tallies.get(household.id);
    if (!both) continue;
    const [busyNow, busyBefore] = busy.get(household.id) ?? [false, false];
    for (const [tally, end, active] of [
      [both.current, currentEnd, busyNow],
      [both.previous, previousEnd, busyBefore],
    ] as const) {
      if (household.start.getTime() < end.getTime()) tally.buyers = 1;
      const quietSince = end.getTime() - quietBuyerDays * DAY;
      if (household.start.getTime() < quietSince && !active) tally.quietBuyers = 1;
    }
  }
  return tallies;
};

/** Engagement per day (per week beyond 31 days) of each row, oldest first. */
const trendsOf = async (
  db: Db,
  period: Period,
  rowOfHousehold: ReadonlyMap<string, number>,
  rowCount: number,
) => {
  const bucketDays = period.days <= dailyTrendDays ? 1 : 7;
  const buckets = Math.ceil(period.days / bucketDays);
  const trends = Array.from({ length: rowCount }, () => new Array<number>(buckets).fill(0));
  const counts = await engagementTrend(db, {
    householdIds: [...rowOfHousehold.keys()],
    rows: [...rowOfHousehold.values()],
    from: period.from,
    to: period.to,
    fromDay: period.fromDay,
    zone: period.zone,
    bucketDays,
  });
  for (const count of counts) {
    const trend = trends[count.grp];
    if (trend && count.bucket >= 0 && count.bucket < buckets) trend[count.bucket] = count.count;
  }
  return trends;
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
  const byHousehold = await householdTallies(db, team.households, period, now);
  const rowOfRealtor = new Map<string, number>();
  team.rows.forEach((row, index) => {
    for (const realtor of row.realtors) rowOfRealtor.set(realtor.id, index);
  });
  const rowOfHousehold = new Map<string, number>();
  const rowTallies = team.rows.map(emptyTallies);
  for (const household of team.households) {
    const index = rowOfRealtor.get(household.realtorId);
    const tallies = byHousehold.get(household.id);
    const into = index === undefined ? undefined : rowTallies[index];
    if (index === undefined || !tallies || !into) continue;
    rowOfHousehold.set(household.id, index);
    addTally(into.current, tallies.current);
    addTally(into.previous, tallies.previous);
  }
  const trends = await trendsOf(db, period, rowOfHousehold, team.rows.length);
  const rows = team.rows.map((row, index): PerformanceRow => {
    const tallies = rowTallies[index] ?? emptyTallies();
    const lead = row.person.role === 'team-leader';
    return {
      username: row.person.username,
      name: nameOf(row.person),
      role: lead ? 'team-leader' : 'realtor',
      ...(lead ? { realtors: row.realtors.length } : {}),
      current: figuresOf(tallies.current),
      previous: figuresOf(tallies.previous),
      trend: trends[index] ?? [],
    };
  });
  return {
    period: { from: period.fromDay, to: period.toDay },
    previousPeriod: { from: period.previousFromDay, to: period.previousToDay },
    scope: team.scope,
    rows,
    total: {
      current: figuresOf(sumTallies(rowTallies.map((tallies) => tallies.current))),
      previous: figuresOf(sumTallies(rowTallies.map((tallies) => tallies.previous))),
    },
  };
};
