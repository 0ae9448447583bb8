import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { dateOf, rowsOf } from '../../db/checked-rows';
import type { Db } from '../../db/client';
import { intArray, uuidArray, type HouseholdsOverPeriods } from '../../db/sql-arrays';

/**
 * What the team's performance reads of the tours (ADR 053): when each was asked, first answered
 * by the realtor, confirmed and completed, never the home, its note or its times of day.
 */

const periodFigures = z.object({
  requested: z.number(),
  confirmed: z.number(),
  completed: z.number(),
  /** Minutes from each request asked in the period to its first answer. */
  minutes: z.array(z.number()),
  /** Requests asked in the period and not answered (a request canceled unanswered is neither). */
  unanswered: z.number(),
});
const toursRow = z.object({ row: z.number(), current: periodFigures, previous: periodFigures });
export type RowTours = z.infer<typeof toursRow>;

/**
 * Per row of the caller's table (each household belongs to the row of the same index in `rows`)
 * and period: tours asked, confirmed and completed in it, and the minutes from each request asked
 * in it to the realtor's first answer (a few tours a buyer a year: read through `tours_buyer_idx`).
 */
export const toursOfRows = async (db: Db, params: HouseholdsOverPeriods): Promise<RowTours[]> => {
  if (params.householdIds.length === 0) return [];
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const within = (column: SQL, from: Date, to: Date) =>
    sql`${column} >= ${at(from)} and ${column} < ${at(to)}`;
  const figures = (from: Date, to: Date) => {
    const asked = within(sql`t.created_at`, from, to);
    return sql`json_build_object(
      'requested', count(*) filter (where ${asked}),
      'confirmed', count(*) filter (where ${within(sql`t.confirmed_at`, from, to)}),
      'completed', count(*) filter (where ${within(sql`t.completed_at`, from, to)}),
      'minutes', coalesce(array_agg(extract(epoch from t.answered_at - t.created_at) / 60)
        filter (where ${asked} and t.answered_at is not null), '{}'),
      'unanswered', count(*) filter (where ${asked} and t.answered_at is null
        and t.state <> 'canceled'))`;
  };
  return rowsOf(
    toursRow,
    await db.execute(sql`
      select m.row_index as row, ${figures(params.from, params.to)} as current,
        ${figures(params.previousFrom, params.from)} as previous
      from unnest(${uuidArray(params.householdIds)}, ${intArray(params.rows)})
        as m(household_id, row_index)
      join tours t on t.buyer_id = m.household_id
      where (${within(sql`t.created_at`, params.previousFrom, params.to)})
        or (${within(sql`t.confirmed_at`, params.previousFrom, params.to)})
        or (${within(sql`t.completed_at`, params.previousFrom, params.to)})
      group by 1`),
  );
};

const waitingRow = z.object({ id: z.string(), household_id: z.string(), since: dateOf });

/** The households' tour requests still unanswered, asked in `[since, before)`. */
export const unansweredTours = async (
  db: Db,
  params: { householdIds: readonly string[]; since: Date; before: Date },
) => {
  if (params.householdIds.length === 0) return [];
  return rowsOf(
    waitingRow,
    await db.execute(sql`
      select t.id, t.buyer_id as household_id, t.created_at as since
      from unnest(${uuidArray(params.householdIds)}) as h(id)
      join tours t on t.buyer_id = h.id
      where t.state = 'requested'
        and t.created_at >= ${params.since.toISOString()}::timestamptz
        and t.created_at < ${params.before.toISOString()}::timestamptz`),
  );
};
