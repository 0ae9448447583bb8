import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';

const keysParam = (keys: readonly string[]) => sql`${sql.param([...keys])}::text[]`;

/**
 * A new photo row's priority: 2 for its listing's first photo by `Order`, 3 for the others. One
 * index probe a row (a join of a page's listings to all their media was planned as a scan of every
 * media row during the first copy, before any statistics: the first sync's rate fell to a third).
 */
const waitingPriority = sql`case when m.media_key = (
    select f.media_key from replica_media f
    where f.listing_key = m.listing_key and f.url is not null
    order by f."order" nulls last, f.media_key limit 1
  ) then 2 else 3 end`;

const replacedRows = z.object({
  rows: z.array(z.object({ listing_key: z.string(), replaced: z.boolean() })),
});

/**
 * The photo rows of these media, written in an incremental sync's transaction (ADR 046): a new
 * photo waits for its copy, and so does one whose `ModificationTimestamp` is later than the one it
 * was made for (its tries, reason and hold start again). A row already raised (a listed home's: 0
 * and 1) keeps its priority. Answers the listings of photos held before that the MLS changed (their
 * `photos_changed` event, even when no URL an answer carries changed: a waiting photo's URL is its
 * shape).
 */
export const markPhotosWaiting = async (
  db: Db,
  mediaKeys: readonly string[],
): Promise<string[]> => {
  if (mediaKeys.length === 0) return [];
  const result = await db.execute(sql`
    insert into replica_photos (media_key, listing_key, source_modified_at, priority)
    select m.media_key, m.listing_key, m.modified_at, ${waitingPriority}
    from replica_media m
    where m.media_key = any(${keysParam(mediaKeys)}) and m.url is not null
    on conflict (media_key) do update set
      state = 'waiting', source_modified_at = excluded.source_modified_at,
      listing_key = excluded.listing_key,
      priority = least(replica_photos.priority, excluded.priority),
      tries = 0, next_try_at = null, reason = null, claimed_until = null, gone_at = null
    where replica_photos.source_modified_at < excluded.source_modified_at
    returning listing_key, xmax::text <> '0' as replaced`);
  const rows = replacedRows.parse(result).rows;
  return [...new Set(rows.filter((row) => row.replaced).map((row) => row.listing_key))];
};

/**
 * Photo rows for held media that have none, up to `limit` media after `after` in key order: the
 * first copy writes no photo rows (its photos follow the listings, ADR 046), so the photo worker
 * admits them once it ends. Answers the last media key looked at, or null when none was left.
 * Idempotent: several workers may admit at once.
 */
export const admitHeldPhotos = async (
  db: Db,
  { after, limit }: { after: string; limit: number },
): Promise<string | null> => {
  const result = await db.execute(sql`
    with batch as (
      select media_key from replica_media
      where media_key > ${after} order by media_key limit ${limit}
    ), admitted as (
      insert into replica_photos (media_key, listing_key, source_modified_at, priority)
      select m.media_key, m.listing_key, m.modified_at, ${waitingPriority}
      from batch b join replica_media m on m.media_key = b.media_key
      where m.url is not null
        and not exists (select 1 from replica_photos p where p.media_key = m.media_key)
      on conflict (media_key) do nothing
    )
    select max(media_key) as last from batch`);
  return (
    z.object({ rows: z.array(z.object({ last: z.string().nullable() })) }).parse(result).rows[0]
      ?.last ?? null
  );
};

/** A waiting photo a worker holds, with what it needs to copy it. */
export type ClaimedPhoto = {
  mediaKey: string;
  listingKey: string;
  /** The media's time the copy is for: marking it done checks it is still the row's. */
  sourceModifiedAt: Date;
  url: string;
  tries: number;
};

const claimedRows = z.object({
  rows: z.array(
    z.object({
      media_key: z.string(),
      listing_key: z.string(),
      source_modified_at: z.union([z.string(), z.date()]),
      url: z.string(),
      tries: z.coerce.number(),
    }),
  ),
});

/**
 * Takes up to `limit` waiting photos, highest priority first, due and held by no other worker,
 * for `holdMs` (past it, a crashed worker's photos are taken again). `skip locked` lets workers
 * of several instances claim at once without taking the same photo.
 */
export const claimWaitingPhotos = async (
  db: Db,
  {
    now,
    holdMs,
    limit,
    lastPriority = 3,
  }: { now: Date; holdMs: number; limit: number; lastPriority?: number },
): Promise<ClaimedPhoto[]> => {
  if (limit === 0) return [];
  const until = new Date(now.getTime() + holdMs);
  const result = await db.execute(sql`
    update replica_photos p set claimed_until = ${until.toISOString()}::timestamptz
    from (
      select w.media_key from replica_photos w
      where w.state = 'waiting' and w.priority <= ${lastPriority}
        and (w.next_try_at is null or w.next_try_at <= ${now.toISOString()}::timestamptz)
        and (w.claimed_until is null or w.claimed_until <= ${now.toISOString()}::timestamptz)
        and exists (select 1 from replica_media m where m.media_key = w.media_key and m.url is not null)
      order by w.priority, w.media_key
      limit ${limit}
      for update of w skip locked
    ) c, replica_media m
    where p.media_key = c.media_key and m.media_key = p.media_key
    returning p.media_key, p.listing_key, p.source_modified_at, p.tries, m.url`);
  return claimedRows.parse(result).rows.map((row) => ({
    mediaKey: row.media_key,
    listingKey: row.listing_key,
    sourceModifiedAt: new Date(row.source_modified_at),
    url: row.url,
    tries: row.tries,
  }));
};

/** The claimed photo's row, while it still waits for the media time it was claimed for. */
const stillClaimed = (photo: ClaimedPhoto) =>
  sql`media_key = ${photo.mediaKey} and state = 'waiting'
      and source_modified_at = ${photo.sourceModifiedAt.toISOString()}::timestamptz`;

/** Whether an `update … returning` changed a row. */
const changedAny = (result: unknown) =>
  z.object({ rows: z.array(z.unknown()) }).parse(result).rows.length > 0;

/** What a copy's files are, as `replica_photo_files` keeps them. */
export type PhotoCopy = {
  hash: string;
  bytes: number;
  width: number;
  height: number;
  colors: readonly [string, string];
};

const copyRows = z.object({
  rows: z.array(
    z.object({
      bytes: z.coerce.number(),
      width: z.coerce.number(),
      height: z.coerce.number(),
      top_color: z.string(),
      bottom_color: z.string(),
    }),
  ),
});

/** The copy already made of this content, or null (its files are all written). */
export const findPhotoCopy = async (db: Db, hash: string): Promise<PhotoCopy | null> => {
  const [row] = copyRows.parse(
    await db.execute(sql`
      select bytes, width, height, top_color, bottom_color from replica_photo_files
      where hash = ${hash}`),
  ).rows;
  return row
    ? {
        hash,
        bytes: row.bytes,
        width: row.width,
        height: row.height,
        colors: [row.top_color, row.bottom_color],
      }
    : null;
};

const hashRows = z.object({ rows: z.array(z.object({ hash: z.string() })) });

/**
 * The copy's hash of the listing's photo at `url` (the MLS's `MediaURL`), once it is copied; null
 * while it waits, was refused, or is not this listing's (one index probe by listing).
 */
export const copiedPhotoHash = async (
  db: Db,
  listingKey: string,
  url: string,
): Promise<string | null> =>
  hashRows.parse(
    await db.execute(sql`
      select p.hash from replica_media m join replica_photos p on p.media_key = m.media_key
      where m.listing_key = ${listingKey} and m.url = ${url}
        and p.state = 'copied' and p.hash is not null
      limit 1`),
  ).rows[0]?.hash ?? null;

/** Marks a copy's files as used by no row since `now`, when none names them. */
const releaseHash = async (db: Db, hash: string | null, now: Date) => {
  if (hash === null) return;
  await db.execute(sql`
    update replica_photo_files f set unused_since = ${now.toISOString()}::timestamptz
    where f.hash = ${hash} and f.unused_since is null
      and not exists (select 1 from replica_photos p where p.hash = f.hash)`);
};

/** The hash a claimed row names now, its row locked until the transaction ends. */
const lockedHash = async (db: Db, mediaKey: string) => {
  const result = z
    .object({ rows: z.array(z.object({ hash: z.string().nullable() })) })
    .parse(
      await db.execute(
        sql`select hash from replica_photos where media_key = ${mediaKey} for update`,
      ),
    );
  return result.rows[0]?.hash ?? null;
};

/**
 * Records a photo's copy once every file of it is written: its files' row (used again), and the
 * photo copied, when it is still the version claimed (the sync may have moved it on meanwhile:
 * then it waits again and nothing else changes). The copy it replaces is released. True when
 * the row was marked.
 */
export const markPhotoCopied = async (
  db: Db,
  photo: ClaimedPhoto,
  copy: PhotoCopy,
  now: Date,
): Promise<boolean> => {
  await db.execute(sql`
    insert into replica_photo_files (hash, bytes, width, height, top_color, bottom_color)
    values (${copy.hash}, ${copy.bytes}, ${copy.width}, ${copy.height}, ${copy.colors[0]}, ${copy.colors[1]})
    on conflict (hash) do update set unused_since = null`);
  const before = await lockedHash(db, photo.mediaKey);
  const marked = await db.execute(sql`
    update replica_photos set state = 'copied', hash = ${copy.hash}, width = ${copy.width},
      height = ${copy.height}, top_color = ${copy.colors[0]}, bottom_color = ${copy.colors[1]},
      reason = null, tries = 0, next_try_at = null, claimed_until = null
    where ${stillClaimed(photo)}
    returning media_key`);
  const done = changedAny(marked);
  if (before !== copy.hash) await releaseHash(db, done ? before : copy.hash, now);
  return done;
};

/**
 * A photo that will never be copied as it is (not an image, too large, not from the MLS's
 * origins): refused until the MLS changes it; its earlier copy is released.
 */
export const markPhotoRefused = async (
  db: Db,
  photo: ClaimedPhoto,
  reason: string,
  now: Date,
): Promise<boolean> => {
  const before = await lockedHash(db, photo.mediaKey);
  const marked = await db.execute(sql`
    update replica_photos set state = 'refused', reason = ${reason.slice(0, 300)}, hash = null,
      width = null, height = null, top_color = null, bottom_color = null, claimed_until = null
    where ${stillClaimed(photo)}
    returning media_key`);
  const done = changedAny(marked);
  if (done) await releaseHash(db, before, now);
  return done;
};

/** A download that may pass later: tried again at `nextTryAt`. */
export const markPhotoRetry = async (
  db: Db,
  photo: ClaimedPhoto,
  reason: string,
  nextTryAt: Date,
) => {
  await db.execute(sql`
    update replica_photos set tries = tries + 1, reason = ${reason.slice(0, 300)},
      next_try_at = ${nextTryAt.toISOString()}::timestamptz, claimed_until = null
    where ${stillClaimed(photo)}`);
};

/**
 * The waiting photos of these listings (homes on someone's list) go first: each one's first photo
 * (2 to 0) before its others (3 to 1), so that every listed home's card is right soonest.
 */
export const raisePhotosOf = async (db: Db, listingKeys: readonly string[]) => {
  if (listingKeys.length === 0) return;
  await db.execute(sql`
    update replica_photos set priority = priority - 2
    where listing_key = any(${keysParam(listingKeys)}) and state = 'waiting' and priority >= 2`);
};

/**
 * Marks photos whose media (or its URL) or listing is gone, and those back again; deletes the
 * rows gone for longer than `graceMs`, and answers the copies no row names that were released
 * that long ago (their files are then removed, `forgetPhotoCopy`).
 */
export const sweepGonePhotos = async (
  db: Db,
  { now, graceMs, limit }: { now: Date; graceMs: number; limit: number },
): Promise<string[]> => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const before = sql`${new Date(now.getTime() - graceMs).toISOString()}::timestamptz`;
  const held = (alias: string) => sql`exists (
    select 1 from replica_media m join replica_listings l on l.listing_key = m.listing_key
    where m.media_key = ${sql.raw(alias)}.media_key and m.url is not null)`;
  await db.execute(
    sql`update replica_photos p set gone_at = ${at} where p.gone_at is null and not ${held('p')}`,
  );
  await db.execute(
    sql`update replica_photos p set gone_at = null where p.gone_at is not null and ${held('p')}`,
  );
  const deleted = hashRows.parse(
    await db.execute(sql`
      delete from replica_photos where gone_at <= ${before} returning coalesce(hash, '') as hash`),
  );
  const hashes = [...new Set(deleted.rows.map((row) => row.hash).filter(Boolean))];
  if (hashes.length > 0) {
    // Their rows served the grace period already: the files may go at once.
    await db.execute(sql`
      update replica_photo_files f set unused_since = ${before}
      where f.hash = any(${keysParam(hashes)})
        and not exists (select 1 from replica_photos p where p.hash = f.hash)`);
  }
  return hashRows
    .parse(
      await db.execute(sql`
      select f.hash from replica_photo_files f
      where f.unused_since <= ${before}
        and not exists (select 1 from replica_photos p where p.hash = f.hash)
      order by f.unused_since limit ${limit}`),
    )
    .rows.map((row) => row.hash);
};

/** A copy whose files were removed: forgotten, unless a row named it again meanwhile. */
export const forgetPhotoCopy = async (db: Db, hash: string) => {
  await db.execute(sql`
    delete from replica_photo_files f where f.hash = ${hash}
      and not exists (select 1 from replica_photos p where p.hash = f.hash)`);
};

/**
 * Photos copied, waiting (a first copy's not yet admitted among them) and refused, of media still
 * held, and the bytes their copies take.
 */
export const photoCounts = async (db: Db) => {
  const [states] = z
    .object({
      rows: z.array(
        z.object({
          copied: z.coerce.number(),
          waiting: z.coerce.number(),
          refused: z.coerce.number(),
        }),
      ),
    })
    .parse(
      await db.execute(sql`
        select count(*) filter (where state = 'copied') as copied,
          count(*) filter (where state = 'waiting') + (
            select count(*) from replica_media m where m.url is not null
              and not exists (select 1 from replica_photos p where p.media_key = m.media_key)
          ) as waiting,
          count(*) filter (where state = 'refused') as refused
        from replica_photos where gone_at is null`),
    ).rows;
  const [stored] = z
    .object({ rows: z.array(z.object({ bytes: z.coerce.number() })) })
    .parse(
      await db.execute(sql`select coalesce(sum(bytes), 0) as bytes from replica_photo_files`),
    ).rows;
  return {
    copied: states?.copied ?? 0,
    waiting: states?.waiting ?? 0,
    refused: states?.refused ?? 0,
    bytes: stored?.bytes ?? 0,
  };
};
