import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { replicaListings, savedSearches, suggestions, users } from '../../../db/schema';
import type { SuggestionStatus } from '@rela/contracts';
import { searchColumnsOf } from './search-columns';

const buyer = alias(users, 'buyer');

const searchFields = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  concierge: savedSearches.concierge,
  createdAt: savedSearches.createdAt,
  buyerId: savedSearches.buyerId,
  createdBy: savedSearches.createdBy,
  buyerUsername: buyer.username,
};

export type SavedSearchView = {
  id: string;
  name: string;
  query: string;
  concierge: boolean;
  createdAt: Date;
  buyerId: string;
  createdBy: string;
  buyerUsername: string;
};

/** A user by username, with their role and supervisor (the buyer a search is for). */
export const findUser = async (db: Db, username: string) => {
  const [row] = await db
    .select({ id: users.id, role: users.role, username: users.username })
    .from(users)
    .where(eq(users.username, username));
  return row;
};

/**
 * Writes a search with its filters both as parsed (`filters`) and as the typed columns matching
 * reads, unless its buyer already keeps `max` searches (then null, nothing written). The buyer's
 * row is locked for the count, so two saves at once never pass the cap together.
 */
export const insertSavedSearch = async (
  db: Db,
  row: {
    buyerId: string;
    createdBy: string;
    name: string;
    query: string;
    filters: Record<string, unknown>;
    concierge: boolean;
    createdAt: Date;
  },
  { max }: { max: number },
): Promise<string | null> =>
  db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.buyerId)).for('update');
    const [held] = await tx
      .select({ total: count() })
      .from(savedSearches)
      .where(eq(savedSearches.buyerId, row.buyerId));
    if ((held?.total ?? 0) >= max) return null;
    const [saved] = await tx
      .insert(savedSearches)
      .values({ ...row, ...searchColumnsOf(row.filters) })
      .returning({ id: savedSearches.id });
    if (!saved) throw new Error('saved search not written');
    return saved.id;
  });

/**
 * The saved searches a user sees: a buyer's own (whoever made them) and those of the buyers whose
 * realtor they are, newest first.
 */
export const listSavedSearches = (db: Db, userId: string): Promise<SavedSearchView[]> =>
  db
    .select(searchFields)
    .from(savedSearches)
    .innerJoin(buyer, eq(buyer.id, savedSearches.buyerId))
    .where(or(eq(savedSearches.buyerId, userId), eq(buyer.supervisorId, userId)))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));

export const findSavedSearch = async (db: Db, id: string) => {
  const [row] = await db
    .select(searchFields)
    .from(savedSearches)
    .innerJoin(buyer, eq(buyer.id, savedSearches.buyerId))
    .where(eq(savedSearches.id, id));
  return row;
};

/** Deletes the search; its pending suggestions go with it (the foreign key cascades). */
export const deleteSavedSearch = (db: Db, id: string) =>
  db.delete(savedSearches).where(eq(savedSearches.id, id));

/**
 * A realtor's pending suggestions, newest first, each naming its buyer: only while that buyer is
 * still theirs (a buyer moved to another realtor is none of theirs any more).
 */
export const listPendingSuggestions = (db: Db, realtorId: string) =>
  db
    .select({
      id: suggestions.id,
      listingKey: suggestions.listingKey,
      savedSearchId: suggestions.savedSearchId,
      createdAt: suggestions.createdAt,
      buyerUsername: buyer.username,
    })
    .from(suggestions)
    .innerJoin(buyer, eq(buyer.id, suggestions.buyerId))
    .where(
      and(
        eq(suggestions.realtorId, realtorId),
        eq(suggestions.status, 'pending'),
        eq(buyer.supervisorId, realtorId),
      ),
    )
    .orderBy(desc(suggestions.createdAt), desc(suggestions.id));

/** A suggestion of this realtor's (pending or decided), with its buyer, while the buyer is still theirs. */
export const findRealtorSuggestion = async (db: Db, params: { id: string; realtorId: string }) => {
  const [row] = await db
    .select({
      id: suggestions.id,
      listingKey: suggestions.listingKey,
      buyerId: suggestions.buyerId,
      buyerUsername: buyer.username,
      status: suggestions.status,
    })
    .from(suggestions)
    .innerJoin(buyer, eq(buyer.id, suggestions.buyerId))
    .where(
      and(
        eq(suggestions.id, params.id),
        eq(suggestions.realtorId, params.realtorId),
        eq(buyer.supervisorId, params.realtorId),
      ),
    );
  return row;
};

/** Marks a pending suggestion decided; false when it was not pending any more (a race). */
export const decideSuggestion = async (
  db: Db,
  params: { id: string; status: Exclude<SuggestionStatus, 'pending'>; at: Date },
) =>
  (
    await db
      .update(suggestions)
      .set({ status: params.status, decidedAt: params.at })
      .where(and(eq(suggestions.id, params.id), eq(suggestions.status, 'pending')))
      .returning({ id: suggestions.id })
  ).length > 0;

/** Which of these keys the replica holds (a suggestion's home came from it). */
export const listingKeysInReplica = async (db: Db, listingKeys: readonly string[]) =>
  new Set(
    listingKeys.length === 0
      ? []
      : (
          await db
            .select({ listingKey: replicaListings.listingKey })
            .from(replicaListings)
            .where(inArray(replicaListings.listingKey, [...listingKeys]))
        ).map((row) => row.listingKey),
  );
