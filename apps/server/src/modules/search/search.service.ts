import {
  isClient,
  listingWithAddressDisplay,
  searchDefaultStatuses,
  type ListingSearchItem,
  type ListingSearchQuery,
  type ListingSearchResponse,
  type Role,
} from '@rela/contracts';
import type { Db } from '../../db/client';
import type { DisplayPolicy } from '../compliance';
import { entityToListing } from '../mls';
import { answerPhotoUrl } from '../replica';
import type { SearchAnswers } from './search-answers';
import { citiesNamed, findListings, ownListingKeys, type ListingFilters } from './search.queries';
import { searchWords, takeCity, wordRuns } from './search-text';

/**
 * The database, the product (the card photo's URL is the API's, ADR 046), the MLS display rules
 * (ADR 048) and the answers kept by query (none: every search is made anew).
 */
export type SearchDeps = {
  db: Db;
  product: string;
  display: Pick<DisplayPolicy, 'addressDisplayOf'>;
  answers?: SearchAnswers;
};

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
 * GET /{product}/listings/search (ADR 023): on-market listings of the replica that match every
 * given filter, one page in the asked order, each the normalised listing (first photo as its
 * image) and whether the caller already has it in their list. The page and its total may be a
 * kept answer of the same query (`answers`), the same for every caller; what is the caller's own,
 * and how an opted-out address reaches them (REQ-DISPLAY-ADDRESS), is made for each.
 */
export const searchListings = async (
  deps: SearchDeps,
  actor: { id: string; role: Role },
  query: ListingSearchQuery,
): Promise<ListingSearchResponse> => {
  // The caller's own among a page made now for them (its statement tells them), else asked.
  let mine: Set<string> | undefined;
  // A buyer's words never find a listing by the street its seller withheld (REQ-DISPLAY-ADDRESS);
  // their text searches are kept apart from a realtor's.
  const client = isClient(actor.role) && query.q !== undefined;
  const find = async () => {
    const filters = await filtersOf(deps.db, query);
    const { rows, total } = await findListings(
      deps.db,
      { ...filters, wordsOnShownAddresses: client },
      {
        sort: query.sort,
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
        userId: actor.id,
      },
    );
    mine = new Set(rows.filter((row) => row.inMyList).map((row) => row.listingKey));
    const listings = rows.flatMap(
      (row) =>
        entityToListing(
          row.card,
          row.imageURL === null ? null : answerPhotoUrl(deps.product, row.imageURL),
        ) ?? [],
    );
    const addressWithheld = rows
      .filter((row) => row.addressDisplay === false)
      .map((row) => row.listingKey);
    return { listings, total, addressWithheld };
  };
  const key = `${client ? 'client ' : ''}${JSON.stringify(query)}`;
  const found = deps.answers ? await deps.answers(key, find) : await find();
  const own =
    mine ??
    (await ownListingKeys(
      deps.db,
      actor.id,
      found.listings.map((listing) => listing.listingKey),
    ));
  const withheld = new Set(found.addressWithheld);
  const items = found.listings.map((listing): ListingSearchItem => {
    const seller = withheld.has(listing.listingKey) ? { InternetAddressDisplayYN: false } : {};
    return {
      ...listingWithAddressDisplay(listing, deps.display.addressDisplayOf(seller, actor.role)),
      inMyList: own.has(listing.listingKey),
    };
  });
  return { items, total: found.total, page: query.page, pageSize: query.pageSize };
};
