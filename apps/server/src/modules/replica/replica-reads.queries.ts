import { and, asc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { replicaListings, replicaMedia } from '../../db/schema';
import type { Announcer } from '../../platform/cache/cached-reads';
import { announceListings } from './listing-changes';

/** What a read needs of one held listing, its record aside: photos, market state, times. */
export type HeldRow = {
  listingKey: string;
  photos: string[];
  onMarket: boolean;
  syncedAt: Date;
  /** The record's `ModificationTimestamp`: the record changes only with it. */
  modifiedAt: Date;
  /** False when the seller keeps the listing off client display (REQ-DISPLAY-WITHHELD). */
  entireDisplay: boolean;
};

/** A held listing's provider record, with the time it carries. */
export type HeldRecord = { listingKey: string; record: Record<string, unknown>; modifiedAt: Date };

const heldColumns = {
  listingKey: replicaListings.listingKey,
  photos: replicaListings.photos,
  onMarket: replicaListings.onMarket,
  syncedAt: replicaListings.syncedAt,
  modifiedAt: replicaListings.modifiedAt,
  entireDisplay: replicaListings.entireDisplay,
};

/**
 * `listing_key = any($1)`: one array parameter, where `inArray` builds (and drizzle walks) one
 * parameter per key, a quarter of a 50-home read's CPU.
 */
const keyIn = (listingKeys: readonly string[]) =>
  sql`${replicaListings.listingKey} = any(${sql.param([...listingKeys])}::text[])`;

/** The rows the replica holds among `listingKeys` (off-market ones included), by key. */
export const heldRows = async (
  db: Db,
  listingKeys: readonly string[],
): Promise<Map<string, HeldRow>> => {
  if (listingKeys.length === 0) return new Map();
  const rows = await db.select(heldColumns).from(replicaListings).where(keyIn(listingKeys));
  return new Map(rows.map((row) => [row.listingKey, row]));
};

/**
 * The records of these held listings, each with its own time (a record written after its row was
 * read comes with its newer time).
 */
export const heldRecords = async (
  db: Db,
  listingKeys: readonly string[],
): Promise<HeldRecord[]> => {
  if (listingKeys.length === 0) return [];
  return db
    .select({
      listingKey: replicaListings.listingKey,
      record: replicaListings.record,
      modifiedAt: replicaListings.modifiedAt,
    })
    .from(replicaListings)
    .where(keyIn(listingKeys));
};

/**
 * The MLS answered these listings unchanged at `at`: their facts are confirmed then (a row never
 * goes back in time, so a slower answer does not undo a later one). Announced on the bus.
 */
export const confirmListings = async (
  db: Db,
  bus: Announcer,
  listingKeys: readonly string[],
  at: Date,
) => {
  if (listingKeys.length === 0) return;
  const confirmed = await db
    .update(replicaListings)
    .set({ syncedAt: at })
    .where(
      and(inArray(replicaListings.listingKey, [...listingKeys]), lt(replicaListings.syncedAt, at)),
    )
    .returning({ listingKey: replicaListings.listingKey });
  announceListings(
    bus,
    confirmed.map((row) => row.listingKey),
  );
};

/** What an address lookup narrows the replica by, from what was typed (lower case). */
export type AddressProbe = {
  /** The street number typed; null when none was. */
  number: string | null;
  /** Five digits, or null to look in every postal code. */
  zip: string | null;
  /** Words of the street name: a listing is a candidate when its street holds one of them. */
  words: readonly string[];
  /** True: the street must hold every word, not just one. */
  every: boolean;
  limit: number;
};

const field = (name: string) => sql`(${replicaListings.record} ->> ${name})`;
/** The street as the lookup compares it: the structured name, or the whole line without one. */
const street = sql`translate(lower(coalesce(nullif(${field('StreetName')}, ''), ${field('UnparsedAddress')}, '')), '''.', '')`;

const numberIs = (number: string): SQL =>
  or(
    sql`lower(${field('StreetNumber')}) = ${number}`,
    and(
      sql`coalesce(${field('StreetName')}, '') = ''`,
      sql`starts_with(lower(coalesce(${field('UnparsedAddress')}, '')), ${`${number} `})`,
    ),
  ) as SQL;

/**
 * The records of on-market listings that may be at the typed address (REQ-MLS-ADDRESS): the same
 * street number (structured, or leading the unparsed line), in the ZIP when one is given, with a
 * street holding one of the typed name's words. The lookup scores them as it scores the MLS's.
 */
export const addressCandidates = async (db: Db, probe: AddressProbe) => {
  const clauses: SQL[] = [eq(replicaListings.onMarket, true)];
  if (probe.number !== null) clauses.push(numberIs(probe.number));
  if (probe.zip !== null) {
    clauses.push(
      or(
        eq(replicaListings.postalCode, probe.zip),
        sql`${replicaListings.postalCode} like ${`${probe.zip}-%`}`,
      ) as SQL,
    );
  }
  if (probe.words.length > 0) {
    const holds = probe.words.map((word) => sql`strpos(${street}, ${word}) > 0`);
    clauses.push((probe.every ? and(...holds) : or(...holds)) as SQL);
  }
  const rows = await db
    .select({ record: replicaListings.record })
    .from(replicaListings)
    .where(and(...clauses))
    .orderBy(asc(replicaListings.listingKey))
    .limit(probe.limit);
  return rows.map((row) => row.record);
};

/**
 * The MLS's own URLs of these listings' photos, in `Order` (for the server's own use: a report's
 * download through the guard; never an answer, ADR 046).
 */
export const heldMediaUrls = async (
  db: Db,
  listingKeys: readonly string[],
): Promise<Map<string, string[]>> => {
  const urls = new Map<string, string[]>();
  if (listingKeys.length === 0) return urls;
  const rows = await db
    .select({ listingKey: replicaMedia.listingKey, url: replicaMedia.url })
    .from(replicaMedia)
    .where(
      and(
        sql`${replicaMedia.listingKey} = any(${sql.param([...listingKeys])}::text[])`,
        sql`${replicaMedia.url} is not null`,
      ),
    )
    .orderBy(asc(replicaMedia.listingKey), asc(replicaMedia.order), asc(replicaMedia.mediaKey));
  for (const row of rows) {
    const list = urls.get(row.listingKey) ?? [];
    list.push(row.url as string);
    urls.set(row.listingKey, list);
  }
  return urls;
};
