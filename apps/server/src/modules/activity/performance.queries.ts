import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '../../db/checked-rows';
import type { Db } from '../../db/client';
import {
  idSetsOf,
  idsPerWindowColumn,
  intArray,
  uuidArray,
  type HouseholdsOverPeriods,
  type TimeWindow,
} from '../../db/sql-arrays';

/**
 * What the team's performance reads of the feed's events (ADR 053): counts per row of the
 * caller's table and per period, never an event's home. Every read goes through
 * `activity_events_buyer_idx` (household, time, kind).
 */

const counts = {
  opened: z.coerce.number(),
  liked: z.coerce.number(),
  removed: z.coerce.number(),
  added: z.coerce.number(),
  /** Households with any event of theirs in the period: the row's active buyers. */
  active: z.coerce.number(),
};
const engagementRow = z.object({
  row: z.number(),
  current: z.object(counts),
  previous: z.object(counts),
  /** Per window of `idleIn`: the row's households with no event of theirs in it. */
  idle: idsPerWindowColumn,
  /**
   * The trend's bucket of each of the row's homes opened, liked or removed, comma-separated: tens
   * of thousands of small numbers, cheaper as one text than as arrays to parse and check.
   */
  buckets: z.string(),
});
export type RowEngagement = Omit<z.infer<typeof engagementRow>, 'idle' | 'buckets'> & {
  /** Homes opened, liked and removed per bucket of the period, oldest first. */
  trend: number[];
};

/** The kinds of event a period counts, each as a `<period>_<kind>` column per household. */
const kinds = ['viewed', 'liked', 'removed', 'added-from-search'] as const;

/**
 * Per row of the caller's table (each household belongs to the row of the same index in `rows`)
 * and period: homes opened, liked, removed, added from the search, and the households with any
 * event (active buyers); the current period's trend, homes opened, liked and removed per bucket
 * (bucket `k` begins at `trendStarts[k - 1]`, bucket 0 at `from`: instants on the caller's
 * calendar, so that no event's time is converted to a zone); and, per window of `idleIn`, the
 * households with no event in it (the quiet buyers' first test). One pass over
 * `activity_events_buyer_idx` (household, time, kind), summed per household and then per row, so
 * that a few hundred rows come back, not thousands.
 */
export const engagementOfRows = async (
  db: Db,
  params: HouseholdsOverPeriods & { trendStarts: readonly Date[]; idleIn: readonly TimeWindow[] },
): Promise<{ rows: RowEngagement[]; idle: Set<string>[] }> => {
  if (params.householdIds.length === 0)
    return { rows: [], idle: idSetsOf([], params.idleIn.length) };
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const column = (name: string) => sql.identifier(name);
  const periods = [
    { name: 'current', from: params.from, to: params.to },
    { name: 'previous', from: params.previousFrom, to: params.from },
  ] as const;
  const first = Math.min(
    params.previousFrom.getTime(),
    ...params.idleIn.map((window) => window.from.getTime()),
  );
  const last = Math.max(params.to.getTime(), ...params.idleIn.map((window) => window.to.getTime()));
  // Per household: each period's counts by kind and in all; the trend's buckets; the latest
  // event before each window's end (none in the window when it is older than the window's start).
  const perHousehold = periods.flatMap(({ name, from, to }) =>
    [...kinds, 'events'].map((kind) => {
      const ofKind = kind === 'events' ? sql`` : sql` and e.kind = ${kind}`;
      return sql`count(*) filter (where e.at >= ${at(from)} and e.at < ${at(to)}${ofKind})
        as ${column(`${name}_${kind}`)}`;
    }),
  );
  const starts = `{${params.trendStarts.map((start) => start.toISOString()).join(',')}}`;
  const buckets = sql`array_agg(width_bucket(e.at, ${starts}::timestamptz[])) filter (
    where e.at >= ${at(params.from)} and e.at < ${at(params.to)}
      and e.kind in ('viewed', 'liked', 'removed')) as buckets`;
  const latest = params.idleIn.map(
    (window, index) =>
      sql`max(e.at) filter (where e.at < ${at(window.to)}) as ${column(`latest_${index}`)}`,
  );
  const perRow = periods.map(({ name }) => {
    const sum = (kind: string) => sql`coalesce(sum(h.${column(`${name}_${kind}`)}), 0)`;
    return sql`json_build_object('opened', ${sum('viewed')}, 'liked', ${sum('liked')},
      'removed', ${sum('removed')}, 'added', ${sum('added-from-search')},
      'active', count(*) filter (where h.${column(`${name}_events`)} > 0)) as ${column(name)}`;
  });
  const idle = params.idleIn.map((window, index) => {
    const latestOf = sql`h.${column(`latest_${index}`)}`;
    return sql`array_agg(m.household_id) filter (where ${latestOf} is null
      or ${latestOf} < ${at(window.from)})`;
  });
  const rows = rowsOf(
    engagementRow,
    await db.execute(sql`
      with m as (
        select * from unnest(${uuidArray(params.householdIds)}, ${intArray(params.rows)})
          as m(household_id, row_index)
      ),
      h as (
        select e.buyer_id, ${sql.join([...perHousehold, buckets, ...latest], sql`, `)}
        from activity_events e
        where e.buyer_id = any(array(select m.household_id from m))
          and e.at >= ${at(new Date(first))} and e.at < ${at(new Date(last))}
        group by 1
      )
      select m.row_index as row, ${sql.join(perRow, sql`, `)},
        json_build_array(${sql.join(idle, sql`, `)}) as idle,
        coalesce(string_agg(array_to_string(h.buckets, ','), ','), '') as buckets
      from m left join h on h.buyer_id = m.household_id
      group by 1`),
  );
  return {
    rows: rows.map(({ idle: _idle, buckets, ...row }) => {
      const trend = new Array<number>(params.trendStarts.length + 1).fill(0);
      for (const each of buckets ? buckets.split(',') : []) {
        const bucket = Number(each);
        if (bucket < trend.length) trend[bucket] = (trend[bucket] ?? 0) + 1;
      }
      return { ...row, trend };
    }),
    idle: idSetsOf(
      rows.map((row) => row.idle),
      params.idleIn.length,
    ),
  };
};

const lastRow = z.object({
  household_id: z.string(),
  at: z.union([z.date(), z.string()]).transform((value) => new Date(value)),
});

/** Of these households, those with no event of theirs in `[from, to)`: one probe each. */
export const householdsIdleIn = async (
  db: Db,
  params: { householdIds: readonly string[]; from: Date; to: Date },
): Promise<Set<string>> => {
  if (params.householdIds.length === 0) return new Set();
  const [row] = rowsOf(
    z.object({ idle: z.array(z.string()).nullable() }),
    await db.execute(sql`
      select array_agg(h.id) as idle from unnest(${uuidArray(params.householdIds)}) as h(id)
      where not exists (select 1 from activity_events e where e.buyer_id = h.id
        and e.at >= ${params.from.toISOString()}::timestamptz
        and e.at < ${params.to.toISOString()}::timestamptz)`),
  );
  return new Set(row?.idle ?? []);
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
