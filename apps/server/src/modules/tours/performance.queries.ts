import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { dateOf, rowsOf } from '../../db/checked-rows';
import type { Db } from '../../db/client';
import { uuidArray } from '../../db/sql-arrays';

/**
 * What the team's performance reads of the tours (ADR 053): when each was asked, first answered
 * by the realtor, confirmed and completed, never the home, its note or its times of day.
 */

const tourRow = z.object({
  id: z.string(),
  household_id: z.string(),
  state: z.string(),
  created_at: dateOf,
  answered_at: dateOf.nullable(),
  confirmed_at: dateOf.nullable(),
  completed_at: dateOf.nullable(),
});
export type TourTimes = z.infer<typeof tourRow>;

/**
 * The households' tours that were asked, confirmed or completed in `[from, to)`, with those times
 * (a few a buyer a year: the households' tours are read whole through `tours_buyer_idx`).
 */
export const tourTimesOf = async (
  db: Db,
  params: { householdIds: readonly string[]; from: Date; to: Date },
): Promise<TourTimes[]> => {
  if (params.householdIds.length === 0) return [];
  const from = sql`${params.from.toISOString()}::timestamptz`;
  const to = sql`${params.to.toISOString()}::timestamptz`;
  return rowsOf(
    tourRow,
    await db.execute(sql`
      select t.id, t.buyer_id as household_id, t.state, t.created_at, t.answered_at,
        t.confirmed_at, t.completed_at
      from tours t
      where t.buyer_id = any(${uuidArray(params.householdIds)})
        and ((t.created_at >= ${from} and t.created_at < ${to})
          or (t.confirmed_at >= ${from} and t.confirmed_at < ${to})
          or (t.completed_at >= ${from} and t.completed_at < ${to}))`),
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
      select t.id, t.buyer_id as household_id, t.created_at as since from tours t
      where t.buyer_id = any(${uuidArray(params.householdIds)}) and t.state = 'requested'
        and t.created_at >= ${params.since.toISOString()}::timestamptz
        and t.created_at < ${params.before.toISOString()}::timestamptz`),
  );
};
