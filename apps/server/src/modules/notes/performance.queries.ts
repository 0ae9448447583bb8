import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { dateOf, rowsOf } from '../../db/checked-rows';
import type { Db } from '../../db/client';
import { uuidArray } from '../../db/sql-arrays';

/**
 * What the team's performance reads of the note threads (ADR 053): when a buyer's shared note was
 * written and when the realtor's side first answered it, never a note's text or home. A request is
 * a member's shared note (not deleted); its answer the first shared note after it in the same
 * thread by someone who is not a buyer (the realtor).
 */

/**
 * The households' shared notes (not deleted) written in `[from, to)`, each with its side (a buyer
 * member's, or the realtor's) and, for a buyer's, the first of the realtor's side after it in the
 * same thread: one pass over the threads in time order, through
 * `listing_notes_household_time_idx`.
 */
const sidedNotes = (householdIds: readonly string[], from: Date, to: Date) => sql`
  select n.buyer_id, n.listing_key, n.created_at, a.role = 'buyer' as by_buyer,
    min(case when a.role <> 'buyer' then n.created_at end) over (
      partition by n.buyer_id, n.listing_key order by n.created_at, n.id
      rows between 1 following and unbounded following) as answered_at
  from listing_notes n join users a on a.id = n.author_id
  where n.buyer_id = any(${uuidArray(householdIds)})
    and n.created_at >= ${from.toISOString()}::timestamptz
    and n.created_at < ${to.toISOString()}::timestamptz
    and n.visibility = 'shared' and n.deleted_at is null`;

const requestRow = z.object({
  household_id: z.string(),
  by_buyer: z.boolean(),
  created_at: dateOf,
  answered_at: dateOf.nullable(),
});
export type NoteRequest = {
  household_id: string;
  requested_at: Date;
  answered_at: Date | null;
};

type Window = { from: Date; to: Date };

/**
 * In one pass over the households' threads: the buyers' shared notes written in `[from, to)`,
 * each with its first answer written before `answeredBy`; and which households their realtor's
 * side wrote to in each window of `answersIn` (one flag per window, for those with any).
 */
export const noteRequests = async (
  db: Db,
  params: {
    householdIds: readonly string[];
    from: Date;
    to: Date;
    answeredBy: Date;
    answersIn: readonly Window[];
  },
): Promise<{ requests: NoteRequest[]; answeredIn: Map<string, boolean[]> }> => {
  if (params.householdIds.length === 0) return { requests: [], answeredIn: new Map() };
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const inWindows = params.answersIn.map(
    (window) => sql`(s.created_at >= ${at(window.from)} and s.created_at < ${at(window.to)})`,
  );
  const first = new Date(
    Math.min(params.from.getTime(), ...params.answersIn.map((window) => window.from.getTime())),
  );
  const rows = rowsOf(
    requestRow,
    await db.execute(sql`
      select s.buyer_id as household_id, s.by_buyer, s.created_at, s.answered_at
      from (${sidedNotes(params.householdIds, first, params.answeredBy)}) s
      where (s.by_buyer and s.created_at >= ${at(params.from)} and s.created_at < ${at(params.to)})
        or (not s.by_buyer and (${inWindows.length > 0 ? sql.join(inWindows, sql` or `) : sql`false`}))`),
  );
  const requests: NoteRequest[] = [];
  const answeredIn = new Map<string, boolean[]>();
  for (const row of rows) {
    if (row.by_buyer) {
      requests.push({
        household_id: row.household_id,
        requested_at: row.created_at,
        answered_at: row.answered_at,
      });
      continue;
    }
    const flags = answeredIn.get(row.household_id) ?? params.answersIn.map(() => false);
    params.answersIn.forEach((window, index) => {
      if (row.created_at >= window.from && row.created_at < window.to) flags[index] = true;
    });
    answeredIn.set(row.household_id, flags);
  }
  return { requests, answeredIn };
};

const waitingRow = z.object({ household_id: z.string(), since: dateOf });

/**
 * The threads with a buyer's note written in `[since, before)` and not answered since: one line
 * per thread (household and its oldest waiting note's time), never the home or the text.
 */
export const unansweredNoteThreads = async (
  db: Db,
  params: { householdIds: readonly string[]; since: Date; before: Date; now: Date },
) => {
  if (params.householdIds.length === 0) return [];
  return rowsOf(
    waitingRow,
    await db.execute(sql`
      select s.buyer_id as household_id, min(s.created_at) as since
      from (${sidedNotes(params.householdIds, params.since, params.now)}) s
      where s.by_buyer and s.answered_at is null
      group by s.buyer_id, s.listing_key
      having min(s.created_at) < ${params.before.toISOString()}::timestamptz`),
  );
};

/**
 * Of these households, which their realtor's side wrote a shared note to in each window: one flag
 * per window, for those with any.
 */
export const householdsAnsweredIn = async (
  db: Db,
  params: { householdIds: readonly string[]; windows: readonly { from: Date; to: Date }[] },
): Promise<Map<string, boolean[]>> => {
  if (params.householdIds.length === 0 || params.windows.length === 0) return new Map();
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const flags = params.windows.map(
    (window) =>
      sql`bool_or(n.created_at >= ${at(window.from)} and n.created_at < ${at(window.to)})`,
  );
  const first = Math.min(...params.windows.map((window) => window.from.getTime()));
  const last = Math.max(...params.windows.map((window) => window.to.getTime()));
  const rows = rowsOf(
    z.object({ household_id: z.string(), flags: z.array(z.boolean()) }),
    await db.execute(sql`
      select n.buyer_id as household_id, array[${sql.join(flags, sql`, `)}]::boolean[] as flags
      from listing_notes n join users a on a.id = n.author_id and a.role <> 'buyer'
      where n.buyer_id = any(${uuidArray(params.householdIds)})
        and n.created_at >= ${at(new Date(first))} and n.created_at < ${at(new Date(last))}
        and n.visibility = 'shared' and n.deleted_at is null
      group by 1`),
  );
  return new Map(rows.map((row) => [row.household_id, row.flags]));
};
