import {
  searchDefaultStatuses,
  type ListingSearchItem,
  type ListingSearchQuery,
  type ListingSearchResponse,
} from '@rela/contracts';
import type { Db } from '../../db/client';
import { entityToListing } from '../mls/normalise';
import { citiesNamed, findListings, type ListingFilters } from './search.queries';
import { searchWords, takeCity, wordRuns } from './search-text';

export type SearchDeps = { db: Db };

/**
 * The replica's filters of a checked query: the default statuses, the words of its text, a city
 * the text names taken out as that city (matched by its index, not by trigrams).
 */
export const filtersOf = async (db: Db, query: ListingSearchQuery): Promise<ListingFilters> => {
  const all = query.q === undefined ? [] : searchWords(query.q);
  const known = await citiesNamed(
    db,
    wordRuns(all).map((run) => run.text),
  );
  const { words, city } = takeCity(all, known);
  const cities = [query.city, city].filter((name): name is string => name !== undefined);
  return {
    ...(words.length > 0 ? { words } : {}),
    ...(cities.length > 0 ? { cities } : {}),
    postalCode: query.postalCode,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    minBeds: query.minBeds,
    minBaths: query.minBaths,
    propertyTypes: query.propertyType,
    statuses: query.status ?? searchDefaultStatuses,
    box: query.bbox,
  };
};

/**
 * GET /{product}/listings/search (issue 21): on-market listings of the replica that match every
 * given filter, one page in the asked order, each the normalised listing (first photo as its
 * image) and whether the caller already has it in their list.
 */
export const searchListings = async (
  deps: SearchDeps,
  actor: { id: string },
  query: ListingSearchQuery,
): Promise<ListingSearchResponse> => {
  const { rows, total } = await findListings(deps.db, await filtersOf(deps.db, query), {
    sort: query.sort,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
    userId: actor.id,
  });
  const items = rows.flatMap((row): ListingSearchItem[] => {
    const listing = entityToListing(row.card, row.imageURL);
    return listing ? [{ ...listing, inMyList: row.inMyList }] : [];
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
};
