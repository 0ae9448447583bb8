import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { replicaListings } from '../../db/schema';

/**
 * Which of these listings the replica holds with the seller's opt-out of internet display
 * (REQ-DISPLAY-WITHHELD): the generated `entire_display` column, which reads the record's
 * `InternetEntireListingDisplayYN` as the display policy's `withheld` does (migration 0027), through
 * the partial index of hidden listings. A buyer's list leaves them out; a send to a buyer refuses
 * them. A key the replica does not hold is not among them.
 */
export const withheldListingKeys = async (
  db: Db,
  listingKeys: readonly string[],
): Promise<Set<string>> => {
  if (listingKeys.length === 0) return new Set();
  const rows = await db
    .select({ listingKey: replicaListings.listingKey })
    .from(replicaListings)
    .where(
      sql`not ${replicaListings.entireDisplay} and ${replicaListings.listingKey} = any(${sql.param([...listingKeys])}::text[])`,
    );
  return new Set(rows.map((row) => row.listingKey));
};
