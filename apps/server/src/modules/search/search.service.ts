import {
  displayFieldsOf,
  isClient,
  listingWithAddressDisplay,
  searchDefaultStatuses,
  type ListingSearchItem,
  type ListingSearchQuery,
  type ListingRecord,
  type ListingSearchResponse,
  type Role,
  type CostDefaultsValues,
} from '@rela/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Actor } from '../../platform/policy/policy';
import type { DisplayPolicy } from '../compliance';
import { entityToListing } from '../mls';
import { answerPhotoUrl, confirmedAtOf, type SyncPass } from '../replica';
import type { FoundListings, SearchAnswers } from './search-answers';
import { costValuesOf } from './search-costs';
import { citiesNamed, findListings, ownListingKeys, type ListingFilters } from './search.queries';
import { searchWords, takeCity, wordRuns } from './search-text';

/** A caller's cost defaults (the costs module's, ADR 051): what their monthly estimates assume. */
export type CostDefaultsOf = (actor: Actor) => Promise<CostDefaultsValues>;

/**
 * The database, the clock ("price reduced" looks back from its now), the product (the card
 * photo's URL is the API's, ADR 046), the MLS display rules (ADR 048), where the sync stands (the
 * disclaimers' time), the caller's cost defaults (a monthly limit or order) and the answers kept
 * by query (none: every search is made anew).
 */
export type SearchDeps = {
  db: Db;
  clock: Pick<Clock, 'now'>;
  costDefaults: CostDefaultsOf;
  product: string;
  display: Pick<
    DisplayPolicy,
    'addressDisplayOf' | 'attributionOf' | 'clientStatuses' | 'displayOf' | 'rulesOf' | 'withheld'
  >;
  syncPass: () => Promise<SyncPass>;
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

const dayMs = 24 * 60 * 60 * 1000;

/**
 * GET /{product}/listings/search (ADR 023): on-market listings of the replica that match every
 * given filter, one page in the asked order, each the normalised listing (first photo as its
 * image), its attribution, and whether the caller already has it in their list; the page carries
 * the disclaimer of each MLS on it (REQ-DISPLAY-ATTRIBUTION). A buyer's search finds no listing
 * whose seller opted out of internet display and only the statuses the rules show clients
 * (REQ-DISPLAY-WITHHELD); a realtor's marks such listings `notForClients`. The page and its total
 * may be a kept answer of the same query and audience (`answers`); what is the caller's own, and
 * how an opted-out address reaches them (REQ-DISPLAY-ADDRESS), is made for each. A monthly
 * limit and the `monthly-asc` order read each home's estimate under the caller's cost defaults;
 * "price reduced" looks back from the clock's now (REQ-COST-SEARCH).
 */
export const searchListings = async (
  deps: SearchDeps,
  actor: { id: string; role: Role },
  query: ListingSearchQuery,
): Promise<ListingSearchResponse> => {
  // The caller's own among a page made now for them (its statement tells them), else asked.
  let mine: Set<string> | undefined;
  // A buyer's search and a realtor's differ (withheld listings, statuses, the words of withheld
  // streets): their answers are kept apart.
  const client = isClient(actor.role);
  // The caller's defaults, when the search reads their monthly estimates (REQ-COST-SEARCH): the
  // answer is theirs, so a kept one is kept under them too.
  const costs =
    query.maxMonthlyCost !== undefined || query.sort === 'monthly-asc'
      ? costValuesOf(await deps.costDefaults(actor))
      : undefined;
  const find = async (): Promise<FoundListings> => {
    const filters = {
      ...(await filtersOf(deps.db, query)),
      costs,
      maxMonthlyCost: query.maxMonthlyCost,
      priceCutSince:
        query.priceReducedWithinDays === undefined
          ? undefined
          : new Date(deps.clock.now().getTime() - query.priceReducedWithinDays * dayMs),
    };
    const { rows, total } = await findListings(
      deps.db,
      client
        ? {
            ...filters,
            statuses: deps.display.clientStatuses(filters.statuses),
            wordsOnShownAddresses: true,
            withheldLeftOut: true,
          }
        : filters,
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
    return {
      listings,
      total,
      displayFields: Object.fromEntries(
        rows.map((row) => [row.listingKey, displayFieldsOf(row.card)]),
      ),
      syncedAt: Object.fromEntries(rows.map((row) => [row.listingKey, row.syncedAt])),
    };
  };
  const key = `${client ? 'client' : 'agent'} ${JSON.stringify(query)}${costs ? ` ${JSON.stringify(costs)}` : ''}`;
  const found = deps.answers ? await deps.answers(key, find) : await find();
  const own =
    mine ??
    (await ownListingKeys(
      deps.db,
      actor.id,
      found.listings.map((listing) => listing.listingKey),
    ));
  const items = found.listings.flatMap((listing): ListingSearchItem[] => {
    const record = found.displayFields[listing.listingKey] ?? {};
    const withheld = deps.display.withheld(record);
    // The statement left such listings out of a buyer's search; a card written since is asked too.
    if (withheld && client) return [];
    return [
      {
        ...listingWithAddressDisplay(listing, deps.display.addressDisplayOf(record, actor.role)),
        ...(withheld ? { notForClients: true as const } : {}),
        inMyList: own.has(listing.listingKey),
        attribution: deps.display.attributionOf(record),
      },
    ];
  });
  return {
    items,
    total: found.total,
    disclaimers: await disclaimersOf(
      deps,
      found,
      items.map((item) => item.listingKey),
    ),
    page: query.page,
    pageSize: query.pageSize,
  };
};

/**
 * The disclaimer of each MLS on the page, in the order its listings first appear, with the time
 * its data was obtained: the oldest of its listings' confirmations there (every one of them is at
 * least that fresh), the last good sync when that is later (as the properties call, ADR 048).
 */
const disclaimersOf = async (deps: SearchDeps, found: FoundListings, shown: readonly string[]) => {
  const oldest = new Map<string, { record: ListingRecord; at: number }>();
  for (const listingKey of shown) {
    const record = found.displayFields[listingKey] ?? {};
    const mls = deps.display.rulesOf(record).source;
    const at = found.syncedAt[listingKey] ?? 0;
    const known = oldest.get(mls);
    if (!known || at < known.at) oldest.set(mls, { record, at });
  }
  if (oldest.size === 0) return [];
  const pass = await deps.syncPass();
  return [...oldest.values()].map(
    ({ record, at }) =>
      deps.display.displayOf(record, confirmedAtOf(new Date(at), pass)).disclaimer,
  );
};
