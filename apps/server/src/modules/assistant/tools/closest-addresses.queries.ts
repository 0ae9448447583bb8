import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { replicaListings } from '../../../db/schema';

/** How many near addresses Rela offers for one it could not find. */
export const closestAddressCount = 3;
/** Below this pg_trgm similarity an address is not near enough to offer. */
const nearEnough = 0.3;

/**
 * The on-market addresses of the replica most like `typed` (pg_trgm's word similarity of the
 * typed text within the street address), most alike first: what Rela offers when an address
 * matches no listing. `forClient`: none whose seller keeps the listing or its address from
 * clients (the replica's `entire_display` and `address_display`, REQ-DISPLAY-WITHHELD,
 * REQ-DISPLAY-ADDRESS).
 */
export const closestAddresses = async (
  db: Db,
  typed: string,
  { forClient }: { forClient: boolean },
) => {
  const address = sql<string>`coalesce(${replicaListings.record} ->> 'UnparsedAddress', '')`;
  const alike = sql<number>`word_similarity(lower(${typed}), lower(${address}))`;
  return db
    .select({
      listingKey: replicaListings.listingKey,
      address,
      city: replicaListings.city,
      state: replicaListings.state,
      postalCode: replicaListings.postalCode,
    })
    .from(replicaListings)
    .where(
      and(
        eq(replicaListings.onMarket, true),
        gt(alike, nearEnough),
        forClient ? eq(replicaListings.entireDisplay, true) : undefined,
        forClient ? eq(replicaListings.addressDisplay, true) : undefined,
      ),
    )
    .orderBy(desc(alike), replicaListings.listingKey)
    .limit(closestAddressCount);
};
