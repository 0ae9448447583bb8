import type { Role } from '@rela/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { dateOf, rowsOf } from '../../db/checked-rows';
import type { Db } from '../../db/client';
import { performanceSends } from '../../db/schema';
import {
  idSetsOf,
  idsPerWindow,
  idsPerWindowColumn,
  intArray,
  uuidArray,
  type HouseholdsOverPeriods,
  type TimeWindow,
} from '../../db/sql-arrays';

const personRow = z.object({
  id: z.string(),
  supervisor_id: z.string().nullable(),
  role: z.string().transform((role) => role as Role),
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  household_id: z.string().nullable(),
  created_at: dateOf,
  joined_household_at: dateOf.nullable(),
});
export type Person = z.infer<typeof personRow>;

/**
 * The caller and everyone below them, three levels down (an owner's leads, their realtors, their
 * buyers), through `users_supervisor_idx`: ids, roles, names and households only.
 */
export const teamBelow = async (db: Db, userId: string): Promise<Person[]> =>
  rowsOf(
    personRow,
    await db.execute(sql`
      with recursive tree as (
        select u.id, u.supervisor_id, u.role, u.username, u.first_name, u.last_name,
          u.household_id, u.created_at, u.joined_household_at, 0 as depth
        from users u where u.id = ${userId}::uuid
        union all
        select u.id, u.supervisor_id, u.role, u.username, u.first_name, u.last_name,
          u.household_id, u.created_at, u.joined_household_at, t.depth + 1
        from users u join tree t on u.supervisor_id = t.id
        where t.depth < 3 and t.role <> 'buyer'
      )
      select id, supervisor_id, role, username, first_name, last_name, household_id, created_at,
        joined_household_at
      from tree`),
  );

const sentRow = z.object({
  row: z.number(),
  current: z.boolean(),
  homes: z.coerce.number(),
  sent: idsPerWindowColumn,
});

/**
 * Homes sent to these households in `[previousFrom, to)`, summed per row of the table and period
 * (`current`: in `[from, to)`); and, per window of `sentIn`, which of them were sent any (the
 * quiet buyers').
 */
export const homesSentTo = async (
  db: Db,
  params: HouseholdsOverPeriods & { sentIn: readonly TimeWindow[] },
) => {
  if (params.householdIds.length === 0)
    return { rows: [], sent: idSetsOf([], params.sentIn.length) };
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const first = Math.min(
    params.previousFrom.getTime(),
    ...params.sentIn.map((w) => w.from.getTime()),
  );
  const last = Math.max(params.to.getTime(), ...params.sentIn.map((w) => w.to.getTime()));
  const rows = rowsOf(
    sentRow,
    await db.execute(sql`
      select m.row_index as row, s.at >= ${at(params.from)} as current,
        coalesce(sum(s.homes) filter (where s.at >= ${at(params.previousFrom)}
          and s.at < ${at(params.to)}), 0) as homes,
        ${idsPerWindow(sql`s.household_id`, sql`s.at`, params.sentIn)} as sent
      from unnest(${uuidArray(params.householdIds)}, ${intArray(params.rows)})
        as m(household_id, row_index)
      join performance_sends s on s.household_id = m.household_id
      where s.at >= ${at(new Date(first))} and s.at < ${at(new Date(last))}
      group by 1, 2`),
  );
  return {
    rows: rows.map(({ sent: _sent, ...row }) => row),
    sent: idSetsOf(
      rows.map((row) => row.sent),
      params.sentIn.length,
    ),
  };
};

/** Per window, which of these households were sent homes in it. */
export const sentIn = async (
  db: Db,
  params: { householdIds: readonly string[]; windows: readonly TimeWindow[] },
): Promise<Set<string>[]> => {
  if (params.householdIds.length === 0) return idSetsOf([], params.windows.length);
  const first = Math.min(...params.windows.map((window) => window.from.getTime()));
  const last = Math.max(...params.windows.map((window) => window.to.getTime()));
  const rows = rowsOf(
    z.object({ sent: idsPerWindowColumn }),
    await db.execute(sql`
      select ${idsPerWindow(sql`s.household_id`, sql`s.at`, params.windows)} as sent
      from unnest(${uuidArray(params.householdIds)}) as h(id)
      join performance_sends s on s.household_id = h.id
      where s.at >= ${new Date(first).toISOString()}::timestamptz
        and s.at < ${new Date(last).toISOString()}::timestamptz`),
  );
  return idSetsOf(
    rows.map((row) => row.sent),
    params.windows.length,
  );
};

/**
 * Records a send (the `homes-sent` reaction): how many homes, by whom, when. `buyerId` names the
 * buyer sent to (their household's list, ADR 049) or the household itself.
 */
export const insertSend = async (
  db: Db,
  send: { buyerId: string; senderId: string; homes: number; at: Date },
) => {
  await db.execute(sql`
    insert into ${performanceSends} (household_id, sender_id, homes, at)
    select h.id, (select u.id from users u where u.id = ${send.senderId}::uuid), ${send.homes},
      ${send.at.toISOString()}::timestamptz
    from households h
    where h.id = coalesce((select b.household_id from users b where b.id = ${send.buyerId}::uuid),
      ${send.buyerId}::uuid)`);
};
