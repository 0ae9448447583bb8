import {
  defaultLikedInstant,
  defaultNotificationPreferences,
  defaultQuietHours,
  timing,
  type EmailMode,
} from '@rela/contracts';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { replicaListings } from '../../db/schema';
import { addressOf, type EventTexts } from './alert-texts';

/** The daily digest goes out at this local hour. */
export const morningHour = 8;

/**
 * The records of the batch's listings, by key: their address parts, and what the display rules
 * read (with the replica's status column as `StandardStatus` where a record names none).
 */
export const listingRecords = async (db: Db, listingKeys: readonly string[]) => {
  if (listingKeys.length === 0) return new Map<string, Record<string, unknown>>();
  const rows = await db
    .select({
      listingKey: replicaListings.listingKey,
      record: replicaListings.record,
      status: replicaListings.status,
    })
    .from(replicaListings)
    .where(inArray(replicaListings.listingKey, [...new Set(listingKeys)]));
  return new Map(
    rows.map((row) => [
      row.listingKey,
      row.record.StandardStatus === undefined && row.status !== null
        ? { ...row.record, StandardStatus: row.status }
        : row.record,
    ]),
  );
};

/**
 * One listing's record with the seller's display choices as the replica's generated columns read
 * them (REQ-DISPLAY-ADDRESS, REQ-DISPLAY-WITHHELD); undefined when the replica lacks it.
 */
export const listingWithChoices = async (db: Db, listingKey: string) => {
  const [row] = await db
    .select({
      record: replicaListings.record,
      addressShown: replicaListings.addressDisplay,
      clientShown: replicaListings.entireDisplay,
    })
    .from(replicaListings)
    .where(eq(replicaListings.listingKey, listingKey));
  return row;
};

/**
 * A home's address as a notice tells it: to a buyer, the place only ("Raleigh, NC 27609") when the
 * seller withheld the street (REQ-DISPLAY-ADDRESS) or the whole listing from clients
 * (REQ-DISPLAY-WITHHELD); to a realtor, the street. The listing key when the replica lacks it.
 */
export const addressToTell = async (db: Db, listingKey: string, toBuyer: boolean) => {
  const listing = await listingWithChoices(db, listingKey);
  const street = !toBuyer || (listing?.addressShown !== false && listing?.clientShown !== false);
  return (listing && addressOf(listing.record, street)) ?? listingKey;
};

/** The next `hour` o'clock (local) in the recipient's time zone after `now` (SQL over `c.tz`). */
const nextLocalHour = (now: string, hour: SQL | number) => sql`(
  (date_trunc('day', ${now}::timestamptz at time zone c.tz) + make_interval(hours => ${hour})
    + case when extract(hour from ${now}::timestamptz at time zone c.tz) >= ${hour}
      then interval '1 day' else interval '0' end
  ) at time zone c.tz)`;

/** The next `morningHour` o'clock in the recipient's time zone after `now` (SQL over `c.tz`). */
export const nextMorning = (now: string) => nextLocalHour(now, morningHour);

/** When an `unread` e-mail of a notice written at `now` is due (ADR 052). */
export const unreadEmailAt = (now: Date) =>
  new Date(now.getTime() + timing.unreadEmailDelayMs).toISOString();

/**
 * Whether the person gets pushes of a topic whose choice is `pref` (SQL): push on, and at least
 * one device of theirs (ADR 052); the delivery holds a push due in quiet hours.
 */
const pushesTo = (pref: SQL, userId: SQL) => sql`(coalesce((${pref} ->> 'push')::boolean, false)
  and exists (select 1 from push_subscriptions ps where ps.user_id = ${userId}))`;

/** The user's quiet hours from their stored choices (`p`), the defaults where none. */
const quietFrom = sql`coalesce((p.preferences -> 'quietHours' ->> 'from')::int, ${defaultQuietHours.from})`;
const quietTo = sql`coalesce((p.preferences -> 'quietHours' ->> 'to')::int, ${defaultQuietHours.to})`;

/** Whether the local hour `hour` is within quiet hours `from`-`to` (same hour: none). */
const quietAt = (hour: SQL, from: SQL, to: SQL) => sql`(case
  when ${from} = ${to} then false
  when ${from} < ${to} then ${hour} >= ${from} and ${hour} < ${to}
  else ${hour} >= ${from} or ${hour} < ${to} end)`;

/**
 * Writes the notices of a batch of changes in one statement (ADR 028): every member of every
 * household that has the home on its list (removed homes are not on it; nor is any buyer told of a
 * home whose seller opted out of internet display, REQ-DISPLAY-WITHHELD), each once with their own
 * like, and the household's realtor (the members' supervisor, when a realtor) once per household
 * (ADR 049) get one notice per change, `(user_id, dedupe_key)` unique so a batch
 * handled twice writes nothing the second time; each new notice gets its e-mail and SMS delivery
 * rows from the user's preferences (the defaults when none are stored). Answers the notices written.
 */
export const insertEventNotices = async (
  db: Db,
  { events, now }: { events: readonly EventTexts[]; now: Date },
): Promise<number> => {
  if (events.length === 0) return 0;
  const at = now.toISOString();
  const json = JSON.stringify(events);
  const defaults = JSON.stringify(defaultNotificationPreferences);
  const result = await db.execute(sql`
    with ev as (
      select * from jsonb_to_recordset(${json}::jsonb) as e(
        "eventId" bigint, "listingKey" text, kind text, topic text, sms boolean, title text,
        "buyerBody" text, "buyerBodyLiked" text, "realtorBody" text, "realtorBodyLiked" text,
        data jsonb)
    ),
    -- Each member of each household that has the home, once, with their own like (ADR 049); a
    -- listing its seller keeps off client display tells no member (REQ-DISPLAY-WITHHELD): the
    -- replica's generated column reads the opt-out as the rules do.
    targets as (
      select ev.*, exists (select 1 from home_likes hl where hl.buyer_id = bh.buyer_id
          and hl.listing_key = bh.listing_key and hl.user_id = b.id) as liked,
        bh.buyer_id, b.username as buyer_username,
        coalesce(nullif(b.first_name, ''), b.username) as buyer_name, b.id as user_id,
        false as is_realtor
      from ev
      join buyer_homes bh on bh.listing_key = ev."listingKey"
      join users b on b.household_id = bh.buyer_id and b.role = 'buyer'
      left join replica_listings l on l.listing_key = ev."listingKey"
      where coalesce(l.entire_display, true)
      union all
      -- And the household's realtor once, not once per member: liked when any member likes it,
      -- the household named by its members' first names.
      select ev.*, exists (select 1 from home_likes hl where hl.buyer_id = bh.buyer_id
          and hl.listing_key = bh.listing_key) as liked,
        bh.buyer_id, hh.username, hh.name, r.id, true
      from ev
      join buyer_homes bh on bh.listing_key = ev."listingKey"
      cross join lateral (
        select string_agg(coalesce(nullif(b.first_name, ''), b.username), ' & '
            order by b.joined_household_at, b.id) as name,
          (array_agg(b.username order by b.joined_household_at, b.id))[1] as username,
          (array_agg(b.supervisor_id order by b.joined_household_at, b.id))[1] as supervisor_id
        from users b where b.household_id = bh.buyer_id and b.role = 'buyer'
      ) hh
      join users r on r.id = hh.supervisor_id and r.role = 'realtor'
    ),
    c as (
      select targets.*,
        'event:' || targets."eventId" || case when is_realtor then ':' || buyer_id else '' end
          as dedupe_key,
        coalesce(p.preferences -> targets.topic, ${defaults}::jsonb -> targets.topic) as pref,
        coalesce(p.time_zone, 'America/New_York') as tz,
        coalesce((p.preferences ->> 'likedInstant')::boolean, ${defaultLikedInstant}) as liked_instant,
        ${quietFrom} as quiet_from, ${quietTo} as quiet_to
      from targets left join notification_preferences p on p.user_id = targets.user_id
    ),
    chosen as (
      select c.*,
        (c.pref ->> 'inApp')::boolean as in_app,
        c.pref ->> 'email' as email,
        (c.sms and c.liked and (c.pref ->> 'sms')::boolean) as by_sms,
        ${pushesTo(sql`c.pref`, sql`c.user_id`)} as by_push,
        ${nextMorning(at)} as next_morning,
        ${nextLocalHour(at, sql`c.quiet_to`)} as quiet_end,
        extract(hour from ${at}::timestamptz at time zone c.tz) as local_hour
      from c
    ),
    inserted as (
      insert into notifications
        (user_id, kind, dedupe_key, listing_key, event_id, title, body, data, created_at, read_at)
      select user_id, kind, dedupe_key, "listingKey", "eventId", title,
        case when is_realtor then replace(
            case when liked then "realtorBodyLiked" else "realtorBody" end, ${'{buyer}'}, buyer_name)
          else case when liked then "buyerBodyLiked" else "buyerBody" end end,
        data || jsonb_build_object('liked', liked, 'inApp', in_app)
          || case when is_realtor then jsonb_build_object('buyerUsername', buyer_username)
            else '{}'::jsonb end,
        ${at}::timestamptz,
        case when in_app then null else ${at}::timestamptz end
      from chosen
      where in_app or email <> 'off' or by_sms or by_push
      on conflict (user_id, dedupe_key) do nothing
      returning id, user_id, dedupe_key
    ),
    deliveries as (
      insert into notification_deliveries (notification_id, user_id, channel, due_at)
      select i.id, i.user_id, 'email',
        case when chosen.email = 'instant'
            -- A buyer's locked home: its price and status e-mails go at once, digest or not.
            or (chosen.liked and not chosen.is_realtor and chosen.liked_instant
              and chosen.topic in ('price', 'status'))
          then ${at}::timestamptz
          when chosen.email = 'unread' then ${unreadEmailAt(now)}::timestamptz
          else chosen.next_morning end
      from inserted i join chosen using (user_id, dedupe_key)
      where chosen.email in ('instant', 'unread', 'digest')
      union all
      select i.id, i.user_id, 'sms',
        case when ${quietAt(sql`chosen.local_hour`, sql`chosen.quiet_from`, sql`chosen.quiet_to`)}
          then chosen.quiet_end else ${at}::timestamptz end
      from inserted i join chosen using (user_id, dedupe_key)
      where chosen.by_sms
      union all
      select i.id, i.user_id, 'push', ${at}::timestamptz
      from inserted i join chosen using (user_id, dedupe_key)
      where chosen.by_push
      on conflict (notification_id, channel) do nothing
      returning 1
    )
    select (select count(*) from inserted)::int as notices
  `);
  const rows = (result as unknown as { rows: { notices: number }[] }).rows;
  return Number(rows[0]?.notices ?? 0);
};

/**
 * The e-mail row of one notice outside the fan-out (`noticeForOne`): due now (or `instantDelayMs`
 * after) for `instant`, `timing.unreadEmailDelayMs` after (or `instantDelayMs`, the later) for
 * `unread`, at the user's next morning for `digest`, none for `off`.
 */
export const insertEmailDelivery = async (
  db: Db,
  params: {
    notificationId: string;
    userId: string;
    email: EmailMode;
    now: Date;
    instantDelayMs?: number;
  },
) => {
  if (params.email === 'off') return;
  const at = params.now.toISOString();
  const instantDelayMs = params.instantDelayMs ?? 0;
  const delayMs =
    params.email === 'unread'
      ? Math.max(instantDelayMs, timing.unreadEmailDelayMs)
      : instantDelayMs;
  const instantAt = new Date(params.now.getTime() + delayMs).toISOString();
  await db.execute(sql`
    insert into notification_deliveries (notification_id, user_id, channel, due_at)
    select ${params.notificationId}::uuid, ${params.userId}::uuid, 'email',
      case when ${params.email} in ('instant', 'unread') then ${instantAt}::timestamptz
        else ${nextMorning(at)} end
    from (select coalesce(
      (select time_zone from notification_preferences where user_id = ${params.userId}::uuid),
      'America/New_York') as tz) c
    on conflict (notification_id, channel) do nothing`);
};

/**
 * The push row of one notice outside the fan-out (`noticeForOne`), due now (the delivery holds it
 * through quiet hours), when the person has a device for pushes (ADR 052).
 */
export const insertPushDelivery = async (
  db: Db,
  params: { notificationId: string; userId: string; now: Date },
) => {
  await db.execute(sql`
    insert into notification_deliveries (notification_id, user_id, channel, due_at)
    select ${params.notificationId}::uuid, ${params.userId}::uuid, 'push', ${params.now.toISOString()}::timestamptz
    where exists (select 1 from push_subscriptions where user_id = ${params.userId}::uuid)
    on conflict (notification_id, channel) do nothing`);
};
