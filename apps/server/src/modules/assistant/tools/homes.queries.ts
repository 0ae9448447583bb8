import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { announce, type Announcer } from '../../../platform/cache/cached-reads';
import { buyerHomes } from '../../../db/schema';

/** Removes every home of a buyer in one statement; answers how many there were. */
export const clearBuyerHomes = async (db: Db, buyerId: string, bus: Announcer) => {
  const rows = await db
    .delete(buyerHomes)
    .where(eq(buyerHomes.buyerId, buyerId))
    .returning({ listingKey: buyerHomes.listingKey });
  announce(bus, 'buyerHomes', buyerId);
  return rows.length;
};
