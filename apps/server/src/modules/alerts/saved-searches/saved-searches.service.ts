import {
  catalogueMessageOf,
  isUuid,
  limits,
  listingSearchQuerySchema,
  savedSearchMessages,
  type SavedSearch,
  type ListingSearchQuery,
  type createSavedSearchBodySchema,
} from '@rela/contracts';
import type { z } from 'zod/mini';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { appError } from '../../../platform/errors';
import { loadHierarchy } from '../../../platform/policy/hierarchy.queries';
import { can, enforce, type Actor } from '../../../platform/policy/policy';
import {
  deleteSavedSearch,
  findSavedSearch,
  findUser,
  insertSavedSearch,
  listSavedSearches,
  type SavedSearchView,
} from './saved-searches.queries';

/**
 * The search's own filters of a checked query (the search module's `filtersOf`, passed in by
 * app.ts): what is stored and matched against each new listing and price drop.
 */
export type FiltersOf = (query: ListingSearchQuery) => Promise<Record<string, unknown>>;

export type SavedSearchDeps = { db: Db; clock: Clock; filtersOf: FiltersOf };

type CreateBody = z.output<typeof createSavedSearchBodySchema>;

const viewOf = (row: SavedSearchView): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  buyerUsername: row.buyerUsername,
  concierge: row.concierge,
  createdAt: row.createdAt.toISOString(),
});

/** A /search query string as the search call reads it: repeated parameters as lists. */
export const parseSearchQuery = (query: string) => {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  const parsed = listingSearchQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // The search call's own sentence for the bad parameter, alone.
  throw appError(
    'VALIDATION',
    catalogueMessageOf(parsed.error.issues, savedSearchMessages.badQuery),
  );
};

/** The query as it is kept: only what filters (no sort, page or page size). */
const storedQuery = (query: string) => {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  for (const key of ['sort', 'page', 'pageSize']) params.delete(key);
  return params.toString();
};

/** The caller's saved searches: a buyer's own, a realtor's for their buyers. */
export const listSearches = async ({ db }: Pick<SavedSearchDeps, 'db'>, actor: Actor) => ({
  items: (await listSavedSearches(db, actor.id)).map(viewOf),
});

/**
 * A buyer saves a search of their own; a realtor saves one for a buyer of theirs
 * (`buyerUsername`), in concierge mode if they ask. Anyone else's buyer is a 404 as in the other
 * buyer calls; a query the search call would refuse is a 400 naming the parameter; a buyer who
 * already keeps `limits.savedSearchesPerBuyer` searches gets none more (409, REQ-SAVED-SEARCH-CAP).
 */
export const createSearch = async (
  { db, clock, filtersOf }: SavedSearchDeps,
  actor: Actor,
  body: CreateBody,
): Promise<SavedSearch> => {
  const buyer =
    body.buyerUsername === undefined
      ? { id: actor.id, role: actor.role }
      : await findUser(db, body.buyerUsername);
  if (!buyer) throw appError('NOT_FOUND');
  enforce(actor, 'save-search', buyer, await loadHierarchy(db, [buyer.id]));
  if (body.concierge && buyer.id === actor.id) {
    throw appError('VALIDATION', savedSearchMessages.conciergeNeedsBuyer);
  }
  const query = storedQuery(body.query);
  const parsed = parseSearchQuery(query);
  // The matching of alerts reads no buyer's cost defaults and no window of time (ADR 051).
  if (parsed.maxMonthlyCost !== undefined || parsed.priceReducedWithinDays !== undefined) {
    throw appError('VALIDATION', savedSearchMessages.costFiltersNotKept);
  }
  const filters = await filtersOf(parsed);
  const id = await insertSavedSearch(
    db,
    {
      buyerId: buyer.id,
      createdBy: actor.id,
      name: body.name,
      query,
      filters: JSON.parse(JSON.stringify(filters)) as Record<string, unknown>,
      concierge: body.concierge === true,
      createdAt: clock.now(),
    },
    { max: limits.savedSearchesPerBuyer },
  );
  if (id === null) {
    throw appError('CONFLICT', savedSearchMessages.tooMany(limits.savedSearchesPerBuyer));
  }
  const saved = await findSavedSearch(db, id);
  if (!saved) throw new Error('saved search vanished');
  return viewOf(saved);
};

/**
 * Deletes a saved search: its creator or its buyer alone, while they may still act for the buyer;
 * anyone else is answered as for an id nobody has. It makes no notice or suggestion after this.
 */
export const deleteSearch = async (
  { db }: Pick<SavedSearchDeps, 'db'>,
  actor: Actor,
  id: string,
) => {
  const saved = isUuid(id) ? await findSavedSearch(db, id) : undefined;
  const mine = saved && (saved.createdBy === actor.id || saved.buyerId === actor.id);
  if (
    !saved ||
    !mine ||
    !can(
      actor,
      'save-search',
      { id: saved.buyerId, role: 'buyer' },
      await loadHierarchy(db, [saved.buyerId]),
    )
  ) {
    throw appError('NOT_FOUND');
  }
  await deleteSavedSearch(db, saved.id);
  return { id: saved.id };
};
