import { activityKinds, type ActivityKind, type HotReason } from '@rela/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { dateOf, rowsOf } from '../../db/checked-rows';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { BuyerActivity } from './activity-events';

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * The household's member named for it where one buyer is (ADR 049): its first by joining. A
 * lateral join on the household id `householdId` (an SQL expression of the outer row).
 */
const firstMemberOf = (householdId: SQL) => sql`lateral (
  select m.username, m.first_name, m.last_name from users m
   where m.household_id = ${householdId} and m.role = 'buyer'
   order by m.joined_household_at nulls last, m.created_at, m.id limit 1)`;

/**
 * Records a member's opening of one of their household's homes, at most once per `dedupeMs` per
 * member (the view mark is the member's own, ADR 049): the upsert claims the home's view mark only
 * when the last recorded view is old enough (a concurrent open waits on the row and then finds it
 * fresh), and the event (the household's, naming the member) is written from the claim in the
 * same statement. A home not on the list is not recorded. True when an event was written.
 */
export const insertView = async (
  db: Db,
  params: {
    householdId: string;
    userId: string;
    listingKey: string;
    now: Date;
    dedupeMs: number;
  },
): Promise<boolean> => {
  const at = params.now.toISOString();
  const staleBefore = new Date(params.now.getTime() - params.dedupeMs).toISOString();
  const result = await db.execute(sql`
    with claimed as (
      insert into activity_view_marks (buyer_id, listing_key, viewed_at)
      select ${params.userId}::uuid, bh.listing_key, ${at}::timestamptz from buyer_homes bh
       where bh.buyer_id = ${params.householdId}::uuid and bh.listing_key = ${params.listingKey}
      on conflict (buyer_id, listing_key) do update set viewed_at = excluded.viewed_at
       where activity_view_marks.viewed_at <= ${staleBefore}::timestamptz
      returning listing_key
    )
    insert into activity_events (buyer_id, actor_id, kind, listing_key, at)
    select ${params.householdId}::uuid, ${params.userId}::uuid, 'viewed', listing_key,
      ${at}::timestamptz from claimed
    returning id`);
  return rowsOf(z.object({ id: z.unknown() }), result).length > 0;
};

/**
 * Records one event. A like or an unlike is skipped when the member's latest like-or-unlike event
 * of the home is already of that kind (liking a liked home changes nothing, so it tells the
 * realtor nothing); each member's like is their own (ADR 049).
 */
export const insertEvent = async (
  db: Db,
  event: BuyerActivity & { kind: Exclude<BuyerActivity['kind'], 'restored'>; at: Date },
) => {
  const toggle = event.kind === 'liked' || event.kind === 'unliked';
  const unchanged = sql`coalesce((select e.kind from activity_events e
      where e.buyer_id = ${event.buyerId}::uuid and e.listing_key = ${event.listingKey}
        and e.actor_id is not distinct from ${event.actorId ?? null}::uuid
        and e.kind in ('liked', 'unliked') order by e.at desc, e.id desc limit 1), '') = ${event.kind}`;
  await db.execute(sql`
    insert into activity_events (buyer_id, actor_id, kind, listing_key, data, at)
    select ${event.buyerId}::uuid,
      (select u.id from users u where u.id = ${event.actorId ?? null}::uuid), ${event.kind}, ${event.listingKey},
      ${JSON.stringify(event.data ?? {})}::jsonb, ${event.at.toISOString()}::timestamptz
    where ${toggle ? sql`not (${unchanged})` : sql`true`}`);
};

/** An undone removal: the home's latest `removed` line of the buyer's says when it was restored. */
export const markRestored = async (
  db: Db,
  params: { buyerId: string; listingKey: string; at: Date },
) => {
  await db.execute(sql`
    update activity_events
       set data = coalesce(data, '{}'::jsonb)
         || jsonb_build_object('restoredAt', ${params.at.toISOString()}::text)
     where id = (select e.id from activity_events e
        where e.buyer_id = ${params.buyerId}::uuid and e.listing_key = ${params.listingKey}
          and e.kind = 'removed'
        order by e.at desc, e.id desc limit 1)`);
};

/** Deletes a buyer's events of one kind on one home whose data holds all of `data`. */
export const deleteEvents = async (
  db: Db,
  event: Required<Pick<BuyerActivity, 'buyerId' | 'kind' | 'listingKey' | 'data'>>,
) => {
  await db.execute(sql`
    delete from activity_events
     where buyer_id = ${event.buyerId}::uuid and kind = ${event.kind}
       and listing_key = ${event.listingKey} and data @> ${JSON.stringify(event.data)}::jsonb`);
};

/** A user by username: id and role, for the policy. */
export const findUserByUsername = async (db: Db, params: { username: string }) => {
  const [row] = await db
    .select({ id: users.id, role: users.role, householdId: users.householdId })
    .from(users)
    .where(eq(users.username, params.username));
  return row;
};

/** A realtor's buyers (their direct subordinates of role buyer), by id, with their households. */
export const buyersOf = async (db: Db, realtorId: string) =>
  rowsOf(
    z.object({ id: z.string(), username: z.string(), household_id: z.string().nullable() }),
    await db.execute(sql`
      select id, username, household_id from users
       where supervisor_id = ${realtorId}::uuid and role = 'buyer'`),
  );

export type Cursor = { at: Date; id: number };

const eventRow = z.object({
  id: z.coerce.number(),
  kind: z.enum(activityKinds),
  listing_key: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  at: dateOf,
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  actor_username: z.string().nullable(),
  actor_first_name: z.string().nullable(),
  actor_last_name: z.string().nullable(),
  address: z.string().nullable(),
});
export type EventRow = z.infer<typeof eventRow>;

/**
 * Some households' events (`buyerIds`: household ids, ADR 049), newest first, after `before`
 * (keyset by time and id), `limit` of them; each with its household's first member (the buyer
 * the feed names) and the member who did it (`actor_id`; the buyer, for lines before households).
 */
export const listEvents = async (
  db: Db,
  params: { buyerIds: readonly string[]; kind?: ActivityKind; before?: Cursor; limit: number },
): Promise<EventRow[]> => {
  if (params.buyerIds.length === 0) return [];
  const filters: SQL[] = [sql`e.buyer_id in (${idList(params.buyerIds)})`];
  if (params.kind) filters.push(sql`e.kind = ${params.kind}`);
  if (params.before) {
    filters.push(
      sql`(e.at, e.id) < (${params.before.at.toISOString()}::timestamptz, ${params.before.id})`,
    );
  }
  const result = await db.execute(sql`
    select e.id, e.kind, e.listing_key, e.data, e.at, u.username, u.first_name, u.last_name,
      a.username as actor_username, a.first_name as actor_first_name,
      a.last_name as actor_last_name, l.record ->> 'UnparsedAddress' as address
    from activity_events e
    join ${firstMemberOf(sql`e.buyer_id`)} u on true
    left join users a on a.id = e.actor_id
    left join replica_listings l on l.listing_key = e.listing_key
    where ${sql.join(filters, sql` and `)}
    order by e.at desc, e.id desc
    limit ${params.limit}`);
  return rowsOf(eventRow, result);
};

const hotRow = z.object({
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  address: z.string().nullable(),
  listing_key: z.string(),
  reason: z.enum(['opened-often', 'liked-no-tour'] satisfies HotReason[]),
  since: dateOf,
});

/**
 * The Hot homes of some buyers, among the homes still on their lists (ADR 033): opened on `opens`
 * distinct visits within `opensWithinMs` (since the visit that made it so; a visit is a recorded
 * open, and the recording keeps opens within the dedupe window to one), or liked at least `likedForMs` ago, still liked, with no tour asked for since the like
 * (since the like plus `likedForMs`). One row per home: opened-often wins.
 */
export const hotHomes = async (
  db: Db,
  params: {
    buyerIds: readonly string[];
    now: Date;
    opens: number;
    opensWithinMs: number;
    likedForMs: number;
  },
) => {
  if (params.buyerIds.length === 0) return [];
  const opensFrom = new Date(params.now.getTime() - params.opensWithinMs).toISOString();
  const likedBefore = new Date(params.now.getTime() - params.likedForMs).toISOString();
  const result = await db.execute(sql`
    with homes as (
      select bh.buyer_id, bh.listing_key, exists (select 1 from home_likes hl
          where hl.buyer_id = bh.buyer_id and hl.listing_key = bh.listing_key) as liked
      from buyer_homes bh
       where bh.buyer_id in (${idList(params.buyerIds)})
    ),
    opens as (
      select e.buyer_id, e.listing_key, e.at,
        row_number() over (partition by e.buyer_id, e.listing_key order by e.at, e.id) as n
      from activity_events e join homes h using (buyer_id, listing_key)
      where e.kind = 'viewed' and e.at >= ${opensFrom}::timestamptz
    ),
    often as (
      select buyer_id, listing_key, 'opened-often' as reason, at as since
      from opens where n = ${params.opens}
    ),
    likes as (
      select h.buyer_id, h.listing_key, (select max(e.at) from activity_events e
          where e.buyer_id = h.buyer_id and e.listing_key = h.listing_key and e.kind = 'liked') as at
      from homes h where h.liked
    ),
    waiting as (
      select l.buyer_id, l.listing_key, 'liked-no-tour' as reason,
        l.at + ${`${params.likedForMs} milliseconds`}::interval as since
      from likes l
      where l.at <= ${likedBefore}::timestamptz
        and not exists (select 1 from tours t where t.buyer_id = l.buyer_id
          and t.listing_key = l.listing_key and t.created_at >= l.at)
        and not exists (select 1 from activity_events e where e.buyer_id = l.buyer_id
          and e.listing_key = l.listing_key and e.kind = 'tour-requested' and e.at >= l.at)
        and not exists (select 1 from often o where o.buyer_id = l.buyer_id
          and o.listing_key = l.listing_key)
    )
    select u.username, u.first_name, u.last_name, hot.listing_key, hot.reason, hot.since,
      l.record ->> 'UnparsedAddress' as address
    from (select * from often union all select * from waiting) hot
    join ${firstMemberOf(sql`hot.buyer_id`)} u on true
    left join replica_listings l on l.listing_key = hot.listing_key
    order by hot.since desc, u.username, hot.listing_key`);
  return rowsOf(hotRow, result);
};

const countRow = z.object({
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  kind: z.enum(activityKinds).nullable(),
  count: z.coerce.number(),
});

/**
 * For each direct report of `userId`, their events since `since`, by kind: a lead's realtors' and an
 * owner's leads' are those of the households of the buyers in their part of the tree (a household's
 * line counted once, ADR 049); a realtor's buyers' are each member's own (who did it; the
 * household's first member for lines of before households). A report with none has one row of
 * kind null.
 */
export const countsByReport = async (db: Db, params: { userId: string; since: Date }) =>
  rowsOf(
    countRow,
    await db.execute(sql`
      with recursive tree(report_id, user_id, depth) as (
        select u.id, u.id, 0 from users u where u.supervisor_id = ${params.userId}::uuid
        union all
        select t.report_id, c.id, t.depth + 1 from tree t
          join users c on c.supervisor_id = t.user_id
         where t.depth < 16
      )
      select r.username, r.first_name, r.last_name, e.kind, count(e.id)::int as count
      from users r
      left join activity_events e on e.at >= ${params.since.toISOString()}::timestamptz
        and case when r.role = 'buyer'
          then e.buyer_id = r.household_id and coalesce(e.actor_id, e.buyer_id) = r.id
          else e.buyer_id in (select u.household_id from tree t join users u on u.id = t.user_id
            where t.report_id = r.id and u.household_id is not null) end
      where r.supervisor_id = ${params.userId}::uuid
      group by r.id, r.username, r.first_name, r.last_name, e.kind
      order by r.last_name, r.first_name, r.username`),
  );
