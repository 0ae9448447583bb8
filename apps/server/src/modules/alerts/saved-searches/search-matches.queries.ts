import { defaultNotificationPreferences } from '@rela/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { nextMorning, unreadEmailAt } from '../fan-out.queries';
import { searchSlot, type MatchTexts } from './search-matches';

/**
 * The saved searches that may match the changed listing `l` (ADR 035): each search is found
 * through the one indexed filter its `match_by` names (its postal code, else its city, else its map
 * box, else its price range); of the few with none of them, those with words only when their
 * first word is like a word of the listing's address (`aw`, from `alikeWords`), the rest for every
 * listing (both through the index of their first word, null for none). Every candidate is then held
 * to all of its filters by `meetsFilters`.
 */
const candidateSearches = sql`
  select s.* from saved_searches s
  where s.match_by = 'postal-code' and s.postal_code = l.postal_code
  union all
  select s.* from saved_searches s
  where s.match_by = 'city' and lower(s.cities[1]) = lower(l.city)
  union all
  select s.* from saved_searches s
  where s.match_by = 'box'
    and s.box @> box(point(l.longitude, l.latitude), point(l.longitude, l.latitude))
  union all
  select s.* from saved_searches s
  where s.match_by = 'price' and s.price_range @> l.list_price::numeric
  union all
  select s.* from saved_searches s
  where s.match_by = 'any' and s.words[1] is null
  union all
  select s.* from saved_searches s
  where s.match_by = 'any' and s.words[1] = any(aw.words)`;

/**
 * For each changed listing of `ev`, the saved searches' words that are like one word of its address,
 * found as the search call finds a typed word's alike words (ADR 023): through the trigram index of
 * the addresses' vocabulary (`replica_search_words`, which holds every address word), once per
 * distinct word and batch. A search's words all in it is its words filter met (`meetsFilters`).
 */
const alikeWords = sql`
  select la.listing_key, array_agg(distinct f.w) as words
  from (select distinct w from saved_searches s, unnest(s.words) w
    where cardinality(s.words) > 0) f
  cross join lateral (select v.word from replica_search_words v where v.word %> f.w) v
  join (select distinct ev.listing_key, a from ev, unnest(ev.address_words) a) la on la.a = v.word
  group by la.listing_key`;

/**
 * A replica row `l` (on the market) meets the search `s`'s every filter, as the search call
 * (`modules/search/search.queries.ts`) decides it for a buyer; `search-matches.test.ts` holds the
 * two equal. Words never match a listing whose seller withheld the address (REQ-DISPLAY-ADDRESS).
 */
const meetsFilters = sql`
  l.status = any(s.statuses)
  and (s.min_price is null or l.list_price >= s.min_price)
  and (s.max_price is null or l.list_price <= s.max_price)
  and (s.min_beds is null or l.bedrooms >= s.min_beds)
  and (s.min_baths is null or l.baths_shown >= s.min_baths)
  and (s.postal_code is null or l.postal_code = s.postal_code)
  and (s.property_types is null or l.property_type = any(s.property_types))
  and (cardinality(s.cities) = 0 or lower(l.city) = lower(s.cities[1])
    and (cardinality(s.cities) = 1 or lower(l.city) = all(array(select lower(c) from unnest(s.cities) c))))
  and (s.box is null or point(l.longitude, l.latitude) <@ s.box)
  and (cardinality(s.words) = 0 or s.words <@ aw.words and l.address_display)`;

/**
 * Matches a batch of new listings and price drops against every saved search in one statement
 * (ADR 035), set-based: the plain searches a listing's change matches give their buyer one
 * `search-match` notice, however many they are (REQ-SAVED-SEARCH-CAP): named after the oldest of
 * them, all of their ids in its data, keyed `search:{event}` (the first event of that listing in
 * the batch), so a batch handled twice writes nothing twice, with its e-mail delivery by the
 * buyer's preferences; a concierge search gives its realtor one pending
 * suggestion per home (unique per search and listing), while they are still the buyer's realtor.
 * A home already on the buyer's list, a deleted search, or a listing its seller keeps off client
 * display (REQ-DISPLAY-WITHHELD; the fan-out also leaves out statuses the rules keep from clients)
 * gives nothing. Answers the notices and suggestions written.
 */
export const insertSearchMatches = async (
  db: Db,
  { matches, now }: { matches: readonly MatchTexts[]; now: Date },
): Promise<{ notices: number; suggestions: number }> => {
  if (matches.length === 0) return { notices: 0, suggestions: 0 };
  const at = now.toISOString();
  const defaults = JSON.stringify(defaultNotificationPreferences['search-match']);
  const result = await db.execute(sql`
    with ev as materialized (
      select ev.*, l.listing_key, l.status, l.list_price, l.bedrooms, l.baths_shown,
        l.postal_code, l.property_type, l.city, l.longitude, l.latitude, l.search_text,
        l.address_display,
        regexp_split_to_array(l.search_text, '[^[:alnum:]]+') as address_words
      from jsonb_to_recordset(${JSON.stringify(matches)}::jsonb) as ev(
        "eventId" bigint, "listingKey" text, title text, body text, data jsonb)
      join replica_events e on e.id = ev."eventId"
      join replica_listings l on l.listing_key = ev."listingKey" and l.on_market
        -- Never a listing its seller keeps off client display (REQ-DISPLAY-WITHHELD).
        and l.entire_display
    ),
    alike_words as materialized (${alikeWords}),
    matched as materialized (
      select s.id as search_id, s.buyer_id, s.created_by, s.concierge, s.name,
        s.created_at as search_created_at, l."eventId", l."listingKey", l.title, l.body, l.data
      from ev l
      left join alike_words aw on aw.listing_key = l.listing_key
      cross join lateral (${candidateSearches}) s
      where ${meetsFilters}
        -- Not a home already on the list of the buyer's household (ADR 049).
        and not exists (select 1 from buyer_homes bh join users sb on sb.household_id = bh.buyer_id
          where sb.id = s.buyer_id and bh.listing_key = l."listingKey")
    ),
    suggested as (
      insert into suggestions (saved_search_id, buyer_id, realtor_id, listing_key, event_id, created_at)
      select m.search_id, m.buyer_id, m.created_by, m."listingKey", m."eventId", ${at}::timestamptz
      from matched m join users b on b.id = m.buyer_id and b.supervisor_id = m.created_by
      where m.concierge
      on conflict (saved_search_id, listing_key) do nothing
      returning 1
    ),
    c as (
      select distinct on (m.buyer_id, m."listingKey") m.*,
        array_agg(m.search_id) over (partition by m.buyer_id, m."listingKey") as search_ids,
        coalesce(p.preferences -> 'search-match', ${defaults}::jsonb) as pref,
        coalesce(p.time_zone, 'America/New_York') as tz
      from matched m left join notification_preferences p on p.user_id = m.buyer_id
      where not m.concierge
      order by m.buyer_id, m."listingKey", m."eventId", m.search_created_at, m.search_id
    ),
    inserted as (
      insert into notifications
        (user_id, kind, dedupe_key, listing_key, event_id, title, body, data, created_at, read_at)
      select buyer_id, 'search-match', 'search:' || "eventId", "listingKey",
        "eventId", title, replace(body, ${searchSlot}, name),
        data || jsonb_build_object('savedSearchId', search_id, 'savedSearchIds', to_jsonb(search_ids),
          'inApp', (pref ->> 'inApp')::boolean),
        ${at}::timestamptz,
        case when (pref ->> 'inApp')::boolean then null else ${at}::timestamptz end
      from c
      where (pref ->> 'inApp')::boolean or pref ->> 'email' <> 'off'
        or coalesce((pref ->> 'push')::boolean, false)
      on conflict (user_id, dedupe_key) do nothing
      returning id, user_id
    ),
    deliveries as (
      insert into notification_deliveries (notification_id, user_id, channel, due_at)
      select i.id, i.user_id, 'email',
        case when c.pref ->> 'email' = 'instant' then ${at}::timestamptz
          when c.pref ->> 'email' = 'unread' then ${unreadEmailAt(now)}::timestamptz
          else ${nextMorning(at)} end
      from inserted i
      left join notification_preferences p on p.user_id = i.user_id
      cross join lateral (
        select coalesce(p.preferences -> 'search-match', ${defaults}::jsonb) as pref,
          coalesce(p.time_zone, 'America/New_York') as tz) c
      where c.pref ->> 'email' in ('instant', 'unread', 'digest')
      union all
      -- A push when chosen and the buyer has a device (ADR 052); quiet hours are held at sending.
      select i.id, i.user_id, 'push', ${at}::timestamptz
      from inserted i
      left join notification_preferences p on p.user_id = i.user_id
      where coalesce((coalesce(p.preferences -> 'search-match', ${defaults}::jsonb) ->> 'push')::boolean, false)
        and exists (select 1 from push_subscriptions ps where ps.user_id = i.user_id)
      on conflict (notification_id, channel) do nothing
      returning 1
    )
    select (select count(*) from inserted)::int as notices,
      (select count(*) from suggested)::int as suggestions,
      (select count(*) from deliveries)::int as deliveries
  `);
  const [row] = (result as unknown as { rows: { notices: number; suggestions: number }[] }).rows;
  return { notices: Number(row?.notices ?? 0), suggestions: Number(row?.suggestions ?? 0) };
};
