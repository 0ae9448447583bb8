import {
  defaultQuietHours,
  displayRecordFields,
  type ListingRecord,
  type NotificationKind,
  type NotificationPreferences,
} from '@rela/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notificationDeliveries, notificationPreferences } from '../../../db/schema';

/** The local hour the daily digest goes out and quiet hours end (W1's fan-out uses the same). */
export const digestHour = 8;

/** A pending delivery that is due, with what sending it needs to know of its notice and person. */
export type DueDelivery = {
  id: string;
  userId: string;
  channel: 'email' | 'sms' | 'push';
  notificationId: string;
  kind: NotificationKind;
  listingKey: string | null;
  title: string;
  body: string;
  /** The notice's data (a tour's id, a confirmed tour's `.ics`). */
  data: Record<string, unknown>;
  /** The person read the notice in the bell (not one written read because in-app is off). */
  read: boolean;
  /** A device of theirs took the notice's push (ADR 052). */
  pushed: boolean;
  email: string;
  emailVerified: boolean;
  phone: string | null;
  phoneVerified: boolean;
  firstName: string | null;
  preferences: NotificationPreferences | null;
  /** The notice is about the recipient's own locked (liked) home (a buyer's, not their realtor's). */
  ownLiked: boolean;
  localHour: number;
  /** The end of the person's quiet hours (their `to` hour, local) next after now. */
  quietEnd: Date;
  /** The latest digest hour (local) at or before now, and the next one after now. */
  lastMorning: Date;
  nextMorning: Date;
  lastDigestAt: Date | null;
  /**
   * What the notice was about is no longer the person's (ADR 029, checked at send time): `home`,
   * the home left the buyer's list or the buyer is no longer the realtor's; `search`, the saved
   * search was deleted; `withheld`, a buyer's market news (a change, a match) of a listing whose
   * seller has since opted out of internet display (REQ-DISPLAY-WITHHELD). Null while it still is.
   */
  gone: 'home' | 'search' | 'withheld' | null;
  role: string;
  /**
   * The listing the notice names, as the replica holds it now: the fields the display rules read
   * (`displayRecordFields`), when the replica last obtained it, and whether its seller lets clients
   * see it. Null when the notice names no listing or the replica lacks it.
   */
  listing: { record: ListingRecord; obtainedAt: Date; clientShown: boolean } | null;
};

/** The fields of `l.record` the display rules read (and nothing else), as one jsonb value. */
const displayFieldsSql: SQL = sql`jsonb_strip_nulls(jsonb_build_object(${sql.join(
  displayRecordFields.map((field) => sql`${field}::text, l.record -> ${field}::text`),
  sql`, `,
)}))`;

/**
 * Whether a notice's subject is gone for its recipient `d.user_id`: a home change whose home is no
 * longer on the buyer's list (for a realtor's notice, the buyer it names is no longer theirs or no
 * longer holds it), or a saved search's match whose every search (`savedSearchIds`) was deleted;
 * and a buyer's market news of a listing its seller keeps off client display (`withheld`).
 */
const goneSql = sql`case
    when u.role = 'buyer' and l.entire_display = false and n.kind in
      ('price-change', 'status-change', 'off-market', 'back-on-market', 'search-match')
      then 'withheld'
    when n.kind in ('price-change', 'status-change', 'off-market', 'back-on-market')
      and not exists (
        select 1 from buyer_homes bh join users b on b.household_id = bh.buyer_id
        where bh.listing_key = n.listing_key
          and case when n.data ->> 'buyerUsername' is null then b.id = d.user_id
            else b.username = n.data ->> 'buyerUsername' and b.supervisor_id = d.user_id end)
      then 'home'
    when n.kind = 'search-match' and not exists (
        select 1 from saved_searches s
        where s.buyer_id = d.user_id and s.id::text in (select jsonb_array_elements_text(
          coalesce(n.data -> 'savedSearchIds', jsonb_build_array(n.data ->> 'savedSearchId')))))
      then 'search'
  end`;

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/**
 * Due pending deliveries, oldest first (rows held to one moment: by their notice's age); local times computed in the person's time zone. With
 * `userId`, that person's due rows of `channel` only (every notice of their digest, every push
 * held through their quiet hours).
 */
export const dueDeliveries = async (
  db: Db,
  {
    now,
    limit,
    userId,
    channel = 'email',
  }: { now: Date; limit: number; userId?: string; channel?: 'email' | 'push' },
): Promise<DueDelivery[]> => {
  const at = now.toISOString();
  const local = sql`(${at}::timestamptz at time zone coalesce(p.time_zone, 'America/New_York'))`;
  const tz = sql`coalesce(p.time_zone, 'America/New_York')`;
  const morning = sql`(date_trunc('day', ${local}) + make_interval(hours => ${digestHour}))`;
  const quietTo = sql`coalesce((p.preferences -> 'quietHours' ->> 'to')::int, ${defaultQuietHours.to})`;
  const result = await db.execute(sql`
    select d.id, d.user_id as "userId", d.channel, n.id as "notificationId", n.kind,
      n.listing_key as "listingKey", n.title, n.body, n.data,
      (n.read_at is not null and coalesce((n.data ->> 'inApp')::boolean, true)) as read,
      (n.pushed_at is not null) as pushed,
      u.email, u.email_verified as "emailVerified", u.phone, u.phone_verified as "phoneVerified",
      u.first_name as "firstName", p.preferences, p.last_digest_at as "lastDigestAt",
      ${goneSql} as gone, u.role,
      case when l.listing_key is not null then ${displayFieldsSql} end as "listingRecord",
      l.synced_at as "listingObtainedAt", l.entire_display as "listingClientShown",
      (n.data ->> 'liked' = 'true' and n.data ->> 'buyerUsername' is null) as "ownLiked",
      extract(hour from ${local})::int as "localHour",
      ((date_trunc('day', ${local}) + make_interval(hours => ${quietTo})
        + case when extract(hour from ${local}) >= ${quietTo} then interval '1 day' else interval '0' end)
        at time zone ${tz}) as "quietEnd",
      ((${morning} - case when extract(hour from ${local}) < ${digestHour}
        then interval '1 day' else interval '0' end) at time zone ${tz}) as "lastMorning",
      ((${morning} + case when extract(hour from ${local}) >= ${digestHour}
        then interval '1 day' else interval '0' end) at time zone ${tz}) as "nextMorning"
    from notification_deliveries d
    join notifications n on n.id = d.notification_id
    join users u on u.id = d.user_id
    left join notification_preferences p on p.user_id = d.user_id
    left join replica_listings l on l.listing_key = n.listing_key
    where d.state = 'pending' and d.due_at <= ${at}::timestamptz
      ${userId ? sql`and d.user_id = ${userId} and d.channel = ${channel}` : sql``}
    order by d.due_at, n.created_at, d.id
    limit ${limit}
  `);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map(({ listingRecord, listingObtainedAt, listingClientShown, ...row }) => ({
    ...(row as unknown as DueDelivery),
    listing:
      listingRecord && listingObtainedAt != null
        ? {
            record: listingRecord as ListingRecord,
            obtainedAt: toDate(listingObtainedAt),
            clientShown: listingClientShown !== false,
          }
        : null,
    lastMorning: toDate(row.lastMorning),
    nextMorning: toDate(row.nextMorning),
    quietEnd: toDate(row.quietEnd),
    ownLiked: row.ownLiked === true,
    read: row.read === true,
    pushed: row.pushed === true,
    lastDigestAt: row.lastDigestAt == null ? null : toDate(row.lastDigestAt),
  }));
};

/**
 * Takes pending deliveries for sending: marks them `sent` and answers the ids it took. Run in the
 * transaction that queues their message, so a row is sent exactly when its message is queued.
 */
export const claimDeliveries = async (db: Db, ids: readonly string[], now: Date) => {
  if (ids.length === 0) return [];
  const rows = await db
    .update(notificationDeliveries)
    .set({ state: 'sent', doneAt: now })
    .where(
      and(
        inArray(notificationDeliveries.id, [...ids]),
        eq(notificationDeliveries.state, 'pending'),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  return rows.map((row) => row.id);
};

/** A delivery that will not be sent, and why. */
export const skipDelivery = async (db: Db, id: string, reason: string, now: Date) => {
  await db
    .update(notificationDeliveries)
    .set({ state: 'skipped', reason, doneAt: now })
    .where(eq(notificationDeliveries.id, id));
};

/** Holds pending deliveries until `dueAt` (quiet hours, the next digest). */
export const holdDeliveries = async (db: Db, ids: readonly string[], dueAt: Date) => {
  if (ids.length === 0) return;
  await db
    .update(notificationDeliveries)
    .set({ dueAt })
    .where(
      and(
        inArray(notificationDeliveries.id, [...ids]),
        eq(notificationDeliveries.state, 'pending'),
      ),
    );
};

/** The digest went out at `now` (a preferences row is made with the defaults if there is none). */
export const markDigestSent = async (
  db: Db,
  { userId, now, defaults }: { userId: string; now: Date; defaults: NotificationPreferences },
) => {
  await db
    .insert(notificationPreferences)
    .values({ userId, preferences: defaults, lastDigestAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { lastDigestAt: now } });
};

/**
 * Stores a person's alert choices (the unsubscribe link's change); false when the user is gone. The
 * topics are merged into what is stored, so the choices beside them (`likedInstant`, `quietHours`)
 * stay.
 */
export const storePreferences = async (
  db: Db,
  { userId, preferences, now }: { userId: string; preferences: NotificationPreferences; now: Date },
) => {
  const rows = await db
    .insert(notificationPreferences)
    .values({ userId, preferences, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: {
        preferences: sql`${notificationPreferences.preferences} || excluded.preferences`,
        updatedAt: now,
      },
    })
    .returning({ userId: notificationPreferences.userId });
  return rows.length > 0;
};

export const storedPreferences = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ preferences: notificationPreferences.preferences })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.preferences ?? null;
};
