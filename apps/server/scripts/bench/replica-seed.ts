import { generateListings } from '@rela/mls';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { insertReplicaListings } from '../../test/search-world';

/** Most listings generated; beyond it the replica holds copies of them under new keys. */
export const generatedListings = 100_000;

/**
 * Fills the replica with `count` listings of the embedded MLS's deterministic generator, inserted
 * as the sync would hold them but directly (faster than a sync): up to 100,000 generated, the rest
 * copies of those under new keys (`<key>-<n>`) in the same places, so a million listings are ten
 * times as dense, not ten times as wide (generating a million takes minutes on its own).
 */
export const seedReplica = async (db: Db, count: number) => {
  const generated = generateListings({ count: Math.min(count, generatedListings) });
  await insertReplicaListings(db, generated);
  const copies = Math.ceil(count / generated.length) - 1;
  for (let copy = 1; copy <= copies; copy += 1) {
    const room = Math.min(count - copy * generated.length, generated.length);
    await db.execute(sql`
      insert into replica_listings (listing_key, status, on_market, list_price, bedrooms, bathrooms,
        living_area, property_type, city, state, postal_code, latitude, longitude, list_date,
        modified_at, photos, record, synced_at)
      select listing_key || '-' || ${copy}, status, on_market, list_price, bedrooms, bathrooms,
        living_area, property_type, city, state, postal_code, latitude, longitude, list_date,
        modified_at, photos,
        jsonb_set(record, '{ListingKey}', to_jsonb(listing_key || '-' || ${copy})), synced_at
      from replica_listings where listing_key not like '%-%'
      order by listing_key limit ${room}`);
  }
  // The search's vocabulary too (ADR 023): PGlite has no autovacuum, and without statistics its
  // planner reads the whole vocabulary for each typed word instead of its trigram index.
  await db.execute(sql`vacuum analyze replica_listings, replica_search_words`);
  return generated;
};
