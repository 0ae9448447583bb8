import { and, asc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { replicaListings } from '../../db/schema';

/** What a read needs of one held listing: its record, photos, market state and confirmation. */
export type HeldListing = {
  listingKey: string;
  /** Null when the read asked for photos only. */
  record: Record<string, unknown> | null;
  photos: string[];
  onMarket: boolean;
  syncedAt: Date;
  /** The record's `ModificationTimestamp`: the record changes only with it. */
  modifiedAt: Date;
};

const heldColumns = {
  listingKey: replicaListings.listingKey,
  photos: replicaListings.photos,
  onMarket: replicaListings.onMarket,
  syncedAt: replicaListings.syncedAt,
  modifiedAt: replicaListings.modifiedAt,
};

/**
 * `listing_key = any($1)`: one array parameter, where `inArray` builds (and drizzle walks) one
 * parameter per key, a quarter of a 50-home read's CPU.
 */
const keyIn = (listingKeys: readonly string[]) =>
  sql`${replicaListings.listingKey} = any(${sql.param([...listingKeys])}::text[])`;

/**
 * The listings the replica holds among `listingKeys` (off-market ones included), by key; their
 * records only for the keys `withRecord` accepts (a photo read needs none, a reader that already
 * holds a record of the same `modifiedAt` needs it not again): those are read in a second query.
 */
export const heldListings = async (
  db: Db,
  listingKeys: readonly string[],
  { withRecord }: { withRecord: boolean | ((row: HeldListing) => boolean) },
): Promise<Map<string, HeldListing>> => {
  if (listingKeys.length === 0) return new Map();
  const rows = await db.select(heldColumns).from(replicaListings).where(keyIn(listingKeys));
  const held = new Map<string, HeldListing>(
    rows.map((row) => [row.listingKey, { ...row, record: null }]),
  );
  const wants = withRecord === true ? () => true : withRecord || (() => false);
  const needed = [...held.values()].filter((row) => wants(row)).map((row) => row.listingKey);
  if (needed.length === 0) return held;
  const records = await db
    .select({
      listingKey: replicaListings.listingKey,
      record: replicaListings.record,
      modifiedAt: replicaListings.modifiedAt,
    })
    .from(replicaListings)
    .where(keyIn(needed));
  for (const { listingKey, record, modifiedAt } of records) {
    const row = held.get(listingKey);
    // A record written between the two reads comes with its own time.
    if (row) held.set(listingKey, { ...row, record, modifiedAt });
  }
  return held;
};

/**
 * The MLS answered these listings unchanged at `at`: their facts are confirmed then (a row never
 * goes back in time, so a slower answer does not undo a later one).
 */
export const confirmListings = async (db: Db, listingKeys: readonly string[], at: Date) => {
  if (listingKeys.length === 0) return;
  await db
    .update(replicaListings)
    .set({ syncedAt: at })
    .where(
      and(inArray(replicaListings.listingKey, [...listingKeys]), lt(replicaListings.syncedAt, at)),
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
