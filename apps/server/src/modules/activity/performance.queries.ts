import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '../../db/checked-rows';
import type { Db } from '../../db/client';
import { intArray, uuidArray } from '../../db/sql-arrays';

/**
 * What the team's performance reads of the feed's events (ADR 053): counts per household and per
 * period, never an event's home. Every read goes through `activity_events_buyer_idx`
 * (household, time).
 */

/** Two periods side by side: `[previousFrom, from)` and `[from, to)`. */
export type PeriodPair = { previousFrom: Date; from: Date; to: Date };

const counts = {
  opened: z.coerce.number(),
  liked: z.coerce.number(),
  removed: z.coerce.number(),
  added: z.coerce.number(),
  events: z.coerce.number(),
};
const engagementRow = z.object({
  household_id: z.string(),
  current: z.object(counts),
  previous: z.object(counts),
  /** Whether any event of theirs fell in each of `busyIn`'s windows. */
  busy: z.array(z.boolean()),
});
export type HouseholdEngagement = z.infer<typeof engagementRow>;

type Window = { from: Date; to: Date };

/**
 * Per household, for each period: homes opened, liked, removed, added from the search, and every
 * event of theirs (any makes them an active buyer); and whether they did anything in each window
 * of `busyIn` (the quiet buyers'). One pass over the index (household, time, kind).
 */
export const engagementOfHouseholds = async (
  db: Db,
  params: PeriodPair & { householdIds: readonly string[]; busyIn: readonly Window[] },
): Promise<HouseholdEngagement[]> => {
  if (params.householdIds.length === 0) return [];
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const periodCounts = (from: Date, to: Date) => {
    const within = sql`e.at >= ${at(from)} and e.at < ${at(to)}`;
    return sql`json_build_object(
      'opened', count(*) filter (where ${within} and e.kind = 'viewed'),
      'liked', count(*) filter (where ${within} and e.kind = 'liked'),
      'removed', count(*) filter (where ${within} and e.kind = 'removed'),
      'added', count(*) filter (where ${within} and e.kind = 'added-from-search'),
      'events', count(*) filter (where ${within}))`;
  };
  const busy = params.busyIn.map(
    (window) =>
      sql`coalesce(bool_or(e.at >= ${at(window.from)} and e.at < ${at(window.to)}), false)`,
  );
  const starts = [params.previousFrom, ...params.busyIn.map((window) => window.from)];
  const ends = [params.to, ...params.busyIn.map((window) => window.to)];
  const first = new Date(Math.min(...starts.map((date) => date.getTime())));
  const last = new Date(Math.max(...ends.map((date) => date.getTime())));
  return rowsOf(
    engagementRow,
    await db.execute(sql`
      select e.buyer_id as household_id, ${periodCounts(params.from, params.to)} as current,
        ${periodCounts(params.previousFrom, params.from)} as previous,
        array[${busy.length > 0 ? sql.join(busy, sql`, `) : sql``}]::boolean[] as busy
      from activity_events e
      where e.buyer_id = any(${uuidArray(params.householdIds)})
        and e.at >= ${at(first)} and e.at < ${at(last)}
      group by 1`),
  );
};

const trendRow = z.object({
  grp: z.coerce.number(),
  bucket: z.coerce.number(),
  count: z.coerce.number(),
});

/**
 * Homes opened, liked and removed per row and bucket of `bucketDays` days counted from `fromDay`
 * on `zone`'s calendar: each household belongs to the row of the same index in `rows`.
 */
export const engagementTrend = async (
  db: Db,
  params: {
    householdIds: readonly string[];
    rows: readonly number[];
    from: Date;
    to: Date;
    fromDay: string;
    zone: string;
    bucketDays: number;
  },
) => {
  if (params.householdIds.length === 0) return [];
  return rowsOf(
    trendRow,
    await db.execute(sql`
      select m.grp, ((e.at at time zone ${params.zone})::date - ${params.fromDay}::date)
          / ${params.bucketDays}::int as bucket, count(*) as count
      from unnest(${uuidArray(params.householdIds)}, ${intArray(params.rows)}) as m(household_id, grp)
      join activity_events e on e.buyer_id = m.household_id
      where e.at >= ${params.from.toISOString()}::timestamptz
        and e.at < ${params.to.toISOString()}::timestamptz
        and e.kind in ('viewed', 'liked', 'removed')
      group by 1, 2`),
  );
};

const lastRow = z.object({
  household_id: z.string(),
  at: z.union([z.date(), z.string()]).transform((value) => new Date(value)),
});

/** Of these households, those with an event of theirs in `[from, to)`. */
export const householdsActiveIn = async (
  db: Db,
  params: { householdIds: readonly string[]; from: Date; to: Date },
): Promise<Set<string>> => {
  if (params.householdIds.length === 0) return new Set();
  const rows = rowsOf(
    z.object({ household_id: z.string() }),
    await db.execute(sql`
      select distinct e.buyer_id as household_id from activity_events e
      where e.buyer_id = any(${uuidArray(params.householdIds)})
        and e.at >= ${params.from.toISOString()}::timestamptz
        and e.at < ${params.to.toISOString()}::timestamptz`),
  );
  return new Set(rows.map((row) => row.household_id));
};

/** Each household's latest event (those with none are left out), newest through the index. */
export const lastActivityOf = async (db: Db, householdIds: readonly string[]) => {
  if (householdIds.length === 0) return new Map<string, Date>();
  const rows = rowsOf(
    lastRow,
    await db.execute(sql`
      select h.id as household_id, last.at from unnest(${uuidArray(householdIds)}) as h(id)
      join lateral (select e.at from activity_events e where e.buyer_id = h.id
        order by e.at desc limit 1) last on true`),
  );
  return new Map(rows.map((row) => [row.household_id, row.at]));
};
