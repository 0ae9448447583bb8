import { createHash } from 'node:crypto';
import { bathroomsOf } from '@rela/contracts';
import { generateListings, type PropertyRecord } from '@rela/mls';
import { eq } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, loginAs } from './app';
import type { DriverKind } from './db';
import type { Db } from '../src/db/client';
import { buyerHomes, replicaListings, type NewReplicaListingRow } from '../src/db/schema';
import { announceListings } from '../src/modules/replica/listing-changes';
import { arrivedListing } from '../src/modules/replica/listing-row';

/**
 * A listing's photo as the replica holds it (ADR 046): the first copied (a hash made of its key),
 * the rest waiting for their copies.
 */
export const heldPhotoOf = (listingKey: string, order: number) =>
  order === 0
    ? `photos/${createHash('md5').update(listingKey).digest('hex')}/dialog.webp#1600x1067-8899aa-556644`
    : 'photos/pending#1600x1200';

/** A replica row as the sync writes it for one listing of the embedded MLS (photos in Order). */
export const replicaRowOf = (record: PropertyRecord, syncedAt: Date): NewReplicaListingRow => {
  const arrived = arrivedListing(record as unknown as Record<string, unknown>);
  if (!arrived) throw new Error(`${record.ListingKey} has no key or time`);
  return {
    ...arrived.columns,
    offMarketAt: null,
    syncedAt,
    photos: Array.from({ length: record.PhotosCount }, (_, order) =>
      heldPhotoOf(record.ListingKey, order),
    ),
  };
};

/** Inserts listings into the replica as the sync would hold them, a thousand a statement. */
export const insertReplicaListings = async (db: Db, records: readonly PropertyRecord[]) => {
  const syncedAt = new Date();
  for (let start = 0; start < records.length; start += 1000) {
    await db
      .insert(replicaListings)
      .values(records.slice(start, start + 1000).map((record) => replicaRowOf(record, syncedAt)));
  }
};

const raleighTwin = (record: PropertyRecord, key: string, street: string): PropertyRecord => ({
  ...record,
  ListingKey: key,
  UnparsedAddress: `${street.split(' ')[0]} S Saunders St`,
  StreetName: 'Saunders',
  City: 'Raleigh',
  StateOrProvince: 'NC',
  PostalCode: '27603',
  StandardStatus: 'Active',
});

/**
 * 400 listings of the embedded MLS's generator, two of them moved to S Saunders St, Raleigh
 * (the typo test's homes), one off the market; a realtor and two of their buyers, the first of
 * whom has two of the homes in their list.
 */
export const buildSearchWorld = async (driver: DriverKind) => {
  const t = await buildTestApp({ driver, env: { LOGIN_LIMIT_PER_MINUTE: '1000' } });
  const generated = generateListings({ count: 400, seed: 2121 });
  const [first, second, ...rest] = generated as [
    PropertyRecord,
    PropertyRecord,
    ...PropertyRecord[],
  ];
  const records = [
    raleighTwin(first, 'RELA90000001', '1200'),
    raleighTwin(second, 'RELA90000002', '87'),
    ...rest,
  ];
  await insertReplicaListings(t.db, records);
  const offMarket = rest[0]?.ListingKey ?? '';
  await t.db
    .update(replicaListings)
    .set({ onMarket: false, offMarketAt: new Date() })
    .where(eq(replicaListings.listingKey, offMarket));
  const realtor = await createUser(t.db, { username: 'realtor', role: 'realtor' });
  const ids = new Map<string, string>();
  for (const username of ['buyer', 'buyer2']) {
    const row = await createUser(t.db, { username, role: 'buyer', supervisorId: realtor.id });
    ids.set(username, row.id);
  }
  const headers = new Map<string, Record<string, string>>();
  const as = async (username: string) => {
    const known = headers.get(username);
    if (known) return known;
    const made = bearer(await loginAs(t.app, username));
    headers.set(username, made);
    return made;
  };
  return { t, records, offMarket, ids, as, close: () => t.close() };
};
export type SearchWorld = Awaited<ReturnType<typeof buildSearchWorld>>;

/**
 * Names listings written behind the app's back on its bus, as every write path of the replica
 * does (ADR 036): the searches' kept answers go (ADR 023, third amendment).
 */
export const announceWritten = (world: SearchWorld, keys: readonly string[]) =>
  announceListings(world.t.deps.invalidations, keys);

/** Gives a buyer homes (as their realtor would). */
export const giveHomes = (world: SearchWorld, username: string, keys: readonly string[]) =>
  world.t.db.insert(buyerHomes).values(
    keys.map((listingKey, position) => ({
      buyerId: world.ids.get(username) ?? '',
      listingKey,
      position,
    })),
  );

/** The bathrooms a record shows (ADR 014), for the oracle of the minBaths filter. */
export const bathsOf = (record: PropertyRecord) =>
  bathroomsOf({
    BathroomsFull: record.BathroomsFull ?? null,
    BathroomsHalf: record.BathroomsHalf ?? null,
    BathroomsTotalInteger: record.BathroomsTotalInteger ?? null,
  });
