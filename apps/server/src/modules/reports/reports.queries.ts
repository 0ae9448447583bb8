import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buyerHomes, users } from '../../db/schema';

/**
 * The buyers who have this listing among their homes (every member of a household whose list has
 * it, ADR 049): whose chain may see its report.
 */
export const listingHolders = (db: Db, { listingKey }: { listingKey: string }) =>
  db
    .select({ id: users.id, role: users.role })
    .from(buyerHomes)
    .innerJoin(users, eq(users.householdId, buyerHomes.buyerId))
    .where(eq(buyerHomes.listingKey, listingKey));
