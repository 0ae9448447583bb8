import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { dateOf, rowsOf } from '../../db/checked-rows';
import type { Db } from '../../db/client';
import {
  idSetsOf,
  idsPerWindow,
  idsPerWindowColumn,
  intArray,
  uuidArray,
  type HouseholdsOverPeriods,
  type TimeWindow,
} from '../../db/sql-arrays';

/**
 * What the team's performance reads of the note threads (ADR 053): when a buyer's shared note was
 * written and when the realtor's side first answered it, never a note's text or home. A request is
 * a member's shared note (not deleted); its answer the first shared note after it in the same
 * thread by someone who is not a buyer (the realtor), stamped on the request (`answered_at`) by
 * each change to the thread.
 */

/**
 * The households' shared notes (not deleted, their author's account kept) written in `[from, to)`,
 * each with its side (a buyer member's, or the realtor's) and, for a buyer's, the first answer of
 * the realtor's side written before `answeredBy` (the stamp each change to the thread keeps), read
 * from `listing_notes_shared_time_idx` alone; the realtor's side (every account that is not a
 * buyer's, a few hundred) is one small hash.
 */
const sidedNotes = (households: SQL, from: Date, to: Date, answeredBy: Date) => sql`
  with answerers as materialized (select u.id from users u where u.role <> 'buyer')
  select n.buyer_id, n.listing_key, n.created_at, r.id is null as by_buyer,
    case when n.answered_at < ${answeredBy.toISOString()}::timestamptz then n.answered_at end
      as answered_at
  from listing_notes n left join answerers r on r.id = n.author_id
  where n.buyer_id = any(array(select h.household_id from ${households}))
    and n.created_at >= ${from.toISOString()}::timestamptz
    and n.created_at < ${to.toISOString()}::timestamptz
    and n.visibility = 'shared' and n.deleted_at is null and n.author_id is not null`;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Which households the realtor's side wrote to in each window, of the sided notes `s`. */
const answeredIn = (windows: readonly TimeWindow[]) =>
  idsPerWindow(sql`s.buyer_id`, sql`s.created_at`, windows, sql`not s.by_buyer`);

const responsesRow = z.object({
  row: z.number(),
  current: z.boolean(),
  /** As `json`: thousands of numbers parse natively, where an array's text would not. */
  minutes: z.array(z.number()),
  unanswered: z.coerce.number(),
  answered: idsPerWindowColumn,
});
export type RowResponses = Omit<z.infer<typeof responsesRow>, 'answered'>;

/**
 * In one pass over the households' threads: the buyers' shared notes written in
 * `[previousFrom, to)`, summed per row of the caller's table (each household belongs to the row
 * of the same index in `rows`) and period (`current`: in `[from, to)`), as the minutes to each
 * answer written before `answeredBy` and how many had none; and which households the realtor's
 * side wrote to in each window of `answersIn` (the quiet buyers').
 */
export const noteResponsesOfRows = async (
  db: Db,
  params: HouseholdsOverPeriods & { answeredBy: Date; answersIn: readonly TimeWindow[] },
): Promise<{ rows: RowResponses[]; answered: Set<string>[] }> => {
  if (params.householdIds.length === 0)
    return { rows: [], answered: idSetsOf([], params.answersIn.length) };
  const first = new Date(
    Math.min(params.previousFrom.getTime(), ...params.answersIn.map((w) => w.from.getTime())),
  );
  const inWindows = params.answersIn.map(
    (window) => sql`(s.created_at >= ${at(window.from)} and s.created_at < ${at(window.to)})`,
  );
  const rows = rowsOf(
    responsesRow,
    await db.execute(sql`
      with m as (
        select * from unnest(${uuidArray(params.householdIds)}, ${intArray(params.rows)})
          as m(household_id, row_index)
      )
      select m.row_index as row, s.created_at >= ${at(params.from)} as current,
        coalesce(json_agg(extract(epoch from s.answered_at - s.created_at)::float8 / 60)
          filter (where s.by_buyer and s.answered_at is not null), '[]') as minutes,
        count(*) filter (where s.by_buyer and s.answered_at is null) as unanswered,
        ${answeredIn(params.answersIn)} as answered
      from (${sidedNotes(sql`m h`, first, params.to, params.answeredBy)}) s
      join m on m.household_id = s.buyer_id
      where (s.by_buyer and s.created_at >= ${at(params.previousFrom)}
          and s.created_at < ${at(params.to)})
        or (not s.by_buyer and (${inWindows.length > 0 ? sql.join(inWindows, sql` or `) : sql`false`}))
      group by 1, 2`),
  );
  return {
    rows: rows.map(({ answered: _answered, ...row }) => row),
    answered: idSetsOf(
      rows.map((row) => row.answered),
      params.answersIn.length,
    ),
  };
};

const waitingRow = z.object({
  household_id: z.string().nullable(),
  since: dateOf.nullable(),
  answered: idsPerWindowColumn,
});

/**
 * In one pass over the households' threads since `since`: the threads with a buyer's note written
 * before `before` and not answered since (household and its oldest waiting note's time, never the
 * home or the text); and which households the realtor's side wrote to in `answersIn`, a window
 * within `[since, now)`.
 */
export const unansweredNoteThreads = async (
  db: Db,
  params: {
    householdIds: readonly string[];
    since: Date;
    before: Date;
    now: Date;
    answersIn: TimeWindow;
  },
) => {
  if (params.householdIds.length === 0) return { threads: [], answered: new Set<string>() };
  const rows = rowsOf(
    waitingRow,
    await db.execute(sql`
      with s as materialized (${sidedNotes(
        sql`unnest(${uuidArray(params.householdIds)}) as h(household_id)`,
        params.since,
        params.now,
        params.now,
      )})
      select s.buyer_id as household_id, min(s.created_at) as since, json_build_array() as answered
      from s where s.by_buyer and s.answered_at is null
      group by s.buyer_id, s.listing_key
      having min(s.created_at) < ${at(params.before)}
      union all
      select null, null, ${answeredIn([params.answersIn])} from s`),
  );
  return {
    threads: rows.flatMap(({ household_id, since }) =>
      household_id === null || since === null ? [] : [{ household_id, since }],
    ),
    answered:
      idSetsOf(
        rows.map((row) => row.answered),
        1,
      )[0] ?? new Set<string>(),
  };
};
