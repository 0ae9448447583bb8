import { z } from 'zod';
import { and, asc, eq, gt, inArray, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  buyerHomes,
  replicaEvents,
  replicaListings,
  replicaMedia,
  replicaPhotos,
  type NewReplicaEventRow,
  type ReplicaEventRow,
} from '../../db/schema';
import type { Announcer } from '../../platform/cache/cached-reads';
import { announceListings } from './listing-changes';
import type { ArrivedListing, arrivedMedia } from './listing-row';
import { upsertRows } from './bulk-upsert';
import { listingEvents } from './listing-events';
import { markPhotosWaiting } from './photos/photos.queries';
import { photoUrlSql } from './photos/photo-urls';

type Media = NonNullable<ReturnType<typeof arrivedMedia>>;

const changedPhotos = z.object({
  rows: z.array(z.object({ listing_key: z.string(), before: z.array(z.string()) })),
});

/** Keeps, for each key, the newest of the records a page holds. */
const newestPerKey = <T extends { modifiedAt: Date }>(
  rows: readonly T[],
  keyOf: (row: T) => string,
) => {
  const newest = new Map<string, T>();
  for (const row of rows) {
    const held = newest.get(keyOf(row));
    if (!held || held.modifiedAt < row.modifiedAt) newest.set(keyOf(row), row);
  }
  return [...newest.values()];
};

const appendEvents = async (db: Db, events: NewReplicaEventRow[]) => {
  if (events.length > 0) await db.insert(replicaEvents).values(events).onConflictDoNothing();
};

/**
 * The photos of the listing row `row` (an alias of a statement) from the media held for it: each
 * as Rela serves it (its copy, or a waiting photo: `photo-urls.ts`, ADR 046), in `Order`, cut to
 * its record's `PhotosCount` when that tells one; `[]` for none.
 */
const photosOf = (row: SQL) => sql`coalesce((
  select jsonb_agg(m.url order by m."order" nulls last, m.media_key)
  from (
    select ${photoUrlSql(sql.raw('rm'), sql.raw('rp'))} as url, rm."order", rm.media_key
    from replica_media rm left join replica_photos rp on rp.media_key = rm.media_key
    where rm.listing_key = ${row}.listing_key and rm.url is not null
    order by rm."order" nulls last, rm.media_key
    limit case when jsonb_typeof(${row}.record -> 'PhotosCount') = 'number'
      then greatest(0, floor((${row}.record ->> 'PhotosCount')::double precision))::bigint end
  ) m
), '[]'::jsonb)`;

/**
 * Recomputes the photos of these listings from their media (in `Order`, cut to the record's
 * `PhotosCount` when it tells one); answers the listings whose photos changed, with the old list.
 * The listings are locked first (in key order), so that the statement that reads their media
 * starts after any other transaction refreshing them has committed: a read begun before that
 * commit would write back the other's photos as they were (two copies side by side).
 */
export const refreshPhotos = async (
  db: Db,
  listingKeys: readonly string[],
): Promise<{ listingKey: string; before: string[] }[]> => {
  if (listingKeys.length === 0) return [];
  const keys = sql`array[${sql.join(
    listingKeys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;
  await db.execute(sql`
    select 1 from replica_listings where listing_key = any(${keys})
    order by listing_key for update`);
  const result = await db.execute(sql`
    with fresh as (
      select l.listing_key, l.photos as before, ${photosOf(sql.raw('l'))} as after
      from replica_listings l
      where l.listing_key = any(${keys})
    )
    update replica_listings l set photos = fresh.after
    from fresh
    where l.listing_key = fresh.listing_key and l.photos is distinct from fresh.after
    returning l.listing_key, fresh.before`);
  return changedPhotos
    .parse(result)
    .rows.map((row) => ({ listingKey: row.listing_key, before: row.before }));
};

/**
 * Applies one page of Property records: an older copy never replaces a newer one, a re-delivered
 * copy changes nothing, and each change appends its events (none while `baseline`, the first sync).
 * A listing that left the feed keeps its last known facts and is marked off the market. The
 * listings written are announced on the bus (ADR 036).
 */
export const applyListings = async (
  db: Db,
  bus: Announcer,
  arrived: readonly ArrivedListing[],
  { now, baseline }: { now: Date; baseline: boolean },
) => {
  const page = newestPerKey(arrived, (row) => row.listingKey);
  if (page.length === 0) return;
  if (baseline && page.every((listing) => listing.onMarket)) {
    await copyListings(db, bus, page, now);
    return;
  }
  const heldRows = await db
    .select({
      listingKey: replicaListings.listingKey,
      listPrice: replicaListings.listPrice,
      status: replicaListings.status,
      onMarket: replicaListings.onMarket,
      modifiedAt: replicaListings.modifiedAt,
    })
    .from(replicaListings)
    .where(
      inArray(
        replicaListings.listingKey,
        page.map((row) => row.listingKey),
      ),
    );
  const held = new Map(heldRows.map((row) => [row.listingKey, row]));
  const events: NewReplicaEventRow[] = [];
  const upserts: (ArrivedListing['columns'] & { offMarketAt: null; syncedAt: Date })[] = [];
  const added: string[] = [];
  const gone: string[] = [];
  for (const listing of page) {
    const before = held.get(listing.listingKey);
    if (before && before.modifiedAt >= listing.modifiedAt) continue;
    if (!before && !listing.onMarket) continue; // never held, already gone: nothing to keep
    if (!baseline) events.push(...listingEvents(before, listing));
    if (!listing.onMarket) {
      await db
        .update(replicaListings)
        .set({ onMarket: false, offMarketAt: now, modifiedAt: listing.modifiedAt, syncedAt: now })
        .where(eq(replicaListings.listingKey, listing.listingKey));
      gone.push(listing.listingKey);
      continue;
    }
    upserts.push({ ...listing.columns, offMarketAt: null, syncedAt: now });
    if (!before) added.push(listing.listingKey);
  }
  // A new listing is written once, with the photos already held for it (the first sync copies
  // Media first); a listing held keeps its photos until its Media change.
  const photos = await heldPhotos(
    db,
    page.filter((listing) => added.includes(listing.listingKey)),
  );
  const fresh = upserts
    .filter((row) => photos.has(row.listingKey))
    .map((row) => ({ ...row, photos: photos.get(row.listingKey) ?? [] }));
  const known = upserts.filter((row) => !photos.has(row.listingKey));
  for (const rows of [fresh, known]) {
    await upsertRows(db, replicaListings, rows, { key: 'listingKey', newerBy: 'modifiedAt' });
  }
  announceListings(bus, [...gone, ...upserts.map((row) => row.listingKey)]);
  await appendEvents(db, events);
};

/**
 * A page of the first copy with nothing off the market (no events to tell, ADR 021): one
 * statement. A new listing takes the photos already held for it (the first copy takes Media
 * first) as `refreshPhotos` makes them; one held (a re-delivered page, a live fill) keeps its
 * photos, and is replaced only by a later record. Asking first which were held and their photos
 * (two more statements, a thousand photo rows back and forth) was a fifth of a page's CPU.
 */
const copyListings = async (db: Db, bus: Announcer, page: readonly ArrivedListing[], now: Date) => {
  await upsertRows(
    db,
    replicaListings,
    page.map((listing) => ({ ...listing.columns, offMarketAt: null, syncedAt: now })),
    {
      key: 'listingKey',
      newerBy: 'modifiedAt',
      insertOnly: {
        photos: photosOf(sql.raw('incoming')),
      },
    },
  );
  announceListings(
    bus,
    page.map((listing) => listing.listingKey),
  );
};

/** The photos the replica holds for these listings, in `Order`, cut to each one's `PhotosCount`. */
const heldPhotos = async (db: Db, listings: readonly ArrivedListing[]) => {
  const photos = new Map<string, string[]>(listings.map((listing) => [listing.listingKey, []]));
  if (listings.length === 0) return photos;
  const media = await db
    .select({
      listingKey: replicaMedia.listingKey,
      url: sql<string>`${photoUrlSql(sql.raw('"replica_media"'), sql.raw('"replica_photos"'))}`,
    })
    .from(replicaMedia)
    .leftJoin(replicaPhotos, eq(replicaPhotos.mediaKey, replicaMedia.mediaKey))
    .where(
      and(
        inArray(replicaMedia.listingKey, [...photos.keys()]),
        sql`${replicaMedia.url} is not null`,
      ),
    )
    .orderBy(asc(replicaMedia.listingKey), asc(replicaMedia.order), asc(replicaMedia.mediaKey));
  for (const item of media) photos.get(item.listingKey)?.push(item.url);
  for (const listing of listings) {
    const count = listing.photosCount;
    if (count !== null) {
      photos.set(
        listing.listingKey,
        photos.get(listing.listingKey)?.slice(0, Math.max(0, Math.floor(count))) ?? [],
      );
    }
  }
  return photos;
};

/**
 * Applies one page of Media records and refreshes the photos of their listings. A listing whose
 * photos change after it had photos of an earlier time gets one `photos_changed` event for the
 * photos' new time (a listing's first photos are part of its being new, even over several pages).
 * The listings whose photos changed are announced on the bus (ADR 036).
 */
export const applyMedia = async (
  db: Db,
  bus: Announcer,
  arrived: readonly Media[],
  { baseline }: { baseline: boolean },
) => {
  const page = newestPerKey(arrived, (row) => row.mediaKey);
  if (page.length === 0) return;
  const stamps = new Map<string, Date>();
  for (const media of page) {
    const stamp = stamps.get(media.listingKey);
    if (!stamp || stamp < media.modifiedAt) stamps.set(media.listingKey, media.modifiedAt);
  }
  // A listing's earliest photo time, to tell its first photos from a change (no events in the baseline).
  const earlier = new Map(
    (baseline
      ? []
      : await db
          .select({ listingKey: replicaMedia.listingKey, first: min(replicaMedia.modifiedAt) })
          .from(replicaMedia)
          .where(inArray(replicaMedia.listingKey, [...stamps.keys()]))
          .groupBy(replicaMedia.listingKey)
    ).map((row) => [row.listingKey, row.first]),
  );
  await upsertRows(db, replicaMedia, page, { key: 'mediaKey', newerBy: 'modifiedAt' });
  // Each new or changed photo waits for its copy, in the same transaction; the first copy's
  // photos are admitted by the photo worker once it ends, so they never hold listings back (ADR 046).
  const replaced = baseline
    ? []
    : await markPhotosWaiting(
        db,
        page.map((media) => media.mediaKey),
      );
  const changed = await refreshPhotos(db, [...stamps.keys()]);
  announceListings(
    bus,
    changed.map((row) => row.listingKey),
  );
  if (baseline) return;
  // Listings whose photos changed, and whether they had photos before: a photo replaced in place
  // had, whether or not a URL an answer carries changed.
  const had = new Map(changed.map(({ listingKey, before }) => [listingKey, before.length > 0]));
  for (const listingKey of replaced) had.set(listingKey, true);
  const events = [...had].flatMap(([listingKey, hadBefore]) => {
    const stamp = stamps.get(listingKey);
    const first = earlier.get(listingKey);
    const hadPhotos = hadBefore && stamp && first != null && new Date(first) < stamp;
    return hadPhotos
      ? [
          {
            listingKey,
            kind: 'photos_changed' as const,
            modifiedAt: stamp,
            before: null,
            after: null,
          },
        ]
      : [];
  });
  await appendEvents(db, events);
};

/** The keys of the listings the replica holds as on the market. */
export const onMarketKeys = async (db: Db) =>
  (
    await db
      .select({ listingKey: replicaListings.listingKey })
      .from(replicaListings)
      .where(eq(replicaListings.onMarket, true))
  ).map((row) => row.listingKey);

/**
 * The keys of the listings on some buyer's list that the replica holds as on the market: the sync
 * asks the feed for these on every run (REQ-MLS-OFF-MARKET), not only at the hourly reconciliation.
 */
export const listedOnMarketKeys = async (db: Db) =>
  (
    await db
      .selectDistinct({ listingKey: replicaListings.listingKey })
      .from(replicaListings)
      .innerJoin(buyerHomes, eq(buyerHomes.listingKey, replicaListings.listingKey))
      .where(eq(replicaListings.onMarket, true))
  ).map((row) => row.listingKey);

/** The modification times the replica holds for these listings, by key. */
export const heldStamps = async (db: Db, listingKeys: readonly string[]) => {
  if (listingKeys.length === 0) return new Map<string, Date>();
  const rows = await db
    .select({ listingKey: replicaListings.listingKey, modifiedAt: replicaListings.modifiedAt })
    .from(replicaListings)
    .where(inArray(replicaListings.listingKey, [...listingKeys]));
  return new Map(rows.map((row) => [row.listingKey, row.modifiedAt]));
};

/** Marks listings the feed no longer holds as off the market, each with its event (and announced). */
export const markGone = async (
  db: Db,
  bus: Announcer,
  listingKeys: readonly string[],
  now: Date,
) => {
  if (listingKeys.length === 0) return;
  const gone = await db
    .update(replicaListings)
    .set({ onMarket: false, offMarketAt: now, syncedAt: now })
    .where(
      and(
        inArray(replicaListings.listingKey, [...listingKeys]),
        eq(replicaListings.onMarket, true),
      ),
    )
    .returning({ listingKey: replicaListings.listingKey, status: replicaListings.status });
  announceListings(
    bus,
    gone.map((row) => row.listingKey),
  );
  await appendEvents(
    db,
    gone.map((row) => ({
      listingKey: row.listingKey,
      kind: 'off_market' as const,
      modifiedAt: now,
      before: row.status,
      after: null,
    })),
  );
};

/**
 * The change events after `afterId` (0: from the first), oldest first: the one query the alerts
 * and the activity feed read, remembering the last id they handled.
 */
export const listReplicaEvents = (
  db: Db,
  { afterId = 0, limit = 500 }: { afterId?: number; limit?: number } = {},
): Promise<ReplicaEventRow[]> =>
  db
    .select()
    .from(replicaEvents)
    .where(gt(replicaEvents.id, afterId))
    .orderBy(asc(replicaEvents.id))
    .limit(limit);

/** One listing as the replica holds it (off-market ones included), or undefined. */
export const findReplicaListing = async (db: Db, listingKey: string) => {
  const [row] = await db
    .select()
    .from(replicaListings)
    .where(eq(replicaListings.listingKey, listingKey));
  return row;
};
