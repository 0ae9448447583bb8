import type { Role } from '@rela/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { dateOf, rowsOf } from '../../db/checked-rows';
import type { Db } from '../../db/client';
import { performanceSends } from '../../db/schema';
import { uuidArray } from '../../db/sql-arrays';

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
  household_id: z.string(),
  current: z.boolean(),
  homes: z.coerce.number(),
});

/** Homes sent to these households, per household and period (`current`: in `[from, to)`). */
export const homesSentTo = async (
  db: Db,
  params: { householdIds: readonly string[]; previousFrom: Date; from: Date; to: Date },
) => {
  if (params.householdIds.length === 0) return [];
  return rowsOf(
    sentRow,
    await db.execute(sql`
      select s.household_id, s.at >= ${params.from.toISOString()}::timestamptz as current,
        sum(s.homes) as homes
      from performance_sends s
      where s.household_id = any(${uuidArray(params.householdIds)})
        and s.at >= ${params.previousFrom.toISOString()}::timestamptz
        and s.at < ${params.to.toISOString()}::timestamptz
      group by 1, 2`),
  );
};

/** Of these households, which were sent homes in each window: one flag per window, for those with any. */
export const sentIn = async (
  db: Db,
  params: { householdIds: readonly string[]; windows: readonly { from: Date; to: Date }[] },
): Promise<Map<string, boolean[]>> => {
  if (params.householdIds.length === 0 || params.windows.length === 0) return new Map();
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const flags = params.windows.map(
    (window) => sql`bool_or(s.at >= ${at(window.from)} and s.at < ${at(window.to)})`,
  );
  const first = Math.min(...params.windows.map((window) => window.from.getTime()));
  const last = Math.max(...params.windows.map((window) => window.to.getTime()));
  const rows = rowsOf(
    z.object({ household_id: z.string(), flags: z.array(z.boolean()) }),
    await db.execute(sql`
      select s.household_id, array[${sql.join(flags, sql`, `)}]::boolean[] as flags
      from performance_sends s
      where s.household_id = any(${uuidArray(params.householdIds)})
        and s.at >= ${at(new Date(first))} and s.at < ${at(new Date(last))}
      group by 1`),
  );
  return new Map(rows.map((row) => [row.household_id, row.flags]));
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
