import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { buyerHomes } from '../../../db/schema';

/** Removes every home of a buyer in one statement; answers how many there were. */
export const clearBuyerHomes = async (db: Db, buyerId: string) => {
  const rows = await db
    .delete(buyerHomes)
    .where(eq(buyerHomes.buyerId, buyerId))
    .returning({ listingKey: buyerHomes.listingKey });
  return rows.length;
};
