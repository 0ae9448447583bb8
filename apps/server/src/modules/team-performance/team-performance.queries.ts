import type { Role } from '@rela/contracts';
import { sql, type SQL } from 'drizzle-orm';
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
  created_at: dateOf,
});
export type Person = z.infer<typeof personRow>;

/**
 * The caller and the staff below them, two levels down (an owner's leads and their realtors),
 * through `users_supervisor_idx`: ids, roles and names only; their buyers come by `householdsOf`.
 */
export const teamBelow = async (db: Db, userId: string): Promise<Person[]> =>
  rowsOf(
    personRow,
    await db.execute(sql`
      with recursive tree as (
        select u.id, u.supervisor_id, u.role, u.username, u.first_name, u.last_name,
          u.created_at, 0 as depth
        from users u where u.id = ${userId}::uuid
        union all
        select u.id, u.supervisor_id, u.role, u.username, u.first_name, u.last_name,
          u.created_at, t.depth + 1
        from users u join tree t on u.supervisor_id = t.id
        where t.depth < 2 and u.role <> 'buyer'
      )
      select id, supervisor_id, role, username, first_name, last_name, created_at from tree`),
  );

/** A buyer's household (ADR 049) as the team's performance counts it: one buyer. */
export type Household = {
  id: string;
  /** The realtor of its first member by joining. */
  realtorId: string;
  /** When its first member's account was made. */
  start: Date;
};

/** Each household of these buyers once, as its first member by joining (who names it). */
const firstMembers = (where: SQL) => sql`
  select distinct on (u.household_id) u.household_id, u.supervisor_id, u.username,
    u.first_name, u.last_name, min(u.created_at) over (partition by u.household_id) as start
  from users u
  where u.role = 'buyer' and u.household_id is not null and ${where}
  order by u.household_id, u.joined_household_at nulls last, u.created_at, u.id`;

/**
 * The households of these realtors' buyers, each once: sent as one text per realtor of
 * `<id> <start in ms>` pairs, since an owner's team holds thousands of households and a row (or a
 * `json` value) each cost more to make and parse than most of the page's reads.
 */
export const householdsOf = async (db: Db, realtorIds: readonly string[]): Promise<Household[]> => {
  if (realtorIds.length === 0) return [];
  const rows = rowsOf(
    z.object({ realtor_id: z.string(), households: z.string() }),
    await db.execute(sql`
      select h.supervisor_id as realtor_id, string_agg(h.household_id::text || ' '
        || floor(extract(epoch from h.start) * 1000)::bigint::text, ' ') as households
      from (${firstMembers(sql`u.supervisor_id = any(array(select unnest(${uuidArray(realtorIds)})))`)}) h
      group by h.supervisor_id`),
  );
  return rows.flatMap(({ realtor_id: realtorId, households }) => {
    const words = households.split(' ');
    return Array.from({ length: words.length / 2 }, (_, index) => ({
      id: words[2 * index] ?? '',
      realtorId,
      start: new Date(Number(words[2 * index + 1])),
    }));
  });
};

const memberRow = z.object({
  household_id: z.string(),
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
});
/** Who names a household: its first member by joining. */
export type Member = Omit<z.infer<typeof memberRow>, 'household_id'>;

/** Each of these households' first member by joining. */
export const firstMembersOf = async (db: Db, householdIds: readonly string[]) => {
  if (householdIds.length === 0) return new Map<string, Member>();
  const rows = rowsOf(
    memberRow,
    await db.execute(
      firstMembers(sql`u.household_id = any(array(select unnest(${uuidArray(householdIds)})))`),
    ),
  );
  return new Map(rows.map(({ household_id: id, ...member }) => [id, member]));
};

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
